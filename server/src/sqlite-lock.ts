// SQLite's one write lock, shared by every process on the file (config/database.ts): how a
// transaction takes it, and how its refusal is recognised (middlewares/database-outage.ts).

type SqliteStatement = { reader: boolean; run(...values: unknown[]): unknown };
/** The part of better-sqlite3's connection that beginImmediate wraps. */
export type SqliteLockConnection = { prepare(source: string): SqliteStatement };

/** What knex sends to open a transaction on SQLite (knex/lib/dialects/sqlite3/execution/sqlite-transaction.js). */
const DEFERRED_BEGIN = /^\s*BEGIN\s*;?\s*$/i;
/**
 * SQLite's write lock held by another process (a second instance on the file, a backup) beyond the
 * busy timeout (config/database.ts).
 */
export const sqliteBusy = (error: unknown) => /^SQLITE_BUSY/.test(String((error as { code?: unknown } | null)?.code ?? ''));

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
export const beginImmediate = (connection: SqliteLockConnection) => {
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
