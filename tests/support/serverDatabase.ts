import Database from 'better-sqlite3';
import pg from 'pg';
import type { TestStrapi } from './strapiServer';

/**
 * SQL on a test server's own database, as no API may (what it stores as secrets, rows older than
 * any API writes): `?` placeholders on both SQLite and PostgreSQL; answers the rows a read returns.
 */
export const onServerDatabase = async <T>(server: Pick<TestStrapi, 'dbFile' | 'databaseUrl'>, sql: string, values: unknown[] = []): Promise<T[]> => {
  if (server.databaseUrl) {
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    try {
      let n = 0;
      const { rows } = await client.query(
        sql.replace(/\?/g, () => `$${++n}`),
        values,
      );
      return rows as T[];
    } finally {
      await client.end();
    }
  }
  const db = new Database(server.dbFile, { timeout: 10_000 });
  try {
    const statement = db.prepare(sql);
    return (statement.reader ? statement.all(...values) : (statement.run(...values), [])) as T[];
  } finally {
    db.close();
  }
};
