// The default realtime adapter: chats live in our Strapi (REST through the app's HttpClient) and
// changes are pushed over Server-Sent Events from GET /api/realtime/events. The stream is read
// with fetch because EventSource cannot send the Authorization header.
import type { HttpClient } from '../providers/http';
import type { ChatContact, ChatMessage, ChatSummary, RealtimeEvent, RealtimePort } from './port';
import { shownChat, shownMessage } from './erasedPeople';
import { translateNow } from '../i18n';
import { createEmitter } from './emitter';
import { createSseParser, SseFrame } from './sse';

export interface ServerRealtimeOptions {
  /** The server sends ": ping" every 20 s; a stream silent for this long is dead (e.g. a sleeping laptop). */
  idleTimeoutMs?: number;
}

/** Waits before reconnect attempt n (0-based): 1 s, 2 s, 4 s, 8 s, then 15 s. */
export const reconnectDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 15_000);

/** The stream was refused with 401: the token is no longer valid. */
class SessionEnded extends Error {}

type Parsed = RealtimeEvent | { type: 'ready' } | null;

/** One SSE frame as a port event; frames we do not know (or cannot parse) are skipped. */
export const toRealtimeEvent = (frame: SseFrame): Parsed => {
  if (frame.event === 'ready') return { type: 'ready' };
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(frame.data) ?? {};
  } catch {
    return null;
  }
  const chatId = body.chatId == null ? null : String(body.chatId);
  switch (frame.event) {
    case 'message':
      return chatId && body.message ? { type: 'message', chatId, message: body.message as ChatMessage } : null;
    case 'read':
      return chatId && body.readerId != null ? { type: 'read', chatId, readerId: Number(body.readerId) } : null;
    case 'contact-added':
      return body.contact ? { type: 'contact-added', contact: body.contact as ChatContact } : null;
    case 'reload':
      return { type: 'reload' };
    default:
      return null;
  }
};

/** Resolves after `ms`, or at once when the signal aborts or the browser reports the network is back. */
const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const browser = typeof window === 'undefined' ? null : window;
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      browser?.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    browser?.addEventListener('online', done);
  });

/** What brings a tab back to its user: the server closed its stream for a newer one of the same account. */
const RETURN_EVENTS = ['focus', 'pointerdown', 'keydown', 'online'] as const;

/**
 * Resolves when the user comes back to this tab (it is focused, shown, clicked or typed in, or the
 * network returns), or at once when the signal aborts; without a window, after the longest backoff.
 * One reconnect per return: two tabs never take the stream from each other by themselves.
 */
const untilUserReturns = (signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (typeof window === 'undefined' || typeof document === 'undefined') return void sleep(reconnectDelay(Infinity), signal).then(resolve);
    const shown = () => {
      if (document.visibilityState === 'visible') done();
    };
    const done = () => {
      for (const name of RETURN_EVENTS) window.removeEventListener(name, done);
      document.removeEventListener('visibilitychange', shown);
      signal.removeEventListener('abort', done);
      resolve();
    };
    for (const name of RETURN_EVENTS) window.addEventListener(name, done);
    document.addEventListener('visibilitychange', shown);
    signal.addEventListener('abort', done, { once: true });
  });

