import type { ChatMessage } from '../../realtime/port';

// Chat messages written on the device wait here until the server has them (issue 23 item 3,
// docs/decisions/0026-offline-field-app.md). The list lives in IndexedDB per account (a reload or
// closing the app loses nothing); it is sent one message at a time, in the order written, each
// with the id the device gave it when it was written, so a retry after a lost answer is stored once.
// Each waiting message says why it waits (issue 35 item 2, docs/decisions/0030-message-states.md).

export interface PendingMessage {
  /** Made by the device when the message was written; the server stores a message once per id. */
  clientId: string;
  chatId: string;
  text: string;
  /** When it was written (ISO). */
  writtenAt: string;
  /**
   * Not sent, and not sent by itself any more: the server refused it (its German reason) or it
   * waited too long (GAVE_UP). It waits for a tap: retry or delete.
   */
  failure?: string;
}

/** Why a message on the device is not on the server yet. */
export type SendState =
  | { kind: 'sending' }
  /** The session ended (401): sent after the rep signs in again. */
  | { kind: 'session-ended' }
  /** Too many messages (429): sent by itself at `retryAt` (ISO), from the server's Retry-After. */
  | { kind: 'rate-limited'; retryAt: string }
  | { kind: 'failed'; reason: string };

export interface PendingView extends PendingMessage {
  state: SendState;
}

/** The failure of a message that could not be sent for GIVE_UP_MS (no network, the server down). */
export const GAVE_UP = 'app.chat.status.gave_up';
/** How long a message may show „wird gesendet“ before it counts as not sent (decision 0030). */
export const GIVE_UP_MS = 5 * 60_000;
/** When the server gives no Retry-After with its 429. */
const DEFAULT_RETRY_AFTER_S = 30;

type Update = (change: (items: PendingMessage[]) => PendingMessage[]) => Promise<PendingMessage[]>;

export interface OutboxDeps {
  /** Changes the stored list in one transaction and answers the list as stored. */
  update: Update;
  send(item: PendingMessage): Promise<ChatMessage>;
  /** The server has it: the caller shows the stored message in place of the pending one. */
  onSent(item: PendingMessage, message: ChatMessage): void;
  isOnline(): boolean;
  /** Runs `flush` after `delayMs` (one timer: a later call replaces the earlier one). */
  retryLater(flush: () => void, delayMs: number): void;
  /** The server answered 401: the session has ended. */
  onSessionEnded?(error: unknown): void;
  newId?: () => string;
  now?: () => Date;
}

export type SendOutcome =
  { kind: 'later' } | { kind: 'signed-out' } | { kind: 'rate-limited'; retryAfterSeconds: number } | { kind: 'refused'; reason: string };

type ErrorLike = { status?: number; message?: unknown; body?: { retryAfter?: unknown; error?: { details?: { retryAfter?: unknown } } } } | null;

/** The seconds of a 429's Retry-After (the HTTP client keeps the header; Strapi's body says it too). */
const retryAfterOf = (error: ErrorLike) => {
  const seconds = Number(error?.body?.retryAfter ?? error?.body?.error?.details?.retryAfter);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : DEFAULT_RETRY_AFTER_S;
};

/** What a failed send means: try later (no network, server trouble), stop (signed out), wait for the limit, or a refusal. */
export const sendOutcome = (error: unknown): SendOutcome => {
  const status = (error as ErrorLike)?.status;
  if (status === 401) return { kind: 'signed-out' };
  if (status === 429) return { kind: 'rate-limited', retryAfterSeconds: retryAfterOf(error as ErrorLike) };
  if (typeof status === 'number' && status >= 400 && status < 500 && status !== 408) {
    const message = (error as { message?: unknown }).message;
    return { kind: 'refused', reason: typeof message === 'string' && message ? message : 'app.offline.message_refused' };
  }
  return { kind: 'later' };
};

/** Waits before the next try after n failures that may pass: 2 s, 4 s, … at most 30 s. */
export const retryDelay = (failures: number) => Math.min(2000 * 2 ** Math.max(0, failures - 1), 30_000);

/** A client id the server accepts (8–64 of [A-Za-z0-9_-]). */
export const newClientId = () => crypto.randomUUID();

export interface Outbox {
  /** The stored list with each message's state, oldest first (loaded on first use). */
  items(): readonly PendingView[];
  subscribe(listener: () => void): () => void;
  load(): Promise<void>;
  write(chatId: string, text: string): Promise<PendingMessage>;
  retry(clientId: string): Promise<void>;
  discard(clientId: string): Promise<void>;
  /** Sends what waits, in order; a second call while sending runs once more afterwards. */
  flush(): Promise<void>;
  /** The session ended (told by the outbox's own 401 or by the rest of the field app): nothing is sent until a new sign-in. */
  endSession(): void;
  /** Signed out on purpose: nothing is sent or stored any more (the device's list is being deleted). */
  stop(): void;
}

