import type { Core } from '@strapi/strapi';
import type { RealtimeTransport } from './hub';

const CHANNEL = 'markenportal_realtime';
/** Another process on the same SQLite file has no way to tell: the hub looks this often. */
const SQLITE_POLL_MS = 500;
/** A notification lost while the listening connection was down is caught up this often. */
const POSTGRES_CATCH_UP_MS = 5000;

/**
 * SQLite (the embedded default): this instance wakes its hub itself when it stores events; other
 * processes on the same file are noticed by looking every half second.
 */
export const pollingTransport = (intervalMs = SQLITE_POLL_MS): RealtimeTransport => {
  let timer: NodeJS.Timeout | null = null;
  return {
    announce: async () => undefined,
    async start(wake) {
      // Without a newest id: the hub looks it up, one query per look whatever the number of streams.
      timer = setInterval(() => wake(), intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
    },
    // The database file itself is what other processes write to: nothing to be connected.
    listening: () => null,
  };
};

/** How the listening connection comes back after it dropped or failed to open (tests shorten it). */
export interface ReconnectOptions {
  /** The first wait after a failure; it doubles with each failure in a row, up to `maxMs`. */
  baseMs?: number;
  maxMs?: number;
  /** An attempt that has not connected and listened by then has failed (a database that does not answer). */
  connectTimeoutMs?: number;
}

const RECONNECT_DEFAULTS = { baseMs: 500, maxMs: 5000, connectTimeoutMs: 5000 };

/**
 * The wait before attempt `failures + 1`: exponential, capped, and with jitter (a random share
 * between half and all of it), so that the instances on one database do not all knock at once.
 */
export const reconnectDelay = (failures: number, { baseMs, maxMs }: { baseMs: number; maxMs: number }, random = Math.random) => {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.min(Math.max(failures - 1, 0), 30));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
};

/**
 * PostgreSQL: LISTEN/NOTIFY. A NOTIFY after each stored event wakes every instance's hub; one
 * connection per instance listens, and comes back by itself when it drops.
 *
 * One loop owns that connection: it opens a client, listens until the client ends, ends it, waits
 * (backoff with jitter) and opens the next. A broken client reports through its promise and its
 * `'end'` and `'error'` events; they only end the session the loop waits for, never start another,
 * so at most one connection is open or being opened at any time (docs/operations.md, "Database outages").
 */
/**
 * Ends a client, and within `ms` at the latest: pg's end() waits for the server's goodbye, which a
 * host that accepted the connection and never answered does not send; then its socket is destroyed.
 */
const endWithin = async (client: import('pg').Client, ms: number) => {
  let timer: NodeJS.Timeout | undefined;
  const ended = await Promise.race([
    client.end().then(
      () => true,
      () => true,
    ),
    new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms))),
  ]);
  clearTimeout(timer);
  if (!ended) (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
};

export const postgresTransport = (strapi: Core.Strapi, options: ReconnectOptions = {}): RealtimeTransport => {
  const { baseMs, maxMs, connectTimeoutMs } = { ...RECONNECT_DEFAULTS, ...options };
  /** The client that listens; null while none does. */
  let client: import('pg').Client | null = null;
  /** The client of the session under way, listening or still connecting: stop() ends it. */
  let current: import('pg').Client | null = null;
  let stopped = false;
  let loop: Promise<void> | null = null;
  /** Ends the loop's wait between attempts early (stop). */
  let interruptWait: (() => void) | null = null;
  /** Ends the session under way (stop): pg leaves a connect that is being ended pending for good. */
  let abortSession: (() => void) | null = null;
  let catchUp: NodeJS.Timeout | null = null;

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        interruptWait = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      interruptWait = done;
    });

  /**
   * One connection's life: connect, LISTEN, hear until it ends. `settled` is called once it listens
   * or has failed; resolves whether it listened.
   */
  const session = async (wake: (newest?: number) => void, settled: () => void) => {
    const { Client } = await import('pg');
    if (stopped) return false;
    // The database's own settings (config/database.ts): the connection string and SSL.
    const config = strapi.config.get('database.connection.connection') as import('pg').ClientConfig;
    const next = new Client({ ...config, connectionTimeoutMillis: connectTimeoutMs, keepAlive: true });
    current = next;
    // Either event ends this session; the listener stays on the client, so a late error is no crash.
    const ended = new Promise<void>((resolve) => {
      next.on('end', () => resolve());
      next.on('error', () => resolve());
    });
    const aborted = new Promise<never>((_, reject) => (abortSession = () => reject(new Error('stopped'))));
    aborted.catch(() => undefined);
    let listened = false;
    try {
      await Promise.race([next.connect(), aborted]);
      await Promise.race([next.query(`LISTEN ${CHANNEL}`), aborted]);
      if (stopped) return false;
      listened = true;
      // The payload is the announcer's newest id; an empty one (an older instance) makes the hub look it up.
      next.on('notification', (message) => wake(/^[1-9]\d{0,14}$/.test(message.payload ?? '') ? Number(message.payload) : undefined));
      client = next;
      settled();
      // Events stored while no connection listened.
      wake();
      await Promise.race([ended, aborted]);
    } catch {
      // Refused, timed out or dropped while connecting: the loop waits and tries again.
    } finally {
      abortSession = null;
      client = null;
      current = null;
      await endWithin(next, Math.min(connectTimeoutMs, 1000));
      settled();
    }
    return listened;
  };

  const run = async (wake: (newest?: number) => void, firstSettled: () => void) => {
    let failures = 0;
    while (!stopped) {
      const listened = await session(wake, firstSettled);
      if (stopped) break;
      // A connection that listened and then dropped starts the count again.
      failures = listened ? 1 : failures + 1;
      await wait(reconnectDelay(failures, { baseMs, maxMs }));
    }
  };

  return {
    async announce(newest) {
      await strapi.db.connection.raw('select pg_notify(?, ?)', [CHANNEL, String(newest)]);
    },
    async start(wake) {
      if (loop) return;
      // Resolves after the first attempt, listening or not: readiness says which, and the loop goes on.
      await new Promise<void>((resolve) => {
        loop = run(wake, resolve).finally(resolve);
      });
      catchUp = setInterval(() => wake(), POSTGRES_CATCH_UP_MS);
      catchUp.unref();
    },
    async stop() {
      stopped = true;
      if (catchUp) clearInterval(catchUp);
      interruptWait?.();
      abortSession?.();
      if (current) await endWithin(current, Math.min(connectTimeoutMs, 1000));
      await loop;
    },
    // `client` is set once LISTEN succeeded and cleared when the connection drops.
    listening: () => client !== null,
  };
};

/** LISTEN/NOTIFY on PostgreSQL, polling on SQLite. */
export const transportFor = (strapi: Core.Strapi): RealtimeTransport =>
  strapi.config.get('database.connection.client') === 'postgres' ? postgresTransport(strapi) : pollingTransport();
