import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import pg from 'pg';
import { apiClient, DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../tests/support/api';
import { postgresAdminUrl, startStrapi, StartOptions, TestStrapi } from '../../tests/support/strapiServer';
import { withoutFileServer } from '../../tests/support/fileServer';

// Servers of its own with the rate limits on.
withoutFileServer();

// The rate limits (docs/security.md, "Rate limits") over real HTTP, on two instances that share one
// database, with small numbers. Every other test server runs with RATE_LIMITS=false. On one SQLite
// file always, and on PostgreSQL when the machine has one (TEST_POSTGRES_URL; .ci/run starts it).
const DATABASES: [string, StartOptions][] = [
  [process.env.TEST_DATABASE_URL ? 'TEST_DATABASE_URL' : 'SQLite', {}],
  ...(postgresAdminUrl() ? [['PostgreSQL', { database: 'postgres' }] as [string, StartOptions]] : []),
];
// Each database's servers are their own, but the suites run one after the other: two instances on
// one SQLite file collide on writes (a 503 to the client, middlewares/database-outage.ts) more
// often while the PostgreSQL suite loads the same two cores. The tests within a suite run in order.
const SIDE_BY_SIDE = { concurrent: false };
const WINDOW_SECONDS = 10;
const LIMITS = {
  chatMessage: `3/${WINDOW_SECONDS}s`,
  chatRead: `1/${WINDOW_SECONDS}s`,
  invitation: `1/${WINDOW_SECONDS}s`,
  consent: `1/${WINDOW_SECONDS}s`,
  upload: `1/${WINDOW_SECONDS}s`,
  export: `1/${WINDOW_SECONDS}s`,
  publish: `1/${WINDOW_SECONDS}s`,
  signIn: `3/${WINDOW_SECONDS}s`,
  signInIp: `100/${WINDOW_SECONDS}s`,
  passwordForgot: `2/${WINDOW_SECONDS}s`,
  passwordForgotIp: `100/${WINDOW_SECONDS}s`,
  passwordReset: `1/${WINDOW_SECONDS}s`,
  emailConfirmationIp: `1/${WINDOW_SECONDS}s`,
  webPushSubscription: `1/${WINDOW_SECONDS}s`,
};
const PTA = 'pta@example.com';
// Two processes on one SQLite file: a transaction that reads, then writes, fails at once ("database
// is locked") while the other process writes. The push worker's claim (a write each second) would
// hit the chat's transaction now and then; nothing here sends pushes. Nor is anything pruned here
// (the pruning has a server of its own below).
const SERVER_ENV = { RATE_LIMITS: JSON.stringify(LIMITS), PUSH_POLL_MS: '600000', RATE_LIMITS_PRUNE_SECONDS: '3600' };

/** Runs SQL on the servers' database itself, as no API may. */
const onDatabase = async <T>(server: TestStrapi, sql: string, values: unknown[] = []): Promise<T[]> => {
  if (server.databaseUrl) {
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    let n = 0;
    const numbered = sql.replace(/\?/g, () => `$${++n}`);
    const { rows } = await client.query(numbered, values);
    await client.end();
    return rows as T[];
  }
  const db = new Database(server.dbFile, { timeout: 10_000 });
  const statement = db.prepare(sql);
  const rows = (statement.reader ? statement.all(...values) : (statement.run(...values), [])) as T[];
  db.close();
  return rows;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/**
 * Waits for the start of a fresh window (windows are fixed, from the epoch), so a burst falls in one:
 * at least 7 of its 10 seconds left. A test that follows one that waited for a window to end finds
 * the next one just begun and need not wait a whole window more.
 */
const freshWindow = async () => {
  const into = Date.now() % (WINDOW_SECONDS * 1000);
  if (into > 3000) await sleep(WINDOW_SECONDS * 1000 - into + 100);
};

type Answer = { status: number; retryAfter: string | null; body: { error?: { status?: number; name?: string; message?: string } } | null };
const call = async (
  server: TestStrapi,
  path: string,
  { token, method = 'POST', body }: { token?: string; method?: string; body?: unknown } = {},
): Promise<Answer> => {
  const response = await fetch(`${server.apiUrl}${path}`, {
    method,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // An export that goes through answers CSV.
  const json = response.headers.get('content-type')?.includes('json');
  // A server error is never an answer here: show what the server logged.
  if (response.status >= 500) throw new Error(`${path}: ${response.status}\n${server.log().slice(-3000)}`);
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: json ? await response.json() : null };
};

/** A 429 in Strapi's error format, with the seconds until the window frees in the header and the German text. */
const expectRefused = (answer: Answer) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(429);
  const seconds = Number(answer.retryAfter);
  expect(seconds).toBeGreaterThanOrEqual(2);
  expect(seconds).toBeLessThanOrEqual(WINDOW_SECONDS);
  expect(answer.body?.error).toMatchObject({ status: 429, name: 'RateLimitError' });
  expect(answer.body?.error?.message).toBe(`Zu viele Anfragen. Bitte versuchen Sie es in ${seconds} Sekunden erneut.`);
  return seconds;
};

describe.each(DATABASES)('rate limits shared by two instances on one database (%s)', SIDE_BY_SIDE, (_name, options) => {
  let a: TestStrapi;
  let b: TestStrapi;
  const onA = apiClient(() => a.apiUrl);
  let sales: string;
  let arzt: string;
  let admin: string;
  let chatId: string;

  beforeAll(async () => {
    a = await startStrapi(SERVER_ENV, options);
    b = await startStrapi(SERVER_ENV, { joining: a });
    sales = await onA.login(DEMO_ACCOUNTS.sales);
    arzt = await onA.login(DEMO_ACCOUNTS.arzt);
    admin = await onA.login(DEMO_ACCOUNTS.brandadmin);
    const arztId = (await onA.me(arzt)).id as number;
    chatId = (await onA.api('/chats', { token: sales, method: 'POST', body: { data: { contact: arztId } } })).body.data.id as string;
  });
  afterAll(async () => {
    await b?.stop();
    await a?.stop();
  });

  it.sequential('refuses the message over the limit with 429, Retry-After and a German message, counted across instances; the window frees', async () => {
    const send = (server: TestStrapi, token: string, text: string) => call(server, `/chats/${chatId}/messages`, { token, body: { data: { text } } });
    await freshWindow();
    expect((await send(a, sales, 'eins')).status).toBe(201);
    expect((await send(b, sales, 'zwei')).status).toBe(201);
    expect((await send(a, sales, 'drei')).status).toBe(201);
    // The fourth, on either instance, is one too many.
    const refused = await send(b, sales, 'vier');
    const seconds = expectRefused(refused);
    expectRefused(await send(a, sales, 'vier'));
    // Another account is unaffected, in the same chat.
    expect((await send(b, arzt, 'Antwort')).status).toBe(201);
    // Once the window has ended, messages go through again.
    await sleep(seconds * 1000 + 200);
    expect((await send(a, sales, 'vier, später')).status).toBe(201);
  });

  it.sequential('limits sign-in per address and the password reset mails per address, on every instance', async () => {
    const signIn = (server: TestStrapi, identifier: string) => call(server, '/auth/local', { body: { identifier, password: DEMO_PASSWORD } });
    await freshWindow();
    expect((await signIn(a, PTA)).status).toBe(200);
    expect((await signIn(b, PTA.toUpperCase())).status).toBe(200);
    expect((await signIn(a, ` ${PTA}`)).status).not.toBe(429);
    expectRefused(await signIn(b, PTA));
    // Another address from the same IP signs in.
    expect((await signIn(b, DEMO_ACCOUNTS.brandviewer)).status).toBe(200);

    const forgot = (server: TestStrapi, email: string) => call(server, '/auth/forgot-password', { body: { email } });
    expect((await forgot(a, PTA)).status).toBe(200);
    expect((await forgot(b, PTA)).status).toBe(200);
    // Past the limit per address only the mails stop, so that nobody locks the owner out
    // (account-links.test.ts reads them); the answer stays the same.
    expect((await forgot(a, PTA)).status).toBe(200);
    expect((await forgot(a, DEMO_ACCOUNTS.brandviewer)).status).toBe(200);
  });

  it.sequential('counts every limited route before its other guards (limit 1: the second call is a 429)', async () => {
    const routes: [string, { token?: string; method?: string; body?: unknown }][] = [
      [`/chats/${chatId}/read`, { token: sales }],
      ['/invitations/unbekannt/resend', { token: admin }],
      ['/upload', { token: admin, body: {} }],
      ['/exports/posts', { token: admin, method: 'GET' }],
      ['/posts/unbekannt/publish', { token: admin }],
      ['/auth/reset-password', { body: { code: 'falsch', password: 'Neu12345!', passwordConfirmation: 'Neu12345!' } }],
      ['/web-push/subscriptions', { token: sales, body: {} }],
      ['/auth/send-email-confirmation', { body: { email: 'niemand@example.com' } }],
      ['/links/connect', { token: arzt, body: { data: {} } }],
    ];
    await freshWindow();
    for (const [path, options] of routes) {
      expect((await call(a, path, options)).status, path).not.toBe(429);
      expectRefused(await call(b, path, options));
    }
    // Creating an invitation shares the bucket of sending one again; scheduling that of publishing
    // now; withdrawing a consent that of giving one.
    expectRefused(await call(a, '/invitations', { token: admin, body: { data: {} } }));
    expectRefused(await call(b, '/consents/unbekannt/withdraw', { token: arzt }));
    expectRefused(
      await call(b, '/publisher/actions', {
        token: admin,
        body: { data: { entityId: 'unbekannt', entitySlug: 'api::post.post', mode: 'publish', executeAt: new Date(Date.now() + 3600_000).toISOString() } },
      }),
    );
  });
});

describe.each(DATABASES)('rate limit counters (%s)', SIDE_BY_SIDE, (_name, options) => {
  let server: TestStrapi;
  beforeAll(async () => {
    server = await startStrapi({ RATE_LIMITS: 'true', RATE_LIMITS_PRUNE_SECONDS: '1' }, options);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it.sequential('deletes the counters of windows that have ended, and keeps those of windows still open', async () => {
    const now = Date.now();
    await onDatabase(server, 'INSERT INTO rate_limits (bucket, window_start, hits, expires_at) VALUES (?, ?, 1, ?), (?, ?, 1, ?)', [
      'test:ended',
      now - 120_000,
      now - 60_000,
      'test:open',
      now,
      now + 3600_000,
    ]);
    const buckets = async () =>
      (await onDatabase<{ bucket: string }>(server, "SELECT bucket FROM rate_limits WHERE bucket LIKE 'test:%'")).map((r) => r.bucket);
    const deadline = Date.now() + 20_000;
    while ((await buckets()).includes('test:ended') && Date.now() < deadline) await sleep(500);
    expect(await buckets()).toEqual(['test:open']);
  });
});
