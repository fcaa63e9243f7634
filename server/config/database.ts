import type { Core } from '@strapi/strapi';
import path from 'path';

/** The part of better-sqlite3's connection the pool's setup uses. */
type SqliteConnection = { pragma(source: string): unknown; prepare(source: string): SqliteStatement };
type SqliteStatement = { reader: boolean; run(...values: unknown[]): unknown };

/** What knex sends to open a transaction on SQLite (knex/lib/dialects/sqlite3/execution/sqlite-transaction.js). */
const DEFERRED_BEGIN = /^\s*BEGIN\s*;?\s*$/i;
const sqliteBusy = (error: unknown) => /^SQLITE_BUSY/.test(String((error as { code?: unknown } | null)?.code ?? ''));

/**
 * Every transaction takes the write lock when it begins (BEGIN IMMEDIATE), waiting up to the busy
 * timeout for it. knex begins a deferred one, which takes the lock at its first write: when another
 * process (a second instance, a backup) wrote since the transaction's first read, that write failed
 * at once with SQLITE_BUSY, the busy timeout notwithstanding, and the request was a 503. knex has no
 * setting for it, so the connection's `prepare` swaps knex's BEGIN. When the lock stays taken beyond
 * the timeout, the transaction begins deferred after all: knex does not pass a failed BEGIN on (the
 * transaction's queries would fail as "already complete", a 500), while a deferred one fails at its
 * first write with SQLITE_BUSY, the 503 of middlewares/database-outage.ts. One connection per
 * instance (knex's pool for SQLite), so the lock is only ever contended by other processes.
 */
const beginImmediate = (connection: SqliteConnection) => {
  const prepare = connection.prepare.bind(connection);
  connection.prepare = (source: string) => {
    if (!DEFERRED_BEGIN.test(source)) return prepare(source);
    const immediate = prepare('BEGIN IMMEDIATE');
    return {
      reader: false,
      run: (...values: unknown[]) => {
        try {
          return immediate.run(...values);
        } catch (error) {
          if (!sqliteBusy(error)) throw error;
          return prepare(source).run(...values);
        }
      },
    };
  };
};

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
