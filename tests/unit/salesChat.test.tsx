import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatSummary } from '../../src/realtime/port';
import { networkError } from '../../src/providers/strapi/errors';
import { HttpError } from 'react-admin';
import { ChatPage } from '../../src/field-app/chat/ChatPage';
import { applyMessage, mergeMessages } from '../../src/field-app/workspace/chatCache';
import { englishWordsIn, fakeDataProvider } from '../support/componentHarness';
import { ME, TestRealtimePort, message, minutesAgo, renderSales, resetViewport, setViewport, signInAsSales } from '../support/fieldAppHarness';

const ANNA = { id: 21, name: 'Dr. Anna Arendt', imageUrl: null, target: 'representative' as const };
const PAUL = { id: 22, name: 'Paul Peters', imageUrl: null, target: 'pta' as const };

const chats = (): ChatSummary[] => [
  { id: 'c1', contact: ANNA, lastMessage: message('m2', 'c1', 21, 'Haben Sie Muster?', minutesAgo(30)), unread: 2 },
  { id: 'c2', contact: PAUL, lastMessage: message('m9', 'c2', ME.id, 'Bis Dienstag!', minutesAgo(90)), unread: 0 },
];
const annaMessages = () => ({
  // Out of order on purpose: the view orders by createdAt, then id.
  c1: [
    message('m2', 'c1', 21, 'Haben Sie Muster?', minutesAgo(30)),
    message('m1', 'c1', ME.id, 'Guten Tag, Frau Dr. Arendt!', minutesAgo(40)),
    message('m1b', 'c1', 21, 'Guten Tag!', minutesAgo(40)),
  ],
});

