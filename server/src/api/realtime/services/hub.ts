import type { Writable } from 'node:stream';
import type { RealtimeFrameName, RealtimeFrames } from '@markenportal/contract';
import type { EventStore, StoredEvent } from './event-store';

/** Wakes every instance's hub when any instance stored events (docs/decisions/0018-realtime-across-instances.md). */
export interface RealtimeTransport {
  /** Tells the other instances that there are new events. */
  announce(): Promise<void>;
  /** Starts listening; `wake` is called whenever another instance announced events. */
  start(wake: () => void): Promise<void>;
  stop(): Promise<void>;
}

/** One live connection of a user (a browser tab): an open Server-Sent Events stream. */
interface Connection {
  userId: number;
  stream: Writable;
  /** Events up to this id were there before the stream opened (or were seen before a reconnect). */
  floor: number;
  /** The newest event id sent on this stream. */
  cursor: number;
  /** Recently sent ids: an event is read more than once (LOOKBACK), and sent once. */
  sent: Set<number>;
}

/**
 * Ids are handed out before their transactions commit, so an event can become visible after a
 * newer one was read: each read looks this many ids behind the oldest cursor.
 */
const LOOKBACK = 50;
const BATCH = 1000;
const REMEMBERED = 2 * BATCH;

const frame = (event: string, data: unknown, id?: number) => `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * The hub of the server realtime adapter on one instance: its open streams, and delivery of the
 * stored events to them. Every event is stored first (event-store.ts); each instance reads the new
 * ones for its own streams when woken, by its own publish or by the transport. A stream that comes
 * back with Last-Event-ID gets what it missed the same way.
 */
export const createRealtimeHub = (store: EventStore, transport: RealtimeTransport, log: (message: string) => void = () => undefined) => {
  const connections = new Set<Connection>();
  let reading: Promise<void> | null = null;
  let readAgain = false;

  const send = (connection: Connection, event: StoredEvent) => {
    if (event.id <= connection.floor || connection.sent.has(event.id)) return;
    connection.sent.add(event.id);
    if (connection.sent.size > REMEMBERED) connection.sent.delete(connection.sent.values().next().value as number);
    connection.cursor = Math.max(connection.cursor, event.id);
    connection.stream.write(frame(event.name, event.payload, event.id));
  };

  const readOnce = async () => {
    if (!connections.size) return false;
    const from = Math.max(0, Math.min(...[...connections].map((c) => c.cursor)) - LOOKBACK);
    const users = [...new Set([...connections].map((c) => c.userId))];
    const events = await store.after(from, users, BATCH);
    for (const event of events) for (const c of connections) if (c.userId === event.recipient) send(c, event);
    return events.length === BATCH;
  };

  /** Reads the new events for this instance's streams; one read at a time, again if woken meanwhile. */
  const readNew = (): Promise<void> => {
    if (reading) {
      readAgain = true;
      return reading;
    }
    reading = (async () => {
      try {
        do readAgain = false;
        while ((await readOnce()) || readAgain);
      } catch (error) {
        log(`[realtime] Lesen der Ereignisse fehlgeschlagen: ${(error as Error).message}`);
      } finally {
        reading = null;
      }
    })();
    return reading;
  };

  return {
    /**
     * Opens a stream for the user. With `lastEventId` (the browser's Last-Event-ID after a
     * reconnect) it first gets every event after that id; otherwise only new ones.
     */
    async add(userId: number, stream: Writable, lastEventId?: number) {
      const floor = lastEventId ?? (await store.newestId());
      const connection: Connection = { userId, stream, floor, cursor: floor, sent: new Set() };
      connections.add(connection);
      stream.write(frame('ready', {}));
      void readNew();
      return () => connections.delete(connection);
    },
    /** Stores the event for the given users and delivers it on every instance. */
    async publish<Name extends Exclude<RealtimeFrameName, 'ready'>>(userIds: number[], event: Name, data: RealtimeFrames[Name]) {
      await store.append(userIds, event, data);
      await Promise.all([readNew(), transport.announce().catch((error: Error) => log(`[realtime] Benachrichtigung fehlgeschlagen: ${error.message}`))]);
    },
    /** Reads what other instances stored (called by the transport). */
    wake: () => void readNew(),
    /** Keeps proxies and browsers from closing idle streams. */
    ping() {
      for (const c of connections) c.stream.write(': ping\n\n');
    },
    size: () => connections.size,
  };
};

export type RealtimeHub = ReturnType<typeof createRealtimeHub>;
