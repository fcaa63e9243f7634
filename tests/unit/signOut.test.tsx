import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { onlineManager } from '@tanstack/react-query';
import { AdminContext, memoryStore, testDataProvider, type AuthProvider } from 'react-admin';
import { i18nProvider } from '../../src/i18n';
import { createOutbox, type Outbox, type PendingMessage } from '../../src/field-app/offline/outbox';
import { OutboxContext } from '../../src/field-app/offline/outboxContext';
import { SignOutMenuItem } from '../../src/field-app/offline/SignOutMenuItem';
import { withDeviceDataPerAccount } from '../../src/field-app/offline/signOut';
import { enableDevice, forgetDevicePush, forgetOtherAccountsPush, type BrowserPush } from '../../src/profile/webPushDevice';
import type { WebPushMethods } from '../../src/profile/webPushMethods';
import { createSession } from '../../src/providers/session';
import type { AppAuthProvider } from '../../src/providers/authProvider';
import { storedMessage } from '../support/chatMessages';
import { MemoryStorage } from '../support/memoryStorage';

// Signing out on purpose (issue 33, item 5): unsent chat messages are sent first or named in a
// dialog; the device's push subscription is forgotten while the session still signs the call.

afterEach(() => onlineManager.setOnline(true));

const pending = (text: string): PendingMessage => ({ clientId: `id-${text}`, chatId: 'c1', text, writtenAt: '2026-11-27T08:00:00Z' });

/** The menu item with an outbox holding `unsent`, and a server that takes messages when `accepts`. */
const setup = ({ unsent, accepts = true }: { unsent: string[]; accepts?: boolean }) => {
  let stored = unsent.map(pending);
  const send = vi.fn(async (item: PendingMessage) => {
    if (!accepts) throw Object.assign(new Error('kein Netz'), { status: 0 });
    return storedMessage(item);
  });
  const outbox: Outbox = createOutbox({
    update: async (change) => (stored = change(stored)),
    send,
    onSent: () => undefined,
    isOnline: () => onlineManager.isOnline(),
    retryLater: () => undefined,
  });
  const logout = vi.fn(async () => undefined);
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => 'sales',
  };
  render(
    <MemoryRouter>
      <AdminContext dataProvider={testDataProvider()} authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <OutboxContext.Provider value={outbox}>
          <SignOutMenuItem />
        </OutboxContext.Provider>
      </AdminContext>
    </MemoryRouter>,
  );
  return { logout, send, stored: () => stored, user: userEvent.setup() };
};
const signOutItem = () => screen.findByRole('menuitem', { name: 'Abmelden' });

