// The realtime port on Firebase Realtime Database (the server's REALTIME=firebase), modular SDK.
// Loaded only through a dynamic import (index.ts): the SDK stays out of the default bundle.
//
// Data model (uid = our numeric user id as a string):
//   userContacts/{uid}/{contactId}     ChatContact {id, name, imageUrl?, target?} — written by the
//                                      backend for both sides when two people become contacts
//   chats/{chatId}/participants/{uid}  ChatContact of each participant (the card the other one shows)
//   chatMessages/{chatId}/{pushId}     {senderId, text, createdAt, readAt?}; push ids keep send order
//   userChats/{uid}/{chatId}           {contact, unread, lastMessage? {id, senderId, text, createdAt},
//                                      updatedAt, lastReadAt? (uid read), contactReadAt? (contact read)}
//   chatId = "{smaller id}_{larger id}", so both sides find the same chat without a query.
// Times are server timestamps (ms). A message and both userChats entries are written in one
// multi-path update, so the list, the counters and the messages never disagree.
//
// Out of scope here: signing in to Firebase. The deployment signs the user in (e.g. a custom token
// with uid = user id) and its security rules must allow: reading userContacts/$uid by $uid and
// userContacts/$uid/$other by $other; reading and writing chats/$chatId, chatMessages/$chatId and
// userChats/*/$chatId by the two participants of $chatId; ".indexOn": "readAt" on chatMessages/$chatId.
import { getApps, initializeApp } from 'firebase/app';
import {
  Database,
  equalTo,
  get,
  getDatabase,
  increment,
  onChildAdded,
  onValue,
  orderByChild,
  orderByKey,
  push,
  query,
  ref,
  runTransaction,
  serverTimestamp,
  startAfter,
  Unsubscribe,
  update,
} from 'firebase/database';
import { HttpError } from 'ra-core';
import type { ChatContact, ChatMessage, ChatSummary, RealtimePort } from './port';
import { createEmitter } from './emitter';

export interface FirebaseRealtimeConfig {
  apiKey: string;
  authDomain: string;
  databaseURL: string;
  projectId: string;
  appId: string;
}

export interface FirebaseRealtimeDeps {
  /** The signed-in user, for calls made before connect() (child components query first). */
  currentUserId?: () => number | null;
  /** A named Firebase app (tests run one per user); default: the default app. */
  appName?: string;
}

type StoredMessage = { senderId: number; text: string; createdAt: number; readAt?: number; clientId?: string };
type StoredChat = {
  contact?: ChatContact;
  unread?: number;
  lastMessage?: StoredMessage & { id: string };
  updatedAt?: number;
  lastReadAt?: number;
  contactReadAt?: number;
};

export const chatIdFor = (a: number, b: number) => (a < b ? `${a}_${b}` : `${b}_${a}`);

/** The other participant of a chat id, or null when `me` is not one of them. */
const otherOf = (chatId: string, me: number): number | null => {
  const ids = chatId.split('_').map(Number);
  return ids.length === 2 && ids.includes(me) ? (ids[0] === me ? ids[1] : ids[0]) : null;
};

const iso = (ms: number | undefined | null) => (ms == null ? null : new Date(ms).toISOString());

// The database drops nulls and refuses undefined: cards are normalised both ways.
const toContact = (c: ChatContact): ChatContact => ({
  id: Number(c.id),
  name: c.name,
  imageUrl: c.imageUrl ?? null,
  target: c.target ?? null,
});

const toMessage = (chatId: string, id: string, m: StoredMessage): ChatMessage => ({
  id,
  chatId,
  senderId: Number(m.senderId),
  text: m.text,
  createdAt: iso(m.createdAt)!,
  readAt: iso(m.readAt),
  clientId: m.clientId ?? null,
});

const toSummary = (chatId: string, stored: StoredChat & { contact: ChatContact }, me: number): ChatSummary => {
  const last = stored.lastMessage;
  // The last message's readAt follows from when its reader last read the chat: no copy to keep in sync.
  const readBy = last && (Number(last.senderId) === me ? stored.contactReadAt : stored.lastReadAt);
  return {
    id: chatId,
    contact: toContact(stored.contact),
    lastMessage: last ? { ...toMessage(chatId, last.id, last), readAt: readBy != null && readBy >= last.createdAt ? iso(readBy) : null } : null,
    unread: stored.unread ?? 0,
  };
};

