import type { Writable } from 'node:stream';
import pLimit from 'p-limit';
import type { RealtimeFrameName, RealtimeFrames } from '@markenportal/contract';
import { REPLAY_LIMIT, type EventStore, type RealtimeEventName, type StoredEvent } from './event-store';

/** Wakes every instance's hub when any instance stored events (docs/decisions/0018-realtime-across-instances.md). */
export interface RealtimeTransport {
  /** Tells the other instances that there are new events, up to the id `newest`. */
  announce(newest: number): Promise<void>;
  /**
   * Starts listening; `wake` is called whenever another instance announced events, with their
   * newest id when the announcement carried it.
   */
  start(wake: (newest?: number) => void): Promise<void>;
  stop(): Promise<void>;
  /** Whether the connection that hears the other instances is up; null when none is needed (readiness). */
  listening(): boolean | null;
}

/** One live connection of a user (a browser tab): an open Server-Sent Events stream. */
interface Connection {
  userId: number;
  stream: Writable;
  /** Events up to this id are not sent live: they came before the stream opened, or in its replay. */
  floor: number;
  /** The newest id when the stream opened: an `access-ended` at or below it predates the stream's token check. */
  opened: number;
  /** Ids sent within the window that the next read looks at again (LOOKBACK): each is sent once. */
  sent: Set<number>;
}

/**
 * Ids are handed out before their transactions commit, so an event can become visible after a
 * newer one was read: each read looks this many ids behind the instance's position.
 */
const LOOKBACK = 50;
/** Events read at most per query; more than LOOKBACK, so every full batch moves the position on. */
const BATCH = 1000;
/** Users per query: below both databases' limits on bound parameters. */
const USERS_PER_QUERY = 5000;
/**
 * Streams that open (and replay) at the same time: the rest wait their turn. With better-sqlite3 a
 * queue of queries runs back to back without giving the event loop a turn; a small number in
 * flight, each after a turn of the loop, lets every other request through meanwhile.
 */
const OPENING_AT_ONCE = 4;
/**
 * Open streams per account on one instance: a tab each (the back office, the field app) on a few
 * devices. A new one beyond it closes the account's oldest, which is told `superseded` first so that
 * its app waits for its user instead of reconnecting at once (docs/security.md, live streams).
 * REALTIME_STREAMS_PER_ACCOUNT changes it (the benchmarks fan one account out to thousands).
 */
export const STREAMS_PER_ACCOUNT = 5;

