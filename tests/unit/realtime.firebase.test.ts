// The Firebase adapter against firebaseSdkDouble, an in-memory double of the SDK modules
// (replaced with vi.mock at the SDK boundary only; the adapter itself is the real code).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firebaseSdkDouble } from '../support/firebaseSdkDouble';
import { connectOnline, describeRealtimeContract, record, until } from '../support/realtimeContract';
import { chatIdFor, createFirebaseRealtime } from '../../src/realtime/firebaseAdapter';
import type { ChatContact } from '../../src/realtime/port';

vi.mock('firebase/app', async () => (await import('../support/firebaseSdkDouble')).firebaseSdkDouble.app);
vi.mock('firebase/database', async () => (await import('../support/firebaseSdkDouble')).firebaseSdkDouble.database);

const config = {
  apiKey: 'test-key',
  authDomain: 'markenportal-test.firebaseapp.com',
  databaseURL: 'https://markenportal-test.europe-west1.firebasedatabase.app',
  projectId: 'markenportal-test',
  appId: '1:1:web:1',
};

const SALES = 5;
const ARZT = 6;
const LENA = 9;
const card = (id: number, name: string, target: ChatContact['target'] = null): ChatContact => ({ id, name, imageUrl: null, target });
const salesCard = card(SALES, 'Simon Schneider');
const arztCard = card(ARZT, 'Dr. med. Anna Arendt', 'representative');

/** A fresh database in which sales and arzt are contacts (written by the backend), and Lena knows nobody. */
const seeded = () => {
  firebaseSdkDouble.reset();
  firebaseSdkDouble.seed('userContacts', { [SALES]: { [ARZT]: arztCard }, [ARZT]: { [SALES]: salesCard } });
};
const portFor = (id: number) => createFirebaseRealtime(config, { appName: `user-${id}`, currentUserId: () => id });

describeRealtimeContract('Firebase adapter (firebaseSdkDouble)', async () => {
  seeded();
  const a = portFor(SALES);
  const b = portFor(ARZT);
  await connectOnline(a, SALES);
  await connectOnline(b, ARZT);
  return {
    a: { port: a, id: SALES },
    b: { port: b, id: ARZT },
    strangerId: LENA,
    dropB: {
      cut: () => firebaseSdkDouble.setConnected(`user-${ARZT}`, false),
      restore: () => firebaseSdkDouble.setConnected(`user-${ARZT}`, true),
    },
    cleanup() {
      a.disconnect();
      b.disconnect();
    },
  };
});

describe('Firebase adapter specifics', () => {
  const ports: ReturnType<typeof portFor>[] = [];
  const connected = async (id: number) => {
    const port = portFor(id);
    ports.push(port);
    await connectOnline(port, id);
    return port;
  };
  afterEach(() => ports.splice(0).forEach((p) => p.disconnect()));

  it('writes the documented data model', async () => {
    seeded();
    const sales = await connected(SALES);
    const chat = await sales.openChat(ARZT);
    expect(chat).toEqual({ id: chatIdFor(SALES, ARZT), contact: arztCard, lastMessage: null, unread: 0 });
    expect(chat.id).toBe(`${SALES}_${ARZT}`);
    const sent = await sales.sendMessage(chat.id, 'Hallo');
    // The database drops nulls; the adapter hands out complete cards again.
    expect(firebaseSdkDouble.read(`chats/${chat.id}/participants`)).toEqual({
      [SALES]: { id: SALES, name: 'Simon Schneider' },
      [ARZT]: { id: ARZT, name: 'Dr. med. Anna Arendt', target: 'representative' },
    });
    expect(firebaseSdkDouble.read(`chatMessages/${chat.id}/${sent.id}`)).toEqual({ senderId: SALES, text: 'Hallo', createdAt: Date.parse(sent.createdAt) });
    expect(firebaseSdkDouble.read(`userChats/${ARZT}/${chat.id}`)).toMatchObject({
      contact: { id: SALES, name: 'Simon Schneider' },
      unread: 1,
      lastMessage: { id: sent.id },
    });
    expect(firebaseSdkDouble.read(`userChats/${SALES}/${chat.id}`)).toMatchObject({ unread: 0, lastMessage: { id: sent.id } });
  });

  it('opening a chat again keeps the unread count and the last message', async () => {
    seeded();
    const sales = await connected(SALES);
    const arzt = await connected(ARZT);
    const { id } = await sales.openChat(ARZT);
    const sent = await sales.sendMessage(id, 'Erste Nachricht');
    const reopened = await arzt.openChat(SALES);
    expect(reopened).toMatchObject({ id, unread: 1, lastMessage: { id: sent.id, text: 'Erste Nachricht' } });
  });

  it('announces a contact added while connected, not the ones that were there', async () => {
    seeded();
    const arzt = await connected(ARZT);
    const live = record(arzt);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(live.events.filter((e) => e.type === 'contact-added')).toEqual([]);
    firebaseSdkDouble.seed(`userContacts/${ARZT}/${LENA}`, card(LENA, 'Lena Wagner'));
    await until('contact-added', () => live.events.some((e) => e.type === 'contact-added'));
    expect(live.events.filter((e) => e.type === 'contact-added')).toEqual([
      { type: 'contact-added', contact: { id: LENA, name: 'Lena Wagner', imageUrl: null, target: null } },
    ]);
  });

  it('a new chat started by the contact delivers its first message live', async () => {
    seeded();
    const arzt = await connected(ARZT);
    const sales = await connected(SALES);
    const live = record(arzt);
    const { id } = await sales.openChat(ARZT);
    const sent = await sales.sendMessage(id, 'Neuer Chat');
    await until('first message', () => live.events.some((e) => e.type === 'message' && e.message.id === sent.id));
  });

  it('replays no old messages as live ones after connecting', async () => {
    seeded();
    const sales = await connected(SALES);
    const { id } = await sales.openChat(ARZT);
    await sales.sendMessage(id, 'Alt');
    const arzt = portFor(ARZT);
    ports.push(arzt);
    const live = record(arzt);
    await connectOnline(arzt, ARZT);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(live.events.filter((e) => e.type === 'message')).toEqual([]);
    const fresh = await sales.sendMessage(id, 'Neu');
    await until('new message', () => live.events.some((e) => e.type === 'message' && e.message.id === fresh.id));
    expect(live.events.filter((e) => e.type === 'message')).toHaveLength(1);
  });

  it('reports no offline before the first connection, and refuses empty texts and foreign chats', async () => {
    seeded();
    const sales = portFor(SALES);
    ports.push(sales);
    const live = record(sales);
    await connectOnline(sales, SALES);
    expect(live.events).toEqual([{ type: 'connection', state: 'online' }]);
    const { id } = await sales.openChat(ARZT);
    await expect(sales.sendMessage(id, '  \n ')).rejects.toMatchObject({ status: 400 });
    await expect(sales.listMessages(`${ARZT}_${LENA}`)).rejects.toMatchObject({ status: 403 });
    await expect(sales.sendMessage(`${ARZT}_${LENA}`, 'Hallo')).rejects.toMatchObject({ status: 403 });
    await expect(sales.openChat(SALES)).rejects.toMatchObject({ status: 403 });
  });

  it('without a signed-in user the calls are refused', async () => {
    seeded();
    const port = createFirebaseRealtime(config, { appName: 'anonymous' });
    await expect(port.listChats()).rejects.toMatchObject({ status: 401 });
  });
});