describe('„Abmelden“ with unsent messages', () => {
  it('offline: names the one message; „Angemeldet bleiben“ keeps it and the session', async () => {
    onlineManager.setOnline(false);
    const { logout, send, stored, user } = setup({ unsent: ['Bis morgen in der Praxis.'] });
    await user.click(await signOutItem());
    const dialog = await screen.findByRole('dialog', { name: 'Nicht gesendete Nachrichten' });
    expect(dialog.textContent).toContain('1 Nachricht wurde noch nicht gesendet.');
    expect(dialog.textContent).toContain('Wenn Sie sich jetzt abmelden, wird sie von diesem Gerät gelöscht.');
    await user.click(screen.getByRole('button', { name: 'Angemeldet bleiben' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(logout).not.toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
    expect(stored().map((m) => m.text)).toEqual(['Bis morgen in der Praxis.']);
  });

  it('offline, several: counts them; „Verwerfen und abmelden“ signs out and stores nothing more', async () => {
    onlineManager.setOnline(false);
    const { logout, stored, user } = setup({ unsent: ['Eins', 'Zwei', 'Drei'] });
    await user.click(await signOutItem());
    const dialog = await screen.findByRole('dialog', { name: 'Nicht gesendete Nachrichten' });
    expect(dialog.textContent).toContain('3 Nachrichten wurden noch nicht gesendet.');
    expect(dialog.textContent).toContain('Wenn Sie sich jetzt abmelden, werden sie von diesem Gerät gelöscht.');
    await user.click(screen.getByRole('button', { name: 'Verwerfen und abmelden' }));
    await waitFor(() => expect(logout).toHaveBeenCalledOnce());
    expect(stored()).toHaveLength(3);
  });

  it('online: sends them first and signs out without asking', async () => {
    const { logout, send, stored, user } = setup({ unsent: ['Eins', 'Zwei'] });
    await user.click(await signOutItem());
    await waitFor(() => expect(logout).toHaveBeenCalledOnce());
    expect(send.mock.calls.map(([item]) => item.text)).toEqual(['Eins', 'Zwei']);
    expect(stored()).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('online, but the server does not take them: asks as offline', async () => {
    const { logout, user } = setup({ unsent: ['Eins'], accepts: false });
    await user.click(await signOutItem());
    await screen.findByRole('dialog', { name: 'Nicht gesendete Nachrichten' });
    expect(logout).not.toHaveBeenCalled();
  });

  it('nothing unsent: signs out at once', async () => {
    const { logout, user } = setup({ unsent: [] });
    await user.click(await signOutItem());
    await waitFor(() => expect(logout).toHaveBeenCalledOnce());
  });
});

/**
 * A browser's push API (a test double: Chromium's real one needs Google's push service), recording
 * what happens to its subscription: subscribed from the start, or once `subscribe` is called.
 */
const pushBrowser = (events: string[], { subscribed }: { subscribed: boolean }) => {
  let current: PushSubscription | null = null;
  const subscribe = async () => {
    const endpoint = 'https://fcm.googleapis.com/fcm/send/geraet-1';
    current = {
      endpoint,
      toJSON: () => ({ endpoint, keys: { p256dh: 'schluessel', auth: 'geheim' } }),
      unsubscribe: async () => {
        events.push('browser unsubscribed');
        current = null;
        return true;
      },
    } as unknown as PushSubscription;
    return current;
  };
  if (subscribed) void subscribe();
  const registration = { pushManager: { getSubscription: async () => current, subscribe } } as unknown as ServiceWorkerRegistration;
  const push: BrowserPush = {
    Notification: { permission: 'granted', requestPermission: async () => 'granted' },
    PushManager: class {},
    serviceWorker: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  };
  return push;
};
const subscribedBrowser = (events: string[]) => pushBrowser(events, { subscribed: true });

describe('signing out forgets the device’s push subscription', () => {
  it('on the server while the session still holds its token, then in the browser, then the session ends', async () => {
    const events: string[] = [];
    const session = createSession(new MemoryStorage());
    session.signIn('jwt-des-vertreters', { id: 7, role: { type: 'sales' } });
    // This browser (browserPush reads the globals).
    const push = subscribedBrowser(events);
    vi.stubGlobal('Notification', push.Notification);
    vi.stubGlobal('PushManager', push.PushManager);
    Object.defineProperty(navigator, 'serviceWorker', { value: push.serviceWorker, configurable: true });
    const auth = {
      logout: async () => {
        events.push('session cleared');
        session.clear();
        return '/login';
      },
    } as unknown as AppAuthProvider;
    const remove = vi.fn(async (endpoint: string) => void events.push(`server removed ${endpoint} with ${session.getToken()}`));
    try {
      await withDeviceDataPerAccount(auth, session, { removeWebPushSubscription: remove }).logout({});
    } finally {
      vi.unstubAllGlobals();
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
    expect(events).toEqual(['server removed https://fcm.googleapis.com/fcm/send/geraet-1 with jwt-des-vertreters', 'browser unsubscribed', 'session cleared']);
  });

  it('a server that does not answer keeps nobody signed in: the browser unsubscribes all the same', async () => {
    const events: string[] = [];
    await forgetDevicePush(subscribedBrowser(events), { removeWebPushSubscription: () => new Promise<void>(() => undefined) }, 50);
    expect(events).toEqual(['browser unsubscribed']);
  });
});

describe('a sign-in on a browser still subscribed for another account (its session ended without a sign-out)', () => {
  const subscribingBrowser = (events: string[]) => pushBrowser(events, { subscribed: false });

  const methods = {
    getWebPushKey: async () => 'BAAA',
    saveWebPushSubscription: async () => undefined,
    removeWebPushSubscription: async () => undefined,
  } as unknown as WebPushMethods;

  it('another account signing in: the browser unsubscribes, so it gets none of the first account’s notifications', async () => {
    const events: string[] = [];
    const push = subscribingBrowser(events);
    expect(await enableDevice(push, methods, 7)).toBe('on');
    await forgetOtherAccountsPush(push, 8);
    expect(events).toEqual(['browser unsubscribed']);
  });

  it('the same account signing in again keeps its notifications', async () => {
    const events: string[] = [];
    const push = subscribingBrowser(events);
    await enableDevice(push, methods, 7);
    await forgetOtherAccountsPush(push, 7);
    expect(events).toEqual([]);
  });

  it('a subscription nobody is recorded for (made before this record) is another account’s: unsubscribed', async () => {
    const events: string[] = [];
    const push = subscribingBrowser(events);
    await enableDevice(push, methods);
    await forgetOtherAccountsPush(push, 7);
    expect(events).toEqual(['browser unsubscribed']);
  });

  it('is done at sign-in, after the session holds the new account', async () => {
    const events: string[] = [];
    const push = subscribingBrowser(events);
    await enableDevice(push, methods, 7);
    vi.stubGlobal('Notification', push.Notification);
    vi.stubGlobal('PushManager', push.PushManager);
    Object.defineProperty(navigator, 'serviceWorker', { value: push.serviceWorker, configurable: true });
    const session = createSession(new MemoryStorage());
    const auth = { login: async () => session.signIn('jwt-der-naechsten', { id: 8, role: { type: 'sales' } }) } as unknown as AppAuthProvider;
    try {
      await withDeviceDataPerAccount(auth, session, methods).login({});
      await waitFor(() => expect(events).toEqual(['browser unsubscribed']));
    } finally {
      vi.unstubAllGlobals();
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });
});
