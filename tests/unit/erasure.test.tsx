import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, RecordContextProvider } from 'react-admin';
import { EraseAccountButton } from '../../src/users/EraseAccountButton';
import { ErasureRequest } from '../../src/profile/ErasureRequest';
import { shownChat, shownMessage } from '../../src/realtime/erasedPeople';
import { translateNow } from '../../src/i18n';
import { UserList } from '../../src/users/UserList';
import { USER_LIST_PARAMS } from '../../src/common/peopleFilters';
import { englishWordsIn, fakeDataProvider, renderAt, signInAs } from '../support/componentHarness';

// Erasure on request (issue 37, item 3): the operator's confirmation says exactly what happens, in
// German; the person asks for it in „Mein Profil“ and withdraws it; the chat shows the marker.

const ERIKA = {
  id: 42,
  email: 'erika.muster@example.com',
  profile: { firstName: 'Erika', lastName: 'Muster' },
  erasureRequestedAt: '2026-11-20T10:00:00.000Z',
};

const renderButton = (eraseAccount: (id: number) => Promise<unknown>) => {
  const dataProvider = fakeDataProvider({ eraseAccount });
  renderAt(
    '/user-management/42',
    {
      '/user-management/42': (
        <RecordContextProvider value={ERIKA}>
          <EraseAccountButton />
        </RecordContextProvider>
      ),
    },
    dataProvider,
  );
  return dataProvider;
};

describe('„Konto löschen (DSGVO)“: the operator’s confirmation', () => {
  beforeEach(() => signInAs('operator'));

  it('names what is deleted and what keeps a pseudonym, in exactly these words', async () => {
    const eraseAccount = vi.fn(async () => ({ pseudonym: 'Gelöschte Person 0A1B2C' }));
    renderButton(eraseAccount);
    await userEvent.click(await screen.findByRole('button', { name: 'Konto löschen (DSGVO)' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('Konto von Erika Muster endgültig löschen?');
    const items = within(dialog)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      'Konto und Profil',
      'Geräte',
      'Push-Abonnements',
      'Favoriten',
      'nicht versendete E-Mails',
      'hochgeladene Dateien',
      'Sitzungen – die Person wird sofort abgemeldet',
    ]);
    const paragraphs = within(dialog)
      .getAllByText((_, element) => element?.tagName === 'P')
      .map((p) => p.textContent);
    expect(paragraphs).toEqual([
      'Die Löschung nach Art. 17 DSGVO lässt sich nicht rückgängig machen.',
      'Gelöscht werden:',
      'Chat-Nachrichten der Person erscheinen bei ihren Gesprächspartnern als „Nachricht gelöscht“.',
      'Protokolleinträge und die Buchungshistorie behalten statt des Namens ein Pseudonym.',
      'Die Person hat die Löschung am 20.11.2026 beantragt.',
    ]);
    expect(englishWordsIn(dialog.textContent ?? '')).toEqual([]);
    expect(eraseAccount).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Endgültig löschen' }));
    await waitFor(() => expect(eraseAccount).toHaveBeenCalledWith(42));
    expect(await screen.findByText('Das Konto wurde gelöscht.')).toBeTruthy();
    expect(screen.getByLabelText('Pfad').textContent).toBe('/user-management');
  });

  it('shows the server’s refusal of the last brand admin as it is, and erases nothing', async () => {
    const message =
      'Dieses Konto ist der letzte Brand-Admin von Cardiovia. Bitte benennen Sie zuerst einen weiteren Brand-Admin, dann kann das Konto gelöscht werden.';
    renderButton(vi.fn(async () => Promise.reject(new HttpError(message, 409))));
    await userEvent.click(await screen.findByRole('button', { name: 'Konto löschen (DSGVO)' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Endgültig löschen' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByLabelText('Pfad').textContent).toBe('/user-management/42');
  });
});

describe('the operators’ user list: „Löschung beantragt“', () => {
  beforeEach(() => signInAs('operator'));

  it('marks the person who asked, filters by it, and asks the server for exactly those accounts', async () => {
    const lena = { id: 5, email: 'lena.wagner@example.com', role: { type: 'sales' }, brands: [], profile: { firstName: 'Lena', lastName: 'Wagner' } };
    const getList = vi.fn(async () => ({ data: [{ ...ERIKA, role: { type: 'sales' }, brands: [] }, lena], total: 2 }));
    renderAt('/user-management', { '/user-management': <UserList /> }, fakeDataProvider({ getList, getMany: async () => ({ data: [] }) }));
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(within(rows[0]).getByText('Löschung beantragt')).toBeTruthy();
    expect(within(rows[1]).queryByText('Löschung beantragt')).toBeNull();
    await userEvent.click(screen.getByRole('combobox', { name: 'Löschung' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Löschung beantragt' }));
    await waitFor(() => expect((getList.mock.calls.at(-1) as unknown as [string, { filter: object }])[1].filter).toEqual({ erasure: 'requested' }));
    expect(USER_LIST_PARAMS.toFilter!({ erasure: 'requested' })).toEqual({ erasureRequestedAt: { $notNull: true } });
  });
});

describe('„Konto löschen lassen“ in „Mein Profil“', () => {
  beforeEach(() => signInAs('sales'));

  it('asks for the erasure after a confirmation, then withdraws it', async () => {
    let requestedAt: string | null = null;
    const dataProvider = fakeDataProvider({
      getErasureRequest: async () => requestedAt,
      requestErasure: vi.fn(async () => (requestedAt = '2026-11-28T09:00:00.000Z')),
      withdrawErasureRequest: vi.fn(async () => {
        requestedAt = null;
      }),
    });
    renderAt('/profile', { '/profile': <ErasureRequest /> }, dataProvider);
    await userEvent.click(await screen.findByRole('button', { name: 'Löschung beantragen' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(
      'Nach der Bestätigung durch einen Operator werden Ihr Konto und Ihre Daten gelöscht. Ihre Chat-Nachrichten erscheinen dann als „Nachricht gelöscht“.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Löschung beantragen' }));
    expect(await screen.findByText('Sie haben die Löschung Ihres Kontos am 28.11.2026 beantragt. Ein Operator bestätigt sie.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Antrag zurückziehen' }));
    expect(await screen.findByText('Ihr Antrag auf Löschung wurde zurückgezogen.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Löschung beantragen' })).toBeTruthy();
    expect(dataProvider.withdrawErasureRequest).toHaveBeenCalledTimes(1);
  });
});

describe('the chat of an erased person', () => {
  it('shows „Gelöschte Person“ and „Nachricht gelöscht“ where the server sends the markers', () => {
    const message = { id: 'm1', chatId: 'c1', senderId: 0, text: '', createdAt: '2026-11-28T09:00:00.000Z', readAt: null, clientId: null, deleted: true };
    const chat = shownChat(
      { id: 'c1', contact: { id: 0, name: '', imageUrl: null, target: null, erased: true }, lastMessage: message, unread: 1 },
      translateNow,
    );
    expect(chat.contact.name).toBe('Gelöschte Person');
    expect(chat.lastMessage?.text).toBe('Nachricht gelöscht');
    expect(shownMessage({ ...message, deleted: undefined, text: 'Hallo' }, translateNow).text).toBe('Hallo');
  });
});