const frame = (event: string, data: unknown, id?: number) => `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
const chunks = <T>(items: T[], size: number) => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/**
 * The hub of the server realtime adapter on one instance: its open streams, and delivery of the
 * stored events to them. Every event is stored first (event-store.ts); each instance reads the new
 * ones for its own streams when woken, by its own publish or by the transport.
 *
 * The work is bounded whatever clients do: the instance reads from one position that moves on with
 * every batch read, whoever the events were for; each read is at most BATCH events and yields to the
 * event loop before the next; a reconnecting stream's replay is one query of at most REPLAY_LIMIT + 1
 * events of its own user, and past that the stream is told to reload.
 */
export const createRealtimeHub = (
  store: EventStore,
  transport: RealtimeTransport,
  log: (message: string) => void = () => undefined,
  streamsPerAccount = STREAMS_PER_ACCOUNT,
) => {
  const connections = new Set<Connection>();
  /** Each account's open streams on this instance, oldest first. */
  const byAccount = new Map<number, Set<Connection>>();
  const forget = (connection: Connection) => {
    connections.delete(connection);
    const own = byAccount.get(connection.userId);
    own?.delete(connection);
    if (own && !own.size) byAccount.delete(connection.userId);
  };
  /** The newest id this instance has read up to (its reads look LOOKBACK behind it). */
  let position = 0;
  /**
   * The newest stored id this instance knows of: from its own appends, its reads, the transport's
   * announcements and a look at the database on each wake without one. A new stream starts after
   * it without a query; it may lag the database by what another instance has not announced yet.
   */
  let newestKnown: number | null = null;
  let lookingUp: Promise<number> | null = null;
  const learn = (id: number) => {
    newestKnown = Math.max(newestKnown ?? id, id);
    return newestKnown;
  };
  /** The database's newest id, learnt; `shared` joins a look already under way (wakes), a replay needs its own. */
  const lookUpNewest = (shared = false): Promise<number> => {
    if (shared && lookingUp) return lookingUp;
    const look = store.newestId().then(learn);
    if (!shared) return look;
    lookingUp = look.finally(() => (lookingUp = null));
    return lookingUp;
  };
  let reading: Promise<void> | null = null;
  let readAgain = false;

  const close = (connection: Connection) => {
    forget(connection);
    connection.stream.end();
  };

  /** Opens `connection` for its account; beyond `streamsPerAccount` the account's oldest are told and closed. */
  const admit = (connection: Connection) => {
    connections.add(connection);
    const own = byAccount.get(connection.userId) ?? new Set<Connection>();
    byAccount.set(connection.userId, own);
    own.add(connection);
    for (const oldest of own) {
      if (own.size <= streamsPerAccount) break;
      oldest.stream.write(frame('superseded', {}));
      close(oldest);
    }
  };

  const deliver = (connection: Connection, event: StoredEvent) => {
    if (event.name === 'access-ended') {
      if (event.id > connection.opened) close(connection);
      return;
    }
    if (event.id <= connection.floor || connection.sent.has(event.id)) return;
    connection.sent.add(event.id);
    connection.stream.write(frame(event.name, event.payload, event.id));
  };

  /** Forgets sent ids that no read will see again. */
  const forgetBefore = (id: number) => {
    for (const connection of connections) {
      for (const sent of connection.sent) {
        if (sent >= id) break;
        connection.sent.delete(sent);
      }
    }
  };

  /** Reads one batch after the position; true when there may be more. */
  const readOnce = async () => {
    if (!connections.size) return false;
    const from = Math.max(0, position - LOOKBACK);
    const byUser = new Map<number, Connection[]>();
    // Pushed, not copied: thousands of streams of one user made each read quadratic.
    for (const c of connections) {
      const streams = byUser.get(c.userId);
      if (streams) streams.push(c);
      else byUser.set(c.userId, [c]);
    }
    let fullUpTo = Infinity;
    let newest = position;
    for (const users of chunks([...byUser.keys()], USERS_PER_QUERY)) {
      const events = await store.after(from, users, BATCH);
      // Learnt before delivery: a stream closed by an `access-ended` here reopens after it.
      if (events.length) learn(events[events.length - 1].id);
      for (const event of events) for (const c of byUser.get(event.recipient) ?? []) if (connections.has(c)) deliver(c, event);
      const last = events.at(-1)?.id ?? 0;
      newest = Math.max(newest, last);
      // A full batch stops at `last`: the position may not pass what this query has not read yet.
      if (events.length === BATCH) fullUpTo = Math.min(fullUpTo, last);
    }
    const full = fullUpTo !== Infinity;
    position = Math.max(position, full ? fullUpTo : newest);
    forgetBefore(Math.max(0, position - LOOKBACK));
    return full;
  };

  /** Reads the new events for this instance's streams; one read at a time, again if woken meanwhile. */
  const readNew = (): Promise<void> => {
    if (reading) {
      readAgain = true;
      return reading;
    }
    reading = (async () => {
      try {
        let more = true;
        while (more || readAgain) {
          readAgain = false;
          more = await readOnce();
          if (more || readAgain) await yieldToEventLoop();
        }
      } catch (error) {
        log(`[realtime] Lesen der Ereignisse fehlgeschlagen: ${(error as Error).message}`);
      } finally {
        reading = null;
      }
    })();
    return reading;
  };

  /**
   * What a stream that comes back after `lastEventId` missed: its own events, or `reload` when
   * that is more than a replay holds, older than what is kept, or an id that was never handed out.
   */
  const replay = async (userId: number, lastEventId: number, newest: number): Promise<StoredEvent[] | 'reload'> => {
    if (lastEventId >= newest) return lastEventId === newest ? [] : 'reload';
    if (lastEventId + 1 < (await store.oldestId())) return 'reload';
    // Ids first: a stream that missed too much costs no payloads.
    if ((await store.countAfter(lastEventId, userId, REPLAY_LIMIT + 1)) > REPLAY_LIMIT) return 'reload';
    return (await store.after(lastEventId, [userId], REPLAY_LIMIT)).filter((event) => event.name !== 'access-ended');
  };
  const opening = pLimit(OPENING_AT_ONCE);

  const storeEvent = async (userIds: number[], event: RealtimeEventName, data: unknown) => {
    const ids = await store.append(userIds, event, data);
    const newest = ids.length ? learn(ids.reduce((a, b) => Math.max(a, b))) : (newestKnown ?? 0);
    await Promise.all([readNew(), transport.announce(newest).catch((error: Error) => log(`[realtime] Benachrichtigung fehlgeschlagen: ${error.message}`))]);
  };

  return {
    /**
     * Opens a stream for the user. With `lastEventId` (the browser's Last-Event-ID after a
     * reconnect) it first gets the events after that id; otherwise only new ones.
     */
    async add(userId: number, stream: Writable, lastEventId?: number) {
      // A new stream starts after the newest id this instance knows, without a query. A reconnect
      // reads the database's: its Last-Event-ID may come from another instance, newer than this one knows.
      const known = lastEventId === undefined ? newestKnown : null;
      const { newest, missed } =
        known !== null
          ? { newest: known, missed: [] }
          : await opening(async () => {
              await yieldToEventLoop();
              const newest = await lookUpNewest();
              return { newest, missed: lastEventId === undefined ? [] : await replay(userId, lastEventId, newest) };
            });
      stream.write(frame('ready', {}));
      const connection: Connection = { userId, stream, floor: newest, opened: newest, sent: new Set() };
      if (missed === 'reload') stream.write(frame('reload', {}, newest));
      else if (lastEventId !== undefined) {
        // The live reads look behind `newest` too: what was not yet visible to the replay comes then.
        connection.floor = Math.max(lastEventId, newest - LOOKBACK);
        for (const event of missed) {
          stream.write(frame(event.name, event.payload, event.id));
          if (event.id > connection.floor) connection.sent.add(event.id);
        }
      }
      // Nobody else needs what came before: an idle instance starts reading at the newest event.
      if (!connections.size) position = Math.max(position, newest);
      admit(connection);
      // Whatever is stored after `newest` wakes the hub later. A read under way may have left out
      // this stream's user, so it goes once more; after a query, what came meanwhile is read now.
      if (known === null || reading) void readNew();
      return () => forget(connection);
    },
    /** Stores the event for the given users and delivers it on every instance. */
    publish: <Name extends Exclude<RealtimeFrameName, 'ready' | 'reload' | 'superseded'>>(userIds: number[], event: Name, data: RealtimeFrames[Name]) =>
      storeEvent(userIds, event, data),
    /** Closes the users' open streams on every instance: their access ended (blocked, deleted, signed out everywhere). */
    endAccess: (userIds: number[]) => storeEvent(userIds, 'access-ended', {}),
    /**
     * Reads what other instances stored (called by the transport), and learns their newest id: from
     * the announcement, or else with one look at the database (the first one sets this instance's start).
     */
    wake(newest?: number) {
      if (newest === undefined) void lookUpNewest(true).catch((error: Error) => log(`[realtime] Neueste Ereignis-ID nicht gelesen: ${error.message}`));
      else learn(newest);
      void readNew();
    },
    /** Keeps proxies and browsers from closing idle streams. */
    ping() {
      for (const c of connections) c.stream.write(': ping\n\n');
    },
    size: () => connections.size,
    /** The newest id read for this instance's streams (the read lag is the newest stored id minus this). */
    position: () => position,
    /** Ends every open stream (the instance stops): each browser reconnects with Last-Event-ID, to another instance. */
    closeAll() {
      for (const connection of [...connections]) close(connection);
    },
  };
};

export type RealtimeHub = ReturnType<typeof createRealtimeHub>;