// Midday in Berlin: messages from 30 and 90 minutes ago are today's whatever the hour the suite runs at.
beforeAll(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-20T11:00:00Z') }));
afterAll(() => vi.useRealTimers());

const ROUTES = { '/chat': <ChatPage />, '/chat/:chatId': <ChatPage /> };

const setup = (path: string, { layout = true, port = new TestRealtimePort(chats(), annaMessages()) } = {}) => {
  signInAsSales();
  const dataProvider = fakeDataProvider({ getList: async () => ({ data: [], total: 0 }) });
  renderSales(path, ROUTES, dataProvider, { port, layout });
  return { port, user: userEvent.setup() };
};

const chatsMenuItem = (name: string) => screen.findByRole('menuitem', { name });
const log = () => screen.findByRole('log', { name: 'Nachrichten' });
const bubbles = async () =>
  within(await log())
    .getAllByText((_, el) => !!el?.getAttribute('data-message-id'))
    .map((el) => el.getAttribute('data-message-id'));

/** Holds the port's next chat list read; the returned function answers it with the chats as they are now. */
const holdNextRead = (port: TestRealtimePort) => {
  const answeredBefore = structuredClone(port.chats);
  let answer!: () => void;
  port.listChats.mockImplementationOnce(() => new Promise((resolve) => (answer = () => resolve(answeredBefore))));
  return () => act(async () => answer());
};

/** The server stores a new message from Anna (after it answered a held read), then pushes it. */
const annaWritesAgain = (port: TestRealtimePort) => {
  const m3 = message('m3', 'c1', 21, 'Und Flyer?', new Date().toISOString());
  port.chats[0] = { ...port.chats[0], lastMessage: m3, unread: 3 };
  act(() => port.emit({ type: 'message', chatId: 'c1', message: m3 }));
};

afterEach(() => {
  resetViewport();
  vi.restoreAllMocks();
});

describe('Chats (/chat)', () => {
  it('lists the conversations with preview, German time and unread count; the menu badge names the unread total', async () => {
    setup('/chat');
    const anna = await screen.findByRole('link', { name: /Dr\. Anna Arendt/ });
    expect(anna).toHaveAttribute('href', '/chat/c1');
    expect(within(anna).getByText('Haben Sie Muster?')).toBeInTheDocument();
    expect(within(anna).getByText(/^\d{2}:\d{2}$/)).toBeInTheDocument();
    expect(within(anna).getByLabelText('2 ungelesen')).toHaveTextContent('2');
    expect(within(screen.getByRole('link', { name: /Paul Peters/ })).getByText('Sie: Bis Dienstag!')).toBeInTheDocument();
    expect(await chatsMenuItem('Chats, 2 ungelesen')).toHaveAttribute('href', '/chat');
    expect(screen.getByText('Wählen Sie links eine Unterhaltung aus.')).toBeInTheDocument();
    expect(englishWordsIn(document.body.textContent ?? '')).toEqual([]);
  });

  it('a live message from the port appears in the list and raises the badge, without reloading', async () => {
    const { port } = setup('/chat');
    await chatsMenuItem('Chats, 2 ungelesen');
    act(() => port.emit({ type: 'message', chatId: 'c1', message: message('m3', 'c1', 21, 'Und Flyer?', new Date().toISOString()) }));
    expect(await chatsMenuItem('Chats, 3 ungelesen')).toBeInTheDocument();
    const anna = screen.getByRole('link', { name: /Dr\. Anna Arendt/ });
    expect(within(anna).getByText('Und Flyer?')).toBeInTheDocument();
    expect(within(anna).getByLabelText('3 ungelesen')).toBeInTheDocument();
    // The same event again (a reconnect may repeat it) counts once.
    act(() => port.emit({ type: 'message', chatId: 'c1', message: message('m3', 'c1', 21, 'Und Flyer?', new Date().toISOString()) }));
    expect(screen.getByRole('menuitem', { name: 'Chats, 3 ungelesen' })).toBeInTheDocument();
    expect(port.listChats).toHaveBeenCalledTimes(1);
  });

  it('reads the chats again when the connection is back after a gap', async () => {
    const { port } = setup('/chat');
    await chatsMenuItem('Chats, 2 ungelesen');
    port.chats[0].unread = 5;
    act(() => port.emit({ type: 'connection', state: 'offline' }));
    act(() => port.emit({ type: 'connection', state: 'online' }));
    expect(await chatsMenuItem('Chats, 5 ungelesen')).toBeInTheDocument();
    expect(port.listChats).toHaveBeenCalledTimes(2);
  });

  it('reads the chats again when the server says more was missed than it replays (reload)', async () => {
    const { port } = setup('/chat');
    await chatsMenuItem('Chats, 2 ungelesen');
    port.chats[0].unread = 7;
    act(() => port.emit({ type: 'reload' }));
    expect(await chatsMenuItem('Chats, 7 ungelesen')).toBeInTheDocument();
    expect(port.listChats).toHaveBeenCalledTimes(2);
  });

  it('a message that comes while the chats are being read again is not undone by that read’s older answer', async () => {
    const { port } = setup('/chat');
    await chatsMenuItem('Chats, 2 ungelesen');
    const answerHeldRead = holdNextRead(port);
    act(() => port.emit({ type: 'connection', state: 'offline' }));
    act(() => port.emit({ type: 'connection', state: 'online' }));
    await waitFor(() => expect(port.listChats).toHaveBeenCalledTimes(2));
    annaWritesAgain(port);
    await answerHeldRead();
    expect(await chatsMenuItem('Chats, 3 ungelesen')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: /Dr\. Anna Arendt/ })).getByText('Und Flyer?')).toBeInTheDocument();
  });

  it('a message during the very first read of the chats is counted', async () => {
    const port = new TestRealtimePort(chats(), annaMessages());
    const answerHeldRead = holdNextRead(port);
    setup('/chat', { port });
    await waitFor(() => expect(port.listChats).toHaveBeenCalledTimes(1));
    annaWritesAgain(port);
    await answerHeldRead();
    expect(await chatsMenuItem('Chats, 3 ungelesen')).toBeInTheDocument();
  });

  it('opens a conversation in order, marks it read, and shows a live message as read at once', async () => {
    const { port } = setup('/chat/c1');
    expect(await bubbles()).toEqual(['m1', 'm1b', 'm2']);
    expect(screen.getByRole('heading', { name: 'Dr. Anna Arendt' })).toBeInTheDocument();
    await waitFor(() => expect(port.markRead).toHaveBeenCalledWith('c1'));
    expect(await chatsMenuItem('Chats')).toBeInTheDocument();
    // Mine on the right, the contact's on the left.
    const mine = within(await log())
      .getByText('Guten Tag, Frau Dr. Arendt!')
      .closest('[data-message-id]')!;
    const theirs = within(await log())
      .getByText('Guten Tag!')
      .closest('[data-message-id]')!;
    expect(mine).toHaveStyle({ alignSelf: 'flex-end' });
    expect(theirs).toHaveStyle({ alignSelf: 'flex-start' });
    expect(within(mine as HTMLElement).getByText('Sie:')).toBeInTheDocument();

    act(() => port.emit({ type: 'message', chatId: 'c1', message: message('m4', 'c1', 21, 'Danke!', new Date().toISOString()) }));
    expect(await within(await log()).findByText('Danke!')).toBeInTheDocument();
    expect(await bubbles()).toEqual(['m1', 'm1b', 'm2', 'm4']);
    await waitFor(() => expect(port.markRead).toHaveBeenCalledTimes(2));
    // The open chat's message is read, not unread.
    expect(screen.getByRole('menuitem', { name: 'Chats' })).toBeInTheDocument();
  });

  it('Enter sends, Shift+Enter starts a new line, empty text is not sent; the echo event is not shown twice', async () => {
    const { port, user } = setup('/chat/c1');
    const input = await screen.findByRole('textbox', { name: 'Nachricht' });
    const send = screen.getByRole('button', { name: 'Senden' });
    expect(send).toBeDisabled();
    await user.click(input);
    await user.keyboard('   {Enter}');
    expect(port.sendMessage).not.toHaveBeenCalled();
    await user.clear(input);
    await user.type(input, 'Gern, ich bringe{Shift>}{Enter}{/Shift}welche mit.');
    expect(input).toHaveValue('Gern, ich bringe\nwelche mit.');
    await user.keyboard('{Enter}');
    // With the id the device gave it (issue 23): a retry is stored once.
    await waitFor(() => expect(port.sendMessage).toHaveBeenCalledWith('c1', 'Gern, ich bringe\nwelche mit.', expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/)));
    await waitFor(() => expect(input).toHaveValue(''));
    const sent = await within(await log()).findByText(/Gern, ich bringe/);
    expect(sent.closest('[data-message-id]')).toHaveAttribute('data-message-id', 'sent-1');
    // The server also pushes the sent message as an event.
    const echo = message('sent-1', 'c1', ME.id, 'Gern, ich bringe\nwelche mit.', new Date().toISOString());
    act(() => port.emit({ type: 'message', chatId: 'c1', message: echo }));
    expect(within(await log()).getAllByText(/Gern, ich bringe/)).toHaveLength(1);
    expect(within(screen.getByRole('link', { name: /Dr\. Anna Arendt/ })).getByText(/Sie: Gern, ich bringe/)).toBeInTheDocument();
  });

  it('a message that cannot be sent now (no network) appears at once as „wird gesendet“ and goes out with the same client id when the connection is back', async () => {
    const { port, user } = setup('/chat/c1');
    port.sendMessage.mockRejectedValueOnce(networkError());
    const input = await screen.findByRole('textbox', { name: 'Nachricht' });
    await user.type(input, 'Wichtige Nachricht');
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    await waitFor(() => expect(input).toHaveValue(''));
    const bubble = async () => (await within(await log()).findByText('Wichtige Nachricht')).closest('[data-message-id]');
    expect(await bubble()).toHaveTextContent(/wird gesendet$/);
    expect(within((await bubble()) as HTMLElement).getByRole('img', { name: 'wird gesendet' })).toBeInTheDocument();
    expect(screen.queryByText(/Die Nachricht konnte nicht gesendet werden/)).not.toBeInTheDocument();
    const clientId = port.sendMessage.mock.calls[0][2];

    act(() => port.emit({ type: 'connection', state: 'online' }));
    await waitFor(() => expect(port.sendMessage).toHaveBeenCalledTimes(2));
    expect(port.sendMessage.mock.calls[1]).toEqual(['c1', 'Wichtige Nachricht', clientId]);
    await waitFor(async () => expect(await bubble()).toHaveAttribute('data-message-id', 'sent-1'));
    expect(await bubble()).not.toHaveTextContent(/wird gesendet/);
    expect(within(await log()).getAllByText('Wichtige Nachricht')).toHaveLength(1);
  });

  it('a message the server refuses shows its German reason, „nicht gesendet – erneut versuchen“ sends it again, „Löschen“ drops it', async () => {
    const { port, user } = setup('/chat/c1');
    port.sendMessage.mockRejectedValueOnce(new HttpError('Die Nachricht ist zu lang.', 400, {}));
    port.sendMessage.mockRejectedValueOnce(new HttpError('Die Nachricht ist zu lang.', 400, {}));
    const input = await screen.findByRole('textbox', { name: 'Nachricht' });
    await user.type(input, 'Erste{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Nachricht ist zu lang.');
    expect((await within(await log()).findByText('Erste')).closest('[data-message-id]')).toHaveTextContent(/nicht gesendet$/);
    await user.click(screen.getByRole('button', { name: 'nicht gesendet – erneut versuchen: Erste' }));
    await waitFor(() => expect(port.sendMessage).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Nachricht ist zu lang.');
    await user.click(screen.getByRole('button', { name: 'Löschen: Erste' }));
    await waitFor(() => expect(within(screen.getByRole('log', { name: 'Nachrichten' })).queryByText('Erste')).not.toBeInTheDocument());
    expect(port.sendMessage.mock.calls.map((call) => call[2])).toEqual([port.sendMessage.mock.calls[0][2], port.sendMessage.mock.calls[0][2]]);
  });

  it('/chat?chat={id} opens that conversation; an unknown chat is not found in German', async () => {
    setup('/chat?chat=c2');
    await waitFor(() => expect(screen.getByRole('status', { name: 'Pfad' })).toHaveTextContent(/^\/chat\/c2$/));
    expect(await screen.findByRole('heading', { name: 'Paul Peters' })).toBeInTheDocument();
  });

  it('an unknown chat id is "not found", and asks for no messages', async () => {
    const { port } = setup('/chat/fremd');
    expect(await screen.findByText('Dieser Chat wurde nicht gefunden.')).toBeInTheDocument();
    expect(port.listMessages).not.toHaveBeenCalled();
  });

  it('on a phone, list and conversation are two screens; the bottom navigation carries the badge and gives way to the composer', async () => {
    setViewport('phone');
    const { user } = setup('/chat');
    const nav = await screen.findByRole('navigation', { name: 'Hauptmenü' });
    expect(await within(nav).findByRole('link', { name: 'Chats, 2 ungelesen' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /Dr\. Anna Arendt/ }));
    expect(await screen.findByRole('textbox', { name: 'Nachricht' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Paul Peters/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Hauptmenü' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Zurück zu den Chats' }));
    expect(await screen.findByRole('link', { name: /Paul Peters/ })).toBeInTheDocument();
    const back = await screen.findByRole('navigation', { name: 'Hauptmenü' });
    expect(await within(back).findByRole('link', { name: 'Chats' })).toBeInTheDocument();
  });
});

