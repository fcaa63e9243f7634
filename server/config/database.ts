import type { Core } from '@strapi/strapi';
import path from 'path';

/** The part of better-sqlite3's connection the pool's setup uses. */
type SqliteConnection = { pragma(source: string): unknown };

// SQLite is the embedded default; DATABASE_URL switches to PostgreSQL.
export default ({ env }: Core.Config.Shared.ConfigParams) => {
  const url = env('DATABASE_URL');
  if (url) {
    return {
      connection: {
        client: 'postgres',
        connection: { connectionString: url, ssl: env.bool('DATABASE_SSL', false) },
        pool: { min: env.int('DATABASE_POOL_MIN', 2), max: env.int('DATABASE_POOL_MAX', 10) },
        acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
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
      // the push worker beside a request) on one file wait for each other less, and a write waits
      // up to the busy timeout for the write lock. Two writes that collide inside their
      // transactions can still fail ("database is locked", answered 503 with Retry-After by
      // middlewares/database-outage.ts): several instances belong on PostgreSQL.
      pool: {
        afterCreate: (connection: SqliteConnection, done: (error: Error | null, connection: SqliteConnection) => void) => {
          connection.pragma('journal_mode = WAL');
          connection.pragma(`busy_timeout = ${env.int('DATABASE_BUSY_TIMEOUT', 15000)}`);
          done(null, connection);
        },
      },
    },
  };
};
