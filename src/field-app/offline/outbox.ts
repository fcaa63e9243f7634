import type { ChatMessage } from '../../realtime/port';

// Chat messages written on the device wait here until the server has them (issue 23 item 3,
// docs/decisions/0026-offline-field-app.md). The list lives in IndexedDB per account (a reload or
// closing the app loses nothing); it is sent one message at a time, in the order written, each
// with the id the device gave it when it was written, so a retry after a lost answer is stored once.

export interface PendingMessage {
  /** Made by the device when the message was written; the server stores a message once per id. */
  clientId: string;
  chatId: string;
  text: string;
  /** When it was written (ISO). */
  writtenAt: string;
  /** The server refused it (a 4xx other than 401/429): its German reason; it waits for „Erneut senden“ or „Verwerfen“. */
  failure?: string;
}

type Update = (change: (items: PendingMessage[]) => PendingMessage[]) => Promise<PendingMessage[]>;

export interface OutboxDeps {
  /** Changes the stored list in one transaction and answers the list as stored. */
  update: Update;
  send(item: PendingMessage): Promise<ChatMessage>;
  /** The server has it: the caller shows the stored message in place of the pending one. */
  onSent(item: PendingMessage, message: ChatMessage): void;
  isOnline(): boolean;
  /** Tries again later after a failure that may pass (a server error, too many messages). */
  retryLater(flush: () => void): void;
  newId?: () => string;
  now?: () => Date;
}

/** What a failed send means: try later (no network, server trouble, too many), stop (signed out), or a refusal. */
export const sendOutcome = (error: unknown): { kind: 'later' } | { kind: 'signed-out' } | { kind: 'refused'; reason: string } => {
  const status = (error as { status?: number } | null)?.status;
  if (status === 401) return { kind: 'signed-out' };
  if (typeof status === 'number' && status >= 400 && status < 500 && status !== 408 && status !== 429) {
    const message = (error as { message?: unknown }).message;
    return { kind: 'refused', reason: typeof message === 'string' && message ? message : 'app.offline.message_refused' };
  }
  return { kind: 'later' };
};

/** A client id the server accepts (8–64 of [A-Za-z0-9_-]). */
export const newClientId = () => crypto.randomUUID();

export interface Outbox {
  /** The stored list, oldest first (loaded on first use). */
  items(): readonly PendingMessage[];
  subscribe(listener: () => void): () => void;
  load(): Promise<void>;
  write(chatId: string, text: string): Promise<PendingMessage>;
  retry(clientId: string): Promise<void>;
  discard(clientId: string): Promise<void>;
  /** Sends what waits, in order; a second call while sending runs once more afterwards. */
  flush(): Promise<void>;
  /** Signed out on purpose: nothing is sent or stored any more (the device's list is being deleted). */
  stop(): void;
}

export const createOutbox = ({ update, send, onSent, isOnline, retryLater, newId = newClientId, now = () => new Date() }: OutboxDeps): Outbox => {
  let items: PendingMessage[] = [];
  const listeners = new Set<() => void>();
  let stopped = false;
  const change = async (fn: (list: PendingMessage[]) => PendingMessage[]) => {
    if (stopped) return;
    items = await update(fn);
    listeners.forEach((listener) => listener());
  };
  let running: Promise<void> | null = null;
  let again = false;

  /** One pass over the list; false when sending has to stop for now. */
  const pass = async () => {
    for (const item of items) {
      if (item.failure) continue;
      if (!isOnline() || stopped) return;
      try {
        const message = await send(item);
        await change((list) => list.filter((m) => m.clientId !== item.clientId));
        onSent(item, message);
      } catch (error) {
        const outcome = sendOutcome(error);
        if (outcome.kind === 'refused') {
          await change((list) => list.map((m) => (m.clientId === item.clientId ? { ...m, failure: outcome.reason } : m)));
          continue;
        }
        // The next ones wait too: they are sent in the order written.
        if (outcome.kind === 'later') retryLater(() => void outbox.flush());
        return;
      }
    }
  };

  const outbox: Outbox = {
    items: () => items,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load: () => change((list) => list),
    async write(chatId, text) {
      const item: PendingMessage = { clientId: newId(), chatId, text, writtenAt: now().toISOString() };
      await change((list) => [...list, item]);
      void outbox.flush();
      return item;
    },
    async retry(clientId) {
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
        do {
          again = false;
          // Another tab may have sent or added some meanwhile: the stored list is read first.
          await outbox.load();
          await pass();
        } while (again && isOnline() && !stopped);
      })().finally(() => {
        running = null;
      });
      return running;
    },
    stop() {
      stopped = true;
    },
  };
  return outbox;
};
