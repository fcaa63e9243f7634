import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { HttpError } from 'react-admin';
import type { ChatSummary } from '../../src/realtime/port';
import { createHttpClient } from '../../src/providers/http';
import { createSession } from '../../src/providers/session';
import { createAuthProvider } from '../../src/providers/authProvider';
import { createUnsavedWork } from '../../src/providers/unsavedWork';
import { session } from '../../src/providers';
import { ChatPage } from '../../src/field-app/chat/ChatPage';
import { GIVE_UP_MS } from '../../src/field-app/offline/outbox';
import { MemoryStorage } from '../support/memoryStorage';
import { englishWordsIn, fakeDataProvider, recordingHttp } from '../support/componentHarness';
import { ME, TestRealtimePort, message, minutesAgo, renderSales, signInAsSales } from '../support/fieldAppHarness';

// Every state of the rep's own messages, as the bubble and the notice show it (issue 35 item 2):
// a clock, one check, two checks; „nicht gesendet“ with its reason and what happens next.

const ANNA = { id: 21, name: 'Dr. Anna Arendt', imageUrl: null, target: 'representative' as const };
const chats = (): ChatSummary[] => [{ id: 'c1', contact: ANNA, lastMessage: message('m2', 'c1', ME.id, 'Bis morgen!', minutesAgo(20)), unread: 0 }];
const messages = () => ({
  c1: [{ ...message('m1', 'c1', ME.id, 'Gelesene Frage', minutesAgo(30)), readAt: minutesAgo(25) }, message('m2', 'c1', ME.id, 'Bis morgen!', minutesAgo(20))],
});

// Noon in Berlin (11:00 UTC): the times below are Berlin's whatever zone the suite runs in.
const NOON = new Date('2026-11-20T11:00:00Z');
beforeAll(() => vi.useFakeTimers({ toFake: ['Date'], now: NOON }));
afterAll(() => vi.useRealTimers());
afterEach(() => {
  vi.setSystemTime(NOON);
  onlineManager.setOnline(true);
  vi.restoreAllMocks();
});

const ROUTES = { '/chat/:chatId': <ChatPage /> };
const unsavedWork = createUnsavedWork(new MemoryStorage());

const setup = (port = new TestRealtimePort(chats(), messages())) => {
  signInAsSales();
  const authProvider = createAuthProvider(recordingHttp().http, session, () => '/chat/c1', unsavedWork);
  renderSales('/chat/c1', ROUTES, fakeDataProvider({ getList: async () => ({ data: [], total: 0 }) }), { port, layout: true, authProvider });
  return { port, user: userEvent.setup() };
};

// The first conversation of a worker loads the chat's modules: longer than findBy's second on a busy machine.
const log = () => screen.findByRole('log', { name: 'Nachrichten' }, { timeout: 10_000 });
/** The bubble of a message by its text, and the line below it (a message not sent). */
const bubbleOf = async (text: string) => (await within(await log()).findByText(text)).closest('[data-message-id]') as HTMLElement;
const pendingOf = async (text: string) => (await within(await log()).findByText(text)).closest('[data-pending-id]') as HTMLElement;
const write = async (user: ReturnType<typeof userEvent.setup>, text: string) => {
  const input = await screen.findByRole('textbox', { name: 'Nachricht' });
  // The composer takes text once the conversation is loaded.
  await waitFor(() => expect(input).toBeEnabled());
  await user.type(input, `${text}{Enter}`);
  await waitFor(() => expect(input).toHaveValue(''));
};

