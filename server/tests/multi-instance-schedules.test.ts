import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import pg from 'pg';
import { apiClient, DEMO_ACCOUNTS } from '../../tests/support/api';
import { postgresAdminUrl, startStrapi, StartOptions, TestStrapi } from '../../tests/support/strapiServer';
import { withoutFileServer } from '../../tests/support/fileServer';

// Several instances of its own on one database.
withoutFileServer();

// Several instances on one database (decision 0017): every scheduled action runs exactly once,
// including those that no instance's timer holds. Always on one SQLite file, and on PostgreSQL when
// the machine has one (TEST_POSTGRES_URL; .ci/run starts it).
const DATABASES: [string, StartOptions][] = [
  [process.env.TEST_DATABASE_URL ? 'TEST_DATABASE_URL' : 'SQLite', {}],
  ...(postgresAdminUrl() ? [['PostgreSQL', { database: 'postgres' }] as [string, StartOptions]] : []),
];
// Each database's instances are their own, so the suites run side by side (their waits for timers
// overlap); the tests within a suite run one after another, in order (it.sequential).
const SIDE_BY_SIDE = { concurrent: true };
// A short sweep keeps the waits short; info shows which instance ran or skipped an action.
const SERVER_ENV = { SCHEDULE_SWEEP_SECONDS: '2', STRAPI_LOG_LEVEL: 'info' };
const DEADLINE = 90_000;