export const createServerRealtime = (
  http: HttpClient,
  getToken: () => string | null,
  apiUrl: string,
  fetchImpl: typeof fetch = fetch,
  { idleTimeoutMs = 45_000 }: ServerRealtimeOptions = {},
): RealtimePort => {
  const emitter = createEmitter();
  const eventsUrl = `${apiUrl.replace(/\/+$/, '')}/realtime/events`;
  let controller: AbortController | null = null;
  // The id of the last event received: sent back on reconnect (Last-Event-ID), the server then
  // sends what came meanwhile (a new doctor, messages), on whichever instance the stream lands.
  let lastEventId: string | undefined;
  // null until the first outcome after connect(): a deliberate disconnect is not "offline".
  let state: 'online' | 'offline' | null = null;

  const setState = (next: 'online' | 'offline') => {
    if (state === next) return;
    state = next;
    emitter.emit({ type: 'connection', state: next });
  };

  /**
   * Reads one stream until it ends, fails, goes silent or `signal` aborts; 'superseded' when the
   * server closed it for a newer stream of the same account (more tabs than it keeps open).
   */
  const readStream = async (signal: AbortSignal, onReady: () => void): Promise<'superseded' | undefined> => {
    const token = getToken();
    if (!token) throw new Error('realtime: no session token');
    // Aborted by disconnect() (through `signal`) or by the idle watchdog.
    const attempt = new AbortController();
    const abort = () => attempt.abort();
    signal.addEventListener('abort', abort, { once: true });
    let idle: ReturnType<typeof setTimeout> | undefined;
    const touch = () => {
      clearTimeout(idle);
      idle = setTimeout(abort, idleTimeoutMs);
    };
    try {
      touch();
      const response = await fetchImpl(eventsUrl, {
        headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}`, ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}) },
        signal: attempt.signal,
      });
      if (!response.ok || !response.body) {
        await response.body?.cancel().catch(() => undefined);
        // The session ended (signed out elsewhere, blocked, password changed): asking again cannot help.
        if (response.status === 401) throw new SessionEnded();
        throw new Error(`realtime: HTTP ${response.status}`);
      }
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      let superseded = false;
      const parser = createSseParser((frame) => {
        if (signal.aborted) return;
        if (frame.id) lastEventId = frame.id;
        if (frame.event === 'superseded') superseded = true;
        const event = toRealtimeEvent(frame);
        if (event?.type === 'ready') onReady();
        else if (event) emitter.emit(event);
      });
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          touch();
          parser.push(decoder.decode(value, { stream: true }));
        }
      } finally {
        reader.cancel().catch(() => undefined);
      }
      return superseded ? 'superseded' : undefined;
    } finally {
      clearTimeout(idle);
      signal.removeEventListener('abort', abort);
    }
  };

  const run = async (signal: AbortSignal) => {
    let attempt = 0;
    while (!signal.aborted) {
      try {
        const ended = await readStream(signal, () => {
          attempt = 0;
          setState('online');
        });
        // Another tab of the account took this one's place: the network is fine, so not "offline".
        // Back with its user, it reconnects with Last-Event-ID and gets what it missed.
        if (ended === 'superseded') {
          await untilUserReturns(signal);
          continue;
        }
      } catch (error) {
        // Refused, dropped or timed out: all of them mean "reconnect later", but an ended session.
        // Not "offline": the connection is fine, and asking again cannot help (the notice must not promise it).
        if (error instanceof SessionEnded) {
          emitter.emit({ type: 'session-ended' });
          return;
        }
      }
      if (signal.aborted) return;
      setState('offline');
      await sleep(reconnectDelay(attempt), signal);
      attempt += 1;
    }
  };

  const data = async <T>(path: string, method?: 'POST', body?: unknown) => (await http.request<{ data: T }>(path, { method, body })).data;
  const chatPath = (chatId: string) => `/chats/${encodeURIComponent(chatId)}`;

  return {
    connect() {
      controller?.abort();
      controller = new AbortController();
      state = null;
      lastEventId = undefined;
      void run(controller.signal);
    },
    disconnect() {
      controller?.abort();
      controller = null;
    },
    subscribe: emitter.subscribe,
    listChats: async () => (await data<ChatSummary[]>('/chats')).map((chat) => shownChat(chat, translateNow)),
    openChat: async (contactId) => shownChat(await data<ChatSummary>('/chats', 'POST', { data: { contact: contactId } }), translateNow),
    listMessages: async (chatId) => (await data<ChatMessage[]>(`${chatPath(chatId)}/messages`)).map((m) => shownMessage(m, translateNow)),
    sendMessage: (chatId, text, clientId) => data<ChatMessage>(`${chatPath(chatId)}/messages`, 'POST', { data: { text, ...(clientId ? { clientId } : {}) } }),
    async markRead(chatId) {
      await http.request(`${chatPath(chatId)}/read`, { method: 'POST' });
    },
  };
};