export const createOutbox = ({
  update,
  send,
  onSent,
  isOnline,
  retryLater,
  onSessionEnded,
  newId = newClientId,
  now = () => new Date(),
}: OutboxDeps): Outbox => {
  let items: PendingMessage[] = [];
  let view: PendingView[] = [];
  const listeners = new Set<() => void>();
  let stopped = false;
  let sessionEnded = false;
  /** The account may send again at this time (ms), after a 429. */
  let limitedUntil: number | null = null;
  /** Failures in a row that may pass (no answer, a server error). */
  let failures = 0;
  /** Since when each message has waited in this run of the app: a message kept from before starts now. */
  const waiting = new Map<string, number>();
  const startedAt = now().getTime();

  const stateOf = (item: PendingMessage): SendState => {
    if (item.failure) return { kind: 'failed', reason: item.failure };
    if (sessionEnded) return { kind: 'session-ended' };
    if (limitedUntil !== null) return { kind: 'rate-limited', retryAt: new Date(limitedUntil).toISOString() };
    return { kind: 'sending' };
  };
  const publish = () => {
    view = items.map((item) => ({ ...item, state: stateOf(item) }));
    listeners.forEach((listener) => listener());
  };
  const change = async (fn: (list: PendingMessage[]) => PendingMessage[]) => {
    if (stopped) return;
    items = await update(fn);
    for (const item of items) if (!waiting.has(item.clientId)) waiting.set(item.clientId, Math.max(Date.parse(item.writtenAt) || 0, startedAt));
    publish();
  };
  const markFailed = (clientId: string, reason: string) => change((list) => list.map((m) => (m.clientId === clientId ? { ...m, failure: reason } : m)));

  let running: Promise<void> | null = null;
  let again = false;

  /** Messages that showed „wird gesendet“ too long become „nicht gesendet“; the time of the next such change. */
  const giveUp = async (): Promise<number | null> => {
    if (sessionEnded || limitedUntil !== null) return null;
    const time = now().getTime();
    let next: number | null = null;
    for (const item of items) {
      if (item.failure) continue;
      const deadline = (waiting.get(item.clientId) ?? time) + GIVE_UP_MS;
      if (deadline <= time) await markFailed(item.clientId, GAVE_UP);
      else next = Math.min(next ?? deadline, deadline);
    }
    return next;
  };

  /** One pass over the list; the time (ms) to look again, or null. */
  const pass = async (): Promise<number | null> => {
    if (limitedUntil !== null && limitedUntil <= now().getTime()) {
      limitedUntil = null;
      // The wait for the limit was the server's word, not a sign of trouble: the messages start waiting afresh.
      for (const item of items) waiting.set(item.clientId, now().getTime());
      publish();
    }
    if (stopped || sessionEnded) return null;
    if (limitedUntil !== null) return limitedUntil;
    const deadline = await giveUp();
    for (const item of items) {
      if (item.failure) continue;
      if (!isOnline() || stopped || sessionEnded) return deadline;
      try {
        const message = await send(item);
        failures = 0;
        await change((list) => list.filter((m) => m.clientId !== item.clientId));
        waiting.delete(item.clientId);
        onSent(item, message);
      } catch (error) {
        const outcome = sendOutcome(error);
        if (outcome.kind === 'refused') {
          await markFailed(item.clientId, outcome.reason);
          continue;
        }
        // The next ones wait too: they are sent in the order written.
        if (outcome.kind === 'signed-out') {
          outbox.endSession();
          onSessionEnded?.(error);
          return null;
        }
        if (outcome.kind === 'rate-limited') {
          limitedUntil = now().getTime() + outcome.retryAfterSeconds * 1000;
          publish();
          return limitedUntil;
        }
        failures += 1;
        const retryAt = now().getTime() + retryDelay(failures);
        return deadline === null ? retryAt : Math.min(retryAt, deadline);
      }
    }
    return null;
  };

  const outbox: Outbox = {
    items: () => view,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load: () => change((list) => list),
    async write(chatId, text) {
      const item: PendingMessage = { clientId: newId(), chatId, text, writtenAt: now().toISOString() };
      waiting.set(item.clientId, now().getTime());
      await change((list) => [...list, item]);
      void outbox.flush();
      return item;
    },
    async retry(clientId) {
      waiting.set(clientId, now().getTime());
      failures = 0;
      await change((list) => list.map((m) => (m.clientId === clientId ? { clientId: m.clientId, chatId: m.chatId, text: m.text, writtenAt: m.writtenAt } : m)));
      void outbox.flush();
    },
    discard: (clientId) => change((list) => list.filter((m) => m.clientId !== clientId)),
    flush() {
      if (stopped) return Promise.resolve();
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        try {
          let wakeAt: number | null = null;
          do {
            again = false;
            // Another tab may have sent or added some meanwhile: the stored list is read first.
            await outbox.load();
            wakeAt = await pass();
          } while (again && isOnline() && !stopped && !sessionEnded);
          if (wakeAt !== null && !stopped) retryLater(() => void outbox.flush(), Math.max(0, wakeAt - now().getTime()));
        } finally {
          // In the same step as the last check of `again`: a flush asked for after it starts a new run.
          running = null;
        }
      })();
      return running;
    },
    endSession() {
      if (sessionEnded) return;
      sessionEnded = true;
      publish();
    },
    stop() {
      stopped = true;
    },
  };
  return outbox;
};
