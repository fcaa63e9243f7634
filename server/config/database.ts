import type { Core } from '@strapi/strapi';
import path from 'path';
import { beginImmediate, type SqliteLockConnection } from '../src/sqlite-lock';

/** The part of better-sqlite3's connection the pool's setup uses. */
type SqliteConnection = SqliteLockConnection & { pragma(source: string): unknown };

// SQLite is the embedded default; DATABASE_URL switches to PostgreSQL.
export default ({ env }: Core.Config.Shared.ConfigParams) => {
  const url = env('DATABASE_URL');
  if (url) {
    // Every connection is bounded (docs/operations.md, "Database outages"): at most POOL_MAX per
    // instance (plus the realtime listener's one), a request waits at most CONNECTION_TIMEOUT for
    // one, opening one gives up after CREATE_TIMEOUT, and an idle one is closed after IDLE_TIMEOUT.
    // While the database is away a request fails at once (knex rejects the waiting request on the
    // failed attempt) and is answered 503 by middlewares/database-outage.ts.
    const createTimeout = env.int('DATABASE_CREATE_TIMEOUT', 5000);
    return {
      connection: {
        client: 'postgres',
        connection: {
          connectionString: url,
          ssl: env.bool('DATABASE_SSL', false),
          // pg's own bound on opening a connection, so that a socket given up on is closed too.
          connectionTimeoutMillis: createTimeout,
          // A connection whose peer vanished (a failover, a dropped network) is noticed.
          keepAlive: true,
        },
        pool: {
          min: env.int('DATABASE_POOL_MIN', 0),
          max: env.int('DATABASE_POOL_MAX', 10),
          createTimeoutMillis: createTimeout,
          idleTimeoutMillis: env.int('DATABASE_IDLE_TIMEOUT', 30000),
        },
        acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 10000),
      },
    };
  }
  return {
    connection: {
      client: 'sqlite',
      connection: {
        filename: path.resolve(process.cwd(), env('DATABASE_FILENAME', '.tmp/data.db')),
      },
      useNullAsDefault: true,
      // Write-ahead log: readers and the writer do not block each other, so several instances (or
      // a backup) on one file wait for each other less, and a write or a transaction waits up to
      // the busy timeout for the write lock (beginImmediate). Beyond it, "database is locked" is
      // answered 503 with Retry-After (middlewares/database-outage.ts): several instances under
      // load belong on PostgreSQL.
      pool: {
        afterCreate: (connection: SqliteConnection, done: (error: Error | null, connection: SqliteConnection) => void) => {
          connection.pragma('journal_mode = WAL');
          connection.pragma(`busy_timeout = ${env.int('DATABASE_BUSY_TIMEOUT', 15000)}`);
          beginImmediate(connection);
          done(null, connection);
        },
      },
    },
  };
};