describe('the states of my messages', () => {
  it('sent: one check; read by the contact: two checks, „gelesen“, also when the read arrives live', async () => {
    const { port } = setup();
    expect(within(await bubbleOf('Gelesene Frage')).getByRole('img', { name: 'gelesen' })).toHaveAttribute('data-testid', 'DoneAllIcon');
    expect(within(await bubbleOf('Bis morgen!')).getByRole('img', { name: 'gesendet' })).toHaveAttribute('data-testid', 'DoneIcon');
    act(() => port.emit({ type: 'read', chatId: 'c1', readerId: ANNA.id }));
    await waitFor(async () => expect(within(await bubbleOf('Bis morgen!')).getByRole('img', { name: 'gelesen' })).toBeInTheDocument());
  });

  it('on its way: a clock named „wird gesendet“; when the server has it, one check', async () => {
    const { port, user } = setup();
    let answer!: () => void;
    port.sendMessage.mockImplementationOnce(
      (chatId, text) => new Promise((resolve) => (answer = () => resolve(message('m3', chatId, ME.id, text, new Date().toISOString())))),
    );
    await write(user, 'Unterwegs');
    expect(within(await bubbleOf('Unterwegs')).getByRole('img', { name: 'wird gesendet' })).toHaveAttribute('data-testid', 'ScheduleIcon');
    await act(async () => answer());
    await waitFor(async () => expect(within(await bubbleOf('Unterwegs')).getByRole('img', { name: 'gesendet' })).toBeInTheDocument());
  });

  it('too many messages (429): says until when, from the Retry-After, in Berlin time, and goes by itself then', async () => {
    // The refusal as the app's HTTP client makes it from Strapi's answer and its Retry-After header.
    const answer = { data: null, error: { status: 429, name: 'RateLimitError', message: 'Zu viele Anfragen.', details: {} } };
    const signedIn = createSession(new MemoryStorage());
    signedIn.signIn('jwt', ME);
    const http = createHttpClient({
      apiUrl: '/api',
      publicToken: 'public',
      session: signedIn,
      fetch: async () => new Response(JSON.stringify(answer), { status: 429, headers: { 'Retry-After': '1' } }),
    });
    const refusal = await http.request('/chats/c1/messages', { method: 'POST' }).catch((error: unknown) => error);
    const { port, user } = setup();
    // 12:59:59.5 in Berlin: the retry at 13:00:00.5 is "um 13:00".
    vi.setSystemTime(new Date('2026-11-20T11:59:59.500Z'));
    port.sendMessage.mockRejectedValueOnce(refusal);
    await write(user, 'Noch eine');
    const pending = await pendingOf('Noch eine');
    await waitFor(() => expect(pending).toHaveTextContent('nicht gesendet – zu viele Nachrichten, erneuter Versuch um 13:00'));
    expect(within(pending).getByRole('img', { name: 'nicht gesendet' })).toBeInTheDocument();
    expect(within(pending).queryByRole('button', { name: /erneut versuchen/ })).toBeNull();
    expect(within(pending).getByRole('button', { name: 'Löschen: Noch eine' })).toBeInTheDocument();
    // The clock passes the Retry-After: the outbox sends it by itself, with the same id.
    vi.setSystemTime(new Date('2026-11-20T12:00:01Z'));
    await waitFor(() => expect(port.sendMessage).toHaveBeenCalledTimes(2), { timeout: 5000 });
    expect(port.sendMessage.mock.calls[1][2]).toBe(port.sendMessage.mock.calls[0][2]);
    await waitFor(async () => expect(within(await bubbleOf('Noch eine')).getByRole('img', { name: 'gesendet' })).toBeInTheDocument());
  });

  it('the session ended (401): „nicht gesendet – Sitzung abgelaufen“, the notice asks to sign in at once and keeps the page', async () => {
    const { port, user } = setup();
    port.sendMessage.mockRejectedValueOnce(new HttpError('app.auth.session_expired', 401, { write: true }));
    await write(user, 'Nach dem Passwortwechsel');
    const pending = await pendingOf('Nach dem Passwortwechsel');
    await waitFor(() => expect(pending).toHaveTextContent(/nicht gesendet – Sitzung abgelaufen/));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(
      'Ihre Sitzung ist abgelaufen, zum Beispiel weil Ihr Passwort auf einem anderen Gerät geändert wurde. Nicht gesendete Nachrichten bleiben auf diesem Gerät und werden nach der Anmeldung gesendet.',
    );
    expect(notice).not.toHaveTextContent(/automatisch/);
    // Written now, it waits the same way and is not tried.
    await write(user, 'Und noch eine');
    expect(await pendingOf('Und noch eine')).toHaveTextContent(/nicht gesendet – Sitzung abgelaufen/);
    expect(port.sendMessage).toHaveBeenCalledTimes(1);

    await user.click(within(notice).getByRole('button', { name: 'Erneut anmelden' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Pfad' })).toHaveTextContent(/^\/login$/));
    expect(session.getToken()).toBeNull();
    expect(unsavedWork.returnPath(ME.id)).toBe('/chat/c1');
    expect(englishWordsIn(document.body.textContent ?? '')).toEqual([]);
  });

  it('the live stream refused (401) while the server seemed lost: the notice asks to sign in and promises no reconnect', async () => {
    const { port } = setup();
    await log();
    act(() => {
      port.emit({ type: 'connection', state: 'offline' });
      onlineManager.setOnline(false);
      port.emit({ type: 'session-ended' });
    });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(/^Ihre Sitzung ist abgelaufen/);
    expect(screen.queryByText(/Sie wird automatisch wiederhergestellt/)).toBeNull();
  });

  it('five minutes without a connection: „nicht gesendet – erneut versuchen“, not sent behind the rep’s back; a tap sends it, „Löschen“ drops another', async () => {
    const { port, user } = setup();
    await log();
    act(() => onlineManager.setOnline(false));
    await write(user, 'Aus dem Keller');
    await write(user, 'Doch nicht');
    expect(within(await bubbleOf('Aus dem Keller')).getByRole('img', { name: 'wird gesendet' })).toBeInTheDocument();
    vi.setSystemTime(NOON.getTime() + GIVE_UP_MS);
    act(() => onlineManager.setOnline(true));
    const pending = await pendingOf('Aus dem Keller');
    await waitFor(() =>
      expect(within(pending).getByRole('button', { name: 'nicht gesendet – erneut versuchen: Aus dem Keller' })).toHaveTextContent(
        /^nicht gesendet – erneut versuchen$/,
      ),
    );
    expect(within(pending).getByRole('alert')).toHaveTextContent(/^Die Nachricht konnte 5 Minuten lang nicht gesendet werden\.$/);
    expect(port.sendMessage).not.toHaveBeenCalled();

    await user.click(within(await pendingOf('Doch nicht')).getByRole('button', { name: 'Löschen: Doch nicht' }));
    await waitFor(async () => expect(within(await log()).queryByText('Doch nicht')).toBeNull());
    await user.click(within(pending).getByRole('button', { name: 'nicht gesendet – erneut versuchen: Aus dem Keller' }));
    await waitFor(async () => expect(within(await bubbleOf('Aus dem Keller')).getByRole('img', { name: 'gesendet' })).toBeInTheDocument());
    expect(port.sendMessage.mock.calls.map((call) => call[1])).toEqual(['Aus dem Keller']);
  });
});