const byTime = (a: ChatMessage, b: ChatMessage) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

// Errors as the HttpClient raises them, so the UI shows the same German messages.
const forbidden = () => new HttpError('app.errors.forbidden', 403);

interface Live {
  stopped: boolean;
  unsubs: Unsubscribe[];
  watched: Set<string>;
  readMarks: Map<string, number | undefined>;
}

export const createFirebaseRealtime = (config: FirebaseRealtimeConfig, deps: FirebaseRealtimeDeps = {}): RealtimePort => {
  const emitter = createEmitter();
  let db: Database | null = null;
  let me: number | null = null;
  let live: Live | null = null;

  // Initialised on first use: constructing the port has no side effects.
  const at = (path?: string) => {
    if (!db) {
      const name = deps.appName ?? '[DEFAULT]';
      db = getDatabase(getApps().find((app) => app.name === name) ?? initializeApp(config, name));
    }
    return ref(db, path);
  };
  const uid = () => {
    const id = me ?? deps.currentUserId?.() ?? null;
    if (id == null) throw new HttpError('app.errors.unauthorized', 401);
    return id;
  };
  const participants = async (chatId: string, id: number) => {
    const otherId = otherOf(chatId, id);
    if (otherId == null) throw forbidden();
    const cards = (await get(at(`chats/${chatId}/participants`))).val() as Record<string, ChatContact> | null;
    if (!cards?.[id] || !cards[otherId]) throw forbidden();
    return { mine: toContact(cards[id]), theirs: toContact(cards[otherId]), otherId };
  };

  const watchMessages = (l: Live, chatId: string, after: string | undefined) => {
    const messages = at(`chatMessages/${chatId}`);
    // Only what is new since connect(): after the newest known message, or all of a chat that appeared meanwhile.
    const source = after ? query(messages, orderByKey(), startAfter(after)) : messages;
    l.unsubs.push(
      onChildAdded(source, (snap) => {
        emitter.emit({ type: 'message', chatId, message: toMessage(chatId, snap.key!, snap.val() as StoredMessage) });
      }),
    );
  };

  const watchChats = (l: Live, id: number) => {
    let initial = true;
    l.unsubs.push(
      onValue(at(`userChats/${id}`), (snap) => {
        snap.forEach((entry) => {
          const chatId = entry.key!;
          const stored = entry.val() as StoredChat;
          const mark = stored.contactReadAt;
          const changed = l.readMarks.has(chatId) ? l.readMarks.get(chatId) !== mark : !initial && mark != null;
          l.readMarks.set(chatId, mark);
          const readerId = otherOf(chatId, id);
          if (changed && mark != null && readerId != null) emitter.emit({ type: 'read', chatId, readerId });
          if (!l.watched.has(chatId)) {
            l.watched.add(chatId);
            watchMessages(l, chatId, initial ? stored.lastMessage?.id : undefined);
          }
        });
        initial = false;
      }),
    );
  };

  const watchContacts = async (l: Live, id: number) => {
    const contacts = at(`userContacts/${id}`);
    // Contacts that exist at connect() are not news; onChildAdded replays them first.
    const known = new Set<string>();
    (await get(contacts)).forEach((c) => {
      known.add(c.key!);
    });
    if (l.stopped) return;
    l.unsubs.push(
      onChildAdded(contacts, (snap) => {
        if (known.has(snap.key!)) return;
        known.add(snap.key!);
        emitter.emit({ type: 'contact-added', contact: toContact(snap.val() as ChatContact) });
      }),
    );
  };

  const watchConnection = (l: Live) => {
    // The SDK reconnects by itself; .info/connected starts false before the first connection.
    let wasOnline = false;
    l.unsubs.push(
      onValue(at('.info/connected'), (snap) => {
        if (snap.val() === true) {
          wasOnline = true;
          emitter.emit({ type: 'connection', state: 'online' });
        } else if (wasOnline) emitter.emit({ type: 'connection', state: 'offline' });
      }),
    );
  };

  const port: RealtimePort = {
    connect({ id }) {
      port.disconnect();
      me = id;
      const l: Live = { stopped: false, unsubs: [], watched: new Set(), readMarks: new Map() };
      live = l;
      watchConnection(l);
      watchChats(l, id);
      watchContacts(l, id).catch((error) => console.error('realtime: contacts', error));
    },
    disconnect() {
      if (live) {
        live.stopped = true;
        live.unsubs.forEach((unsubscribe) => unsubscribe());
      }
      live = null;
      me = null;
    },
    subscribe: emitter.subscribe,

    async listChats() {
      const id = uid();
      const rows: { updatedAt: number; summary: ChatSummary }[] = [];
      (await get(at(`userChats/${id}`))).forEach((entry) => {
        const stored = entry.val() as StoredChat;
        if (stored.contact) rows.push({ updatedAt: stored.updatedAt ?? 0, summary: toSummary(entry.key!, { ...stored, contact: stored.contact }, id) });
      });
      return rows.sort((a, b) => b.updatedAt - a.updatedAt).map((row) => row.summary);
    },

    async openChat(contactId) {
      const id = uid();
      if (contactId === id) throw forbidden();
      const [theirCard, myCard] = await Promise.all([get(at(`userContacts/${id}/${contactId}`)), get(at(`userContacts/${contactId}/${id}`))]);
      if (!theirCard.exists() || !myCard.exists()) throw forbidden();
      const chatId = chatIdFor(id, contactId);
      const contact = toContact(theirCard.val());
      await update(at(`chats/${chatId}/participants`), { [id]: toContact(myCard.val()), [contactId]: contact });
      // Created once; opening again refreshes the card but keeps counters and the last message.
      // The update may first see null (cold cache), so it never aborts.
      const { snapshot } = await runTransaction(at(`userChats/${id}/${chatId}`), (current: StoredChat | null) =>
        current ? { ...current, contact } : { contact, unread: 0, updatedAt: serverTimestamp() },
      );
      return toSummary(chatId, { ...(snapshot.val() as StoredChat), contact }, id);
    },

    async listMessages(chatId) {
      const id = uid();
      if (otherOf(chatId, id) == null) throw forbidden();
      const messages: ChatMessage[] = [];
      (await get(at(`chatMessages/${chatId}`))).forEach((m) => {
        messages.push(toMessage(chatId, m.key!, m.val() as StoredMessage));
      });
      return messages.sort(byTime);
    },

    async sendMessage(chatId, text, clientId) {
      const id = uid();
      if (!text.trim()) throw new HttpError('app.errors.bad_request', 400);
      const { mine, theirs, otherId } = await participants(chatId, id);
      // A retry with the same client id writes the same message again, not a second one.
      const key = clientId ?? push(at(`chatMessages/${chatId}`)).key!;
      const message = { senderId: id, text, createdAt: serverTimestamp(), ...(clientId ? { clientId } : {}) };
      await update(at(), {
        [`chatMessages/${chatId}/${key}`]: message,
        [`userChats/${otherId}/${chatId}/contact`]: mine,
        [`userChats/${otherId}/${chatId}/lastMessage`]: { ...message, id: key },
        [`userChats/${otherId}/${chatId}/updatedAt`]: serverTimestamp(),
        [`userChats/${otherId}/${chatId}/unread`]: increment(1),
        [`userChats/${id}/${chatId}/contact`]: theirs,
        [`userChats/${id}/${chatId}/lastMessage`]: { ...message, id: key },
        [`userChats/${id}/${chatId}/updatedAt`]: serverTimestamp(),
      });
      // Read back for the server's createdAt.
      return toMessage(chatId, key, (await get(at(`chatMessages/${chatId}/${key}`))).val() as StoredMessage);
    },

    async markRead(chatId) {
      const id = uid();
      const { mine, theirs, otherId } = await participants(chatId, id);
      const unread = await get(query(at(`chatMessages/${chatId}`), orderByChild('readAt'), equalTo(null)));
      const updates: Record<string, unknown> = {
        [`userChats/${id}/${chatId}/contact`]: theirs,
        [`userChats/${id}/${chatId}/unread`]: 0,
        [`userChats/${id}/${chatId}/lastReadAt`]: serverTimestamp(),
        [`userChats/${otherId}/${chatId}/contact`]: mine,
        [`userChats/${otherId}/${chatId}/contactReadAt`]: serverTimestamp(),
      };
      unread.forEach((m) => {
        if (Number((m.val() as StoredMessage).senderId) === otherId) updates[`chatMessages/${chatId}/${m.key}/readAt`] = serverTimestamp();
      });
      await update(at(), updates);
    },
  };
  return port;
};
