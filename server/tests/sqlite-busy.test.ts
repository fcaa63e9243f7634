import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, DEMO_ACCOUNTS } from '../../tests/support/api';
import { withoutFileServer } from '../../tests/support/fileServer';
import { startStrapi, type TestStrapi } from '../../tests/support/strapiServer';

// A server of its own on SQLite with a short busy timeout, whose database file another process
// (here: the test, as a second instance on the same file would) holds the write lock of.
withoutFileServer();

const BUSY_TIMEOUT_MS = 1000;
type Sqlite = { exec(sql: string): void; close(): void };
const BetterSqlite = createRequire(new URL('../package.json', import.meta.url))('better-sqlite3') as new (file: string) => Sqlite;

// Several instances belong on PostgreSQL, but two on one SQLite file (or a backup holding the file)
// made a write wait for the lock and then fail with a 500: it is a 503 with Retry-After, so the
// client tries again, and the write goes through once the lock is free.
describe.skipIf(!!process.env.TEST_DATABASE_URL)('a SQLite file locked by another process', () => {
  let server: TestStrapi;
  const { api, login, me } = apiClient(() => server.apiUrl);

  beforeAll(async () => {
    server = await startStrapi({ DATABASE_BUSY_TIMEOUT: String(BUSY_TIMEOUT_MS) });
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('answers a write 503 with a German message while the lock is held beyond the busy timeout, and takes it once it is free', async () => {
    const arzt = await login(DEMO_ACCOUNTS.arzt);
    const sales = (await me(await login(DEMO_ACCOUNTS.sales))).id;
    const chat = (await api('/chats', { token: arzt, method: 'POST', body: { data: { contact: sales } } })).body.data;
    const write = () =>
      fetch(`${server.apiUrl}/chats/${chat.id}/messages`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${arzt}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ data: { text: 'Während der Sperre geschrieben' } }),
      });

    const other = new BetterSqlite(server.dbFile);
    try {
      other.exec('BEGIN IMMEDIATE');
      const during = await write();
      const body = await during.json();
      expect(during.status, `${JSON.stringify(body)}\n${server.log().slice(-2000)}`).toBe(503);
      expect(during.headers.get('retry-after')).toBe('5');
      expect(body.error.message).toBe('Der Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es in einigen Sekunden erneut.');
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
    expect((await write()).status).toBe(201);

    // A lock held shorter than the busy timeout: the write waits for it and goes through. It failed
    // at once while a transaction took the lock only at its first write, after its first read.
    const shortly = new BetterSqlite(server.dbFile);
    shortly.exec('BEGIN IMMEDIATE');
    const waiting = write();
    await new Promise((resolve) => setTimeout(resolve, BUSY_TIMEOUT_MS / 3));
    shortly.exec('ROLLBACK');
    shortly.close();
    const after = await waiting;
    expect(after.status, `${JSON.stringify(await after.json())}\n${server.log().slice(-2000)}`).toBe(201);
  });
});
