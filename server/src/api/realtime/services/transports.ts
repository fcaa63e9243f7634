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

/**
 * PostgreSQL: LISTEN/NOTIFY. A NOTIFY after each stored event wakes every instance's hub; one
 * connection per instance listens, and comes back by itself when it drops.
 */
export const postgresTransport = (strapi: Core.Strapi): RealtimeTransport => {
  let client: import('pg').Client | null = null;
  let stopped = false;
  let catchUp: NodeJS.Timeout | null = null;

  const listen = async (wake: (newest?: number) => void) => {
    const { Client } = await import('pg');
    // The database's own settings (config/database.ts): the connection string and SSL.
    const config = strapi.config.get('database.connection.connection') as import('pg').ClientConfig;
    const next = new Client(config);
    const retry = () => {
      next.removeAllListeners();
      next.end().catch(() => undefined);
      if (client === next) client = null;
      if (!stopped) setTimeout(() => void listen(wake).catch(retry), 1000).unref();
    };
    // The payload is the announcer's newest id; an empty one (an older instance) makes the hub look it up.
    next.on('notification', (message) => wake(/^[1-9]\d{0,14}$/.test(message.payload ?? '') ? Number(message.payload) : undefined));
    next.on('error', retry);
    next.on('end', retry);
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    client = next;
    // Events stored while no connection listened.
    wake();
  };

  return {
    async announce(newest) {
      await strapi.db.connection.raw('select pg_notify(?, ?)', [CHANNEL, String(newest)]);
    },
    async start(wake) {
      await listen(wake);
      catchUp = setInterval(() => wake(), POSTGRES_CATCH_UP_MS);
      catchUp.unref();
    },
    async stop() {
      stopped = true;
      if (catchUp) clearInterval(catchUp);
      const current = client;
      client = null;
      current?.removeAllListeners();
      await current?.end().catch(() => undefined);
    },
    // `client` is set once LISTEN succeeded and cleared when the connection drops.
    listening: () => client !== null,
  };
};

/** LISTEN/NOTIFY on PostgreSQL, polling on SQLite. */
export const transportFor = (strapi: Core.Strapi): RealtimeTransport =>
  strapi.config.get('database.connection.client') === 'postgres' ? postgresTransport(strapi) : pollingTransport();
