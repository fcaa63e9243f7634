import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { onlineManager } from '@tanstack/react-query';
import { i18nProvider } from '../../src/i18n';
import { createQueryClient } from '../../src/providers/queryClient';
import { BackOfficeOfflineNotice, OfflineNotice } from '../../src/field-app/offline/OfflineNotice';
import { ConnectionRestoredNotice } from '../../src/field-app/ConnectionRestoredNotice';

// One notice while the connection is lost, worded by what is known: the browser without a network
// is the phone's fault; a browser with one whose server does not answer is the server's.
const browserOnline = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
};
const serverReachable = (reachable: boolean) =>
  act(() => {
    onlineManager.setOnline(reachable);
  });

const renderNotices = () =>
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()} queryClient={createQueryClient()}>
      <OfflineNotice />
      <BackOfficeOfflineNotice />
      <ConnectionRestoredNotice />
    </AdminContext>,
  );

afterEach(() => {
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
});

describe('the notice while the connection is lost', () => {
  it('blames the server when the browser has a network, the phone when it has none, and says when it is back', () => {
    renderNotices();
    expect(screen.queryByRole('status')).toBeNull();

    browserOnline(true);
    serverReachable(false);
    expect(screen.getAllByRole('status').map((notice) => notice.textContent)).toEqual([
      'Die Verbindung zum Server ist unterbrochen. Sie wird automatisch wiederhergestellt. Diese Seite wurde auf diesem Gerät noch nicht geladen.',
      'Der Server ist nicht erreichbar. Die Listen zeigen keine aktuellen Daten, bis er wieder antwortet.',
    ]);

    browserOnline(false);
    expect(screen.getAllByRole('status').map((notice) => notice.textContent)).toEqual([
      'Sie sind offline. Diese Seite wurde auf diesem Gerät noch nicht geladen.',
      'Keine Internetverbindung. Die Listen zeigen keine aktuellen Daten, bis das Gerät wieder online ist.',
    ]);

    browserOnline(true);
    serverReachable(true);
    expect(screen.getAllByRole('status').map((notice) => notice.textContent)).toEqual(['Die Verbindung ist wieder da.']);
  });

  it('says it is back for 4 s, whether or not the window has the focus', () => {
    vi.useFakeTimers();
    try {
      renderNotices();
      serverReachable(false);
      serverReachable(true);
      act(() => {
        window.dispatchEvent(new Event('blur'));
        vi.advanceTimersByTime(3900);
      });
      expect(screen.getByRole('status').textContent).toBe('Die Verbindung ist wieder da.');
      act(() => {
        vi.advanceTimersByTime(200);
      });
      expect(screen.queryByRole('status')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