const inSeconds = (s: number) => new Date(Date.now() + s * 1000);
const waitUntil = async (what: string, check: () => Promise<boolean> | boolean, timeoutMs = DEADLINE, evidence: () => string = () => '') => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${what}: not within ${timeoutMs} ms${evidence()}`);
};
/** On a failed wait for timers: what each instance's scheduler logged about the action. */
const schedulerLines = (servers: Record<string, TestStrapi>, actionId: string) => () =>
  Object.entries(servers)
    .map(
      ([name, server]) =>
        `\n${name}: ${server
          .log()
          .split('\n')
          .filter((line) => line.includes(actionId) || /publisher|action/i.test(line))
          .slice(-12)
          .join('\n   ')}`,
    )
    .join('');
/** What an instance's claim did with an action (extensions/publisher/claimed-publication.ts). */
const outcome = (server: TestStrapi, actionId: string) =>
  server.log().match(new RegExp(`Aktion ${actionId} \\([^)]*\\) (ausgeführt|übersprungen|nicht ausgeführt)`))?.[1];
/** The plugin's timer on an instance reached the action: it claimed it or not, found it gone, or failed. */
const timerFired = (server: TestStrapi, actionId: string) =>
  !!outcome(server, actionId) || [`Action ${actionId} no longer exists`, `Error executing action ${actionId}`].some((line) => server.log().includes(line));

/** Sets an action's time in the database itself, as no API may: a time in the past that no timer holds. */
const setExecuteAt = async (server: TestStrapi, actionId: string, executeAt: Date) => {
  if (server.databaseUrl) {
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    await client.query('UPDATE actions SET execute_at = $1 WHERE document_id = $2', [executeAt, actionId]);
    await client.end();
    return;
  }
  const db = new Database(server.dbFile, { timeout: 10_000 });
  // Strapi's SQLite driver stores a datetime as milliseconds.
  db.prepare('UPDATE actions SET execute_at = ? WHERE document_id = ?').run(executeAt.getTime(), actionId);
  db.close();
};

describe.each(DATABASES)('scheduled actions with two instances on one database (%s)', SIDE_BY_SIDE, (_name, options) => {
  let a: TestStrapi;
  let b: TestStrapi;
  let c: TestStrapi | undefined;
  const onA = apiClient(() => a.apiUrl);
  const onB = apiClient(() => b.apiUrl);
  let admin: string;
  let operator: string;
  let cardiovia: string;

  const draftPost = async (title: string) => {
    const { status, body } = await onA.api('/posts', { token: admin, method: 'POST', body: { data: { title, type: 'news', brand: cardiovia } } });
    expect(status, JSON.stringify(body)).toBe(201);
    return body.data.documentId as string;
  };
  const schedule = async (api: typeof onA.api, postId: string, executeAt: Date) => {
    const response = await api('/publisher/actions', {
      token: admin,
      method: 'POST',
      body: { data: { entityId: postId, entitySlug: 'api::post.post', mode: 'publish', executeAt: executeAt.toISOString() } },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.data.documentId as string;
  };
  const move = async (api: typeof onA.api, actionId: string, executeAt: Date) =>
    expect((await api(`/publisher/actions/${actionId}`, { token: admin, method: 'PUT', body: { data: { executeAt: executeAt.toISOString() } } })).status).toBe(
      200,
    );
  const actionsOf = async (postId: string) =>
    (await onA.api(`/publisher/actions?filters[entityId][$eq]=${postId}`, { token: admin })).body.data as { documentId: string; executeAt: string }[];
  const isLive = async (postId: string) => (await onA.api(`/posts/${postId}`, { token: await onA.login(DEMO_ACCOUNTS.sales) })).status === 200;
  const logOf = async (postId: string) =>
    ((await onA.api(`/posts/${postId}?status=draft`, { token: admin })).body.data.log as { action: string; by: string }[]).map((e) => `${e.action}:${e.by}`);
  const notificationsOf = async (postId: string) =>
    (await onA.api(`/notifications?filters[postId][$eq]=${postId}`, { token: operator })).body.data as unknown[];

  /** Published once: live, one `published` entry in its log, one notification record, no action left. */
  const expectPublishedOnce = async (postId: string) => {
    await waitUntil(`${postId} live`, () => isLive(postId));
    // The notification is written after the publication commits.
    await waitUntil(`notification for ${postId}`, async () => (await notificationsOf(postId)).length > 0);
    expect((await logOf(postId)).filter((e) => e.startsWith('published:'))).toEqual(['published:scheduler']);
    expect(await notificationsOf(postId)).toHaveLength(1);
    expect(await actionsOf(postId)).toEqual([]);
  };

  beforeAll(async () => {
    a = await startStrapi(SERVER_ENV, options);
    b = await startStrapi(SERVER_ENV, { joining: a });
    admin = await onA.login(DEMO_ACCOUNTS.brandadmin);
    operator = await onA.login(DEMO_ACCOUNTS.operator);
    cardiovia = (await onA.api('/brands?filters[name][$eq]=Cardiovia', { token: operator })).body.data[0].documentId;
  }, 300_000);

  afterAll(async () => {
    await c?.stop();
    await b?.stop();
    await a?.stop();
  });

  it.sequential(
    'an action whose timer both instances hold runs once: one publication, one log entry, one notification',
    async () => {
      const postId = await draftPost('Einmal, auf zwei Servern');
      const at = inSeconds(10);
      const actionId = await schedule(onA.api, postId, at);
      // Stored through A, moved to the same time through B: each instance has set its own timer.
      await move(onB.api, actionId, at);
      await expectPublishedOnce(postId);
      // Each timer that fires claims or skips. Strapi's cron may drop a one-shot timer that fires late on
      // a busy machine (the sweep is there for that, decision 0017), so the wait for both is bounded.
      await waitUntil('both timers fired', () => timerFired(a, actionId) && timerFired(b, actionId), 20_000).catch(() => undefined);
      const outcomes = [outcome(a, actionId), outcome(b, actionId)].filter(Boolean);
      expect(outcomes.filter((o) => o === 'ausgeführt').length, schedulerLines({ a, b }, actionId)()).toBeLessThanOrEqual(1);
      expect(await logOf(postId)).toContain('published:scheduler');
    },
    180_000,
  );

  it.sequential(
    'a timer left on another instance by a move does not run the action at its old time',
    async () => {
      const postId = await draftPost('Verschoben auf später');
      const actionId = await schedule(onB.api, postId, inSeconds(6));
      const later = inSeconds(3600);
      await move(onA.api, actionId, later);
      // B's timer still fires at the old time and finds the action not due (or, late on a busy machine,
      // Strapi's cron drops it): well after the old time, nothing ran.
      await waitUntil('B’s old timer fired', () => timerFired(b, actionId), 30_000).catch(() => undefined);
      expect([undefined, 'übersprungen'], schedulerLines({ b }, actionId)()).toContain(outcome(b, actionId));
      expect(await isLive(postId)).toBe(false);
      expect((await actionsOf(postId)).map((x) => x.executeAt)).toEqual([later.toISOString()]);
      expect(await logOf(postId)).not.toContain('published:scheduler');
    },
    180_000,
  );

  it.sequential(
    'an action due that no timer holds, as a boot can leave it, is run by the sweep',
    async () => {
      const postId = await draftPost('Beim Start verpasst');
      // A's timer is an hour away; setting the time back is what the plugin's boot pass leaves when
      // the action falls due between its reading the actions and setting their timers.
      const actionId = await schedule(onA.api, postId, inSeconds(3600));
      await setExecuteAt(a, actionId, new Date(Date.now() - 1000));
      await expectPublishedOnce(postId);
      expect([outcome(a, actionId), outcome(b, actionId)]).toContain('ausgeführt');
    },
    180_000,
  );

  it.sequential(
    'an action whose instance goes down before its time is run by the other instance’s sweep',
    async () => {
      const postId = await draftPost('Server weg, Beitrag trotzdem live');
      // Only B holds the timer: A booted before the action existed.
      const actionId = await schedule(onB.api, postId, inSeconds(5));
      await b.down();
      await expectPublishedOnce(postId);
      expect(outcome(a, actionId)).toBe('ausgeführt');
    },
    180_000,
  );

  it.sequential(
    'an instance with CRON_ENABLED=false runs no action, not even one it stored; the others do',
    async () => {
      c = await startStrapi({ ...SERVER_ENV, CRON_ENABLED: 'false' }, { joining: a });
      const onC = apiClient(() => c!.apiUrl);
      const postId = await draftPost('Nur die anderen planen');
      const actionId = await schedule(onC.api, postId, inSeconds(5));
      await expectPublishedOnce(postId);
      expect(outcome(a, actionId)).toBe('ausgeführt');
      expect(c.log()).not.toContain(actionId);
    },
    300_000,
  );
});
