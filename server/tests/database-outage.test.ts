import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../tests/support/api';
import { withoutFileServer } from '../../tests/support/fileServer';
import { postgresAdminUrl, startStrapi, type TestStrapi } from '../../tests/support/strapiServer';

// A server of its own on PostgreSQL, whose database goes away for a moment.
withoutFileServer();

// Found by the soak test (bench/soak.mjs) when it restarted PostgreSQL: users-permissions answers
// every request of a signed-in user 401 while the database does not answer, and the app signs out
// whoever gets a 401. During an outage the answer is a 503 (try again); after it, 200 with the same token.
describe.skipIf(!postgresAdminUrl())('a database outage on PostgreSQL', () => {
  let server: TestStrapi;
  const { api, login } = apiClient(() => server.apiUrl);

  beforeAll(async () => {
    server = await startStrapi({}, { database: 'postgres' });
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('answers a signed-in user and a sign-in 503 with a German message, not 401; the same token works once the database is back', async () => {
    const token = await login(DEMO_ACCOUNTS.brandadmin);
    const mine = () => api('/posts?status=draft&pagination[pageSize]=1', { token });
    expect((await mine()).status).toBe(200);
    const name = new URL(server.databaseUrl ?? '').pathname.slice(1);
    const admin = new pg.Client({ connectionString: postgresAdminUrl() ?? '' });
    await admin.connect();
    try {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]);
      const during = await mine();
      expect(during.status, `${JSON.stringify(during.body)}\n${server.log().slice(-3000)}`).toBe(503);
      expect(during.body.error.message).toBe('Der Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es in einigen Sekunden erneut.');
      const signIn = await api('/auth/local', { method: 'POST', body: { identifier: DEMO_ACCOUNTS.sales, password: DEMO_PASSWORD } });
      expect(signIn.status, JSON.stringify(signIn.body)).toBe(503);
    } finally {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      await admin.end();
    }
    await expect.poll(async () => (await mine()).status, { timeout: 20_000, interval: 250 }).toBe(200);
    // A token that is no token is still refused as such.
    expect((await api('/posts', { token: 'kein-token' })).status).toBe(401);
  });
});
