import type { Core } from '@strapi/strapi';

type KnexClient = { acquireConnection(): Promise<unknown>; config?: { client?: string } };

/**
 * better-sqlite3 runs each query synchronously, and knex hands the one connection from one waiting
 * query to the next through promises: a burst of requests (a thousand streams opening at once) ran
 * their queries back to back for seconds without giving the event loop a turn, so nothing else was
 * answered, not even /_health (bench/REPORT.md, "Realtime replay under load"). Each query now waits
 * for one turn of the event loop before it takes the connection. PostgreSQL's queries are
 * asynchronous already and are left as they are.
 */
export const giveTheEventLoopTurnsOnSqlite = (strapi: Core.Strapi) => {
  if (strapi.config.get('database.connection.client') === 'postgres') return;
  const client = strapi.db.connection.client as unknown as KnexClient;
  const acquire = client.acquireConnection.bind(client);
  client.acquireConnection = () => new Promise<void>((resolve) => setImmediate(resolve)).then(acquire);
};