describe('chat cache', () => {
  it('orders by createdAt then id and keeps each message once', () => {
    const a = message('b', 'c', 1, 'zwei', '2026-05-01T10:00:00.000Z');
    const b = message('a', 'c', 1, 'eins', '2026-05-01T10:00:00.000Z');
    const c = message('c', 'c', 2, 'drei', '2026-05-01T09:00:00.000Z');
    expect(mergeMessages([a], [b, c, a]).map((m) => m.id)).toEqual(['c', 'a', 'b']);
  });

  it('counts a contact’s message as unread only when the chat is not open, and mine never', () => {
    const list = chats();
    const incoming = message('n1', 'c2', 22, 'Hallo', new Date().toISOString());
    expect(applyMessage(list, 'c2', incoming, { meId: ME.id, isOpen: false }).find((c) => c.id === 'c2')!.unread).toBe(1);
    expect(applyMessage(list, 'c2', incoming, { meId: ME.id, isOpen: true }).find((c) => c.id === 'c2')!.unread).toBe(0);
    const mine = { ...incoming, senderId: ME.id };
    const after = applyMessage(list, 'c2', mine, { meId: ME.id, isOpen: false });
    expect(after.map((c) => c.id)).toEqual(['c2', 'c1']);
    expect(after[0].unread).toBe(0);
  });
});
