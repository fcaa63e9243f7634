import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, ResourceContextProvider } from 'react-admin';
import type { MailListEntry } from '@markenportal/contract';
import { MailOutboxList } from '../../src/mail-outbox/MailOutboxList';
import { englishWordsIn, fakeDataProvider, renderAt, signInAs } from '../support/componentHarness';

// The operators' mail outbox (/mail-outbox): the list in German, and „Erneut senden“ for failed mails only.

const MAILS: MailListEntry[] = [
  {
    id: 12,
    kind: 'invitation',
    recipient: 'neu@praxis.example',
    subject: 'Einladung zu Cardiovia',
    state: 'failed',
    attempts: 1,
    lastError: '550 Kein solches Postfach',
    createdAt: '2026-11-26T08:15:00.000Z',
    finishedAt: '2026-11-26T08:15:02.000Z',
  },
  {
    id: 11,
    kind: 'password-reset',
    recipient: 'operator@example.com',
    subject: 'Passwort zurücksetzen',
    state: 'sent',
    attempts: 1,
    lastError: null,
    createdAt: '2026-11-25T17:00:00.000Z',
    finishedAt: '2026-11-25T17:00:01.000Z',
  },
];

const setup = (retryMail: (id: number) => Promise<void>) => {
  const getList = vi.fn(async () => ({ data: MAILS, total: MAILS.length }));
  const dataProvider = fakeDataProvider({ getList, retryMail });
  renderAt(
    '/mail-outbox',
    {
      '/mail-outbox': (
        <ResourceContextProvider value="mail-outbox">
          <MailOutboxList />
        </ResourceContextProvider>
      ),
    },
    dataProvider,
  );
  return { getList };
};

beforeEach(() => signInAs('operator'));

describe('the mail outbox', () => {
  it('lists the mails in German, with the state and the last error', async () => {
    setup(vi.fn());
    const failedRow = (await screen.findByText('neu@praxis.example')).closest('tr')!;
    expect(within(failedRow).getByText('Einladung')).toBeTruthy();
    expect(within(failedRow).getByText('Fehlgeschlagen')).toBeTruthy();
    expect(within(failedRow).getByText('550 Kein solches Postfach')).toBeTruthy();
    expect(within(failedRow).getByText('26.11.2026, 09:15 Uhr')).toBeTruthy();
    const sentRow = screen.getByText('operator@example.com').closest('tr')!;
    // Its kind and its subject.
    expect(within(sentRow).getAllByText('Passwort zurücksetzen')).toHaveLength(2);
    expect(within(sentRow).getByText('Gesendet')).toBeTruthy();
    expect(within(sentRow).queryByRole('button', { name: /Erneut senden/ })).toBeNull();
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Erstellt', 'Art', 'Empfänger', 'Betreff', 'Status', 'Versuche', 'Letzter Fehler', '']);
    expect(englishWordsIn(document.body.textContent ?? '')).toEqual([]);
  });

  it('sends a failed mail again and says so; a refusal is shown as the server words it', async () => {
    const retryMail = vi.fn(async () => undefined);
    const { getList } = setup(retryMail);
    await userEvent.click(await screen.findByRole('button', { name: 'Erneut senden: neu@praxis.example' }));
    expect(retryMail).toHaveBeenCalledWith(12);
    expect(await screen.findByText('Die E-Mail wird erneut gesendet.')).toBeTruthy();
    await waitFor(() => expect(getList.mock.calls.length).toBeGreaterThan(1));

    retryMail.mockRejectedValueOnce(new HttpError('Nur fehlgeschlagene E-Mails können erneut gesendet werden.', 400, {}));
    await userEvent.click(screen.getByRole('button', { name: 'Erneut senden: neu@praxis.example' }));
    expect(await screen.findByText('Nur fehlgeschlagene E-Mails können erneut gesendet werden.')).toBeTruthy();
  });
});
