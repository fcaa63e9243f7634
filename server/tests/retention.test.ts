import { createRequire } from 'node:module';
import type { Knex } from 'knex';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RetentionAnswer, RetentionPolicyKey } from '@markenportal/contract';
import type { JobEngine } from '../src/jobs/engine';
import { ensureRuns, startRetentionWorker } from '../src/retention/retention-worker';
import { policyOf, type RetentionPolicy } from '../src/retention/policies';
import { cutoffOf, retentionSettings, type RetentionSettings } from '../src/retention/settings';
import { metrics } from '../src/observability/metrics';
import { instanceOn, jobDatabases, type JobInstance } from '../../tests/support/jobDatabases';
import { fileServer, withFileServerEnv } from '../../tests/support/fileServer';
import { onServerDatabase } from '../../tests/support/serverDatabase';
import { api, DEMO_ACCOUNTS, login } from '../../tests/support/api';
import { sleep, until } from '../../tests/support/waits';

// Retention (server/src/retention/, docs/operations.md "Retention"). First the policies on the plain
// tables and the engine's part — two "instances" (each its own pool and engine) on one database,
// SQLite always and PostgreSQL with TEST_POSTGRES_URL, a fixed clock — then, on this file's server,
// the policies on content types (live events, messages, accounts) and the operators' endpoint.
withFileServerEnv({ RATE_LIMITS_PRUNE_SECONDS: '1' });

const load = createRequire(import.meta.url);
const MIGRATIONS = [
  '20261201000000-push-batches.js',
  '20261210000000-rate-limits.js',
  '20261220000000-mail-outbox.js',
  '20261227000000-web-push.js',
  '20261230000000-push-collections.js',
  '20261231000000-outgoing-hold.js',
  '20270101000000-retention-runs.js',
  '20270101000001-retention-indexes.js',
].map((file) => load(`../database/migrations/${file}`) as { up(knex: Knex): Promise<void> });

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.now();
const PLAIN: RetentionPolicyKey[] = ['sent-mails', 'failed-mails', 'push-collections', 'push-batches', 'web-push-jobs', 'rate-limits', 'sign-in-pacing'];

type Instance = JobInstance;

const settingsFor = (env: Record<string, string> = {}): RetentionSettings => ({
  ...retentionSettings({ RETENTION_SIGN_IN_PACING_DAYS: '1', ...env }),
  pollMs: 50,
  stopWaitMs: 1000,
});
const SETTINGS = settingsFor();
const cutoff = (policy: RetentionPolicyKey) => cutoffOf(SETTINGS.days[policy], NOW);

const started: JobEngine[] = [];
/** Starts retention on `instance` with every run of `policies` due now. */
const runRetention = async (instance: Instance, policies: RetentionPolicy[], settings = SETTINGS) => {
  await ensureRuns(instance.strapi, policies, settings, NOW);
  await instance
    .knex('retention_runs')
    .whereIn(
      'policy',
      policies.map((p) => p.policy),
    )
    .update({ available_at: 0, last_run_at: null, last_deleted: null });
  const engine = startRetentionWorker(instance.strapi, { settings, policies, now: () => NOW });
  started.push(engine);
  return engine;
};
const allRan = (instance: Instance, keys: string[]) =>
  until(
    `every policy ran: ${keys.join(', ')}`,
    async () =>
      !(await instance
        .knex('retention_runs')
        .whereIn('policy', keys)
        .andWhere((q) => q.whereNull('last_run_at').orWhereNot('status', 'pending'))
        .first('id')),
  );

const mail = (label: string, status: string, finishedAt: number | null) => ({
  kind: 'other',
  recipient: `${label}@example.com`,
  message: '{}',
  status,
  available_at: NOW,
  created_at: NOW - 400 * DAY,
  finished_at: finishedAt,
});
const push = (label: number, status: string, createdAt: number) => ({ notification_id: label, status, available_at: NOW, created_at: createdAt });
const webPush = (label: string, status: string, finishedAt: number | null) => ({
  kind: 'chat',
  ref: label,
  status,
  available_at: NOW,
  created_at: NOW - 9 * DAY,
  finished_at: finishedAt,
});
const counter = (label: string, expiresAt: number) => ({ bucket: label, window_start: 0, hits: 1, expires_at: expiresAt });

const DATABASES = jobDatabases('retention');

describe.each(DATABASES)('retention on the job tables (%s)', (_name, open) => {
  let a: Instance;
  let b: Instance;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const database = await open();
    drop = database.drop;
    a = instanceOn(database.config, database.client);
    b = instanceOn(database.config, database.client);
    for (const migration of MIGRATIONS) await migration.up(a.knex);
  });
  afterAll(async () => {
    await a?.knex.destroy();
    await b?.knex.destroy();
    await drop?.();
  });
  afterEach(async () => {
    await Promise.all(started.splice(0).map((engine) => engine.stop()));
    await a.knex('outgoing_hold').delete();
  });
  const labels = async (table: string, column: string) => (await a.knex(table).orderBy('id').pluck(column)).map(String);

  it('deletes what is past its period and nothing else: a second inside stays, a second past goes', async () => {
    const sent = cutoff('sent-mails');
    const failed = cutoff('failed-mails');
    await a
      .knex('mail_outbox')
      .insert([
        mail('sent-past', 'sent', sent - 1000),
        mail('sent-inside', 'sent', sent + 1000),
        mail('failed-past', 'failed', failed - 1000),
        mail('failed-inside', 'failed', failed + 1000),
        mail('failed-at-sent-cutoff', 'failed', sent - 1000),
        mail('pending', 'pending', null),
      ]);
    const pushes = cutoff('push-batches');
    for (const table of ['push_collections', 'push_batches'])
      await a.knex(table).insert([
        { ...push(1, 'done', pushes - 1000), ...(table === 'push_batches' ? { tokens: '[]' } : { audience: '{}' }) },
        { ...push(2, 'done', pushes + 1000), ...(table === 'push_batches' ? { tokens: '[]' } : { audience: '{}' }) },
        { ...push(3, 'pending', pushes - 1000), ...(table === 'push_batches' ? { tokens: '[]' } : { audience: '{}' }) },
      ]);
    const web = cutoff('web-push-jobs');
    await a
      .knex('web_push_jobs')
      .insert([
        webPush('done-past', 'done', web - 1000),
        webPush('failed-past', 'failed', web - 1000),
        webPush('done-inside', 'done', web + 1000),
        webPush('pending', 'pending', null),
      ]);
    // A window's counter goes when it ended; a sign-in pacing row a day (the setting here) after its end.
    await a
      .knex('rate_limits')
      .insert([
        counter('chatMessage:ended', NOW - 1000),
        counter('chatMessage:open', NOW + 1000),
        counter('signInAccount:past', cutoff('sign-in-pacing') - 1000),
        counter('signInAccount:inside', cutoff('sign-in-pacing') + 1000),
      ]);
    await runRetention(
      a,
      PLAIN.map((key) => policyOf(key)!),
    );
    await allRan(a, PLAIN);
    expect(await labels('mail_outbox', 'recipient')).toEqual([
      'sent-inside@example.com',
      'failed-inside@example.com',
      'failed-at-sent-cutoff@example.com',
      'pending@example.com',
    ]);
    expect(await labels('push_collections', 'notification_id')).toEqual(['2', '3']);
    expect(await labels('push_batches', 'notification_id')).toEqual(['2', '3']);
    expect(await labels('web_push_jobs', 'ref')).toEqual(['done-inside', 'pending']);
    expect(await labels('rate_limits', 'bucket')).toEqual(['chatMessage:open', 'signInAccount:inside']);
    const runs = await a
      .knex('retention_runs')
      .whereIn('policy', ['sent-mails', 'rate-limits'])
      .orderBy('policy')
      .select('policy', 'last_deleted', 'available_at');
    expect(runs.map((run) => [run.policy, Number(run.last_deleted), Number(run.available_at)])).toEqual([
      ['rate-limits', 1, NOW + SETTINGS.frequentIntervalMs],
      ['sent-mails', 1, NOW + SETTINGS.intervalMs],
    ]);
  });

  it('deletes a backlog bigger than a batch over several passes, each bounded, and counts them', async () => {
    await a.knex('mail_outbox').delete();
    await a.knex('mail_outbox').insert(Array.from({ length: 25 }, (_, i) => mail(`old-${i}`, 'sent', cutoff('sent-mails') - 1000)));
    const passes: number[] = [];
    const base = policyOf('sent-mails')!;
    const counted: RetentionPolicy = { ...base, remove: async (strapi, ids) => (passes.push(ids.length), base.remove(strapi, ids)) };
    const scrape = async () =>
      Number(/policy="sent-mails"} (\d+)/.exec(await metrics().registry.getSingleMetricAsString('markenportal_retention_deleted_total'))?.[1] ?? 0);
    const before = await scrape();
    await runRetention(a, [counted], settingsFor({ RETENTION_BATCH_SIZE: '10' }));
    await until('the backlog deleted', async () => (await a.knex('mail_outbox').count({ n: '*' }))[0].n == 0 && passes.length === 3);
    await allRan(a, ['sent-mails']);
    expect(passes).toEqual([10, 10, 5]);
    expect(await scrape()).toBe(before + 25);
  });

  it('two instances never run one policy’s pass at once, and delete each row once', async () => {
    await a.knex('mail_outbox').delete();
    await a.knex('mail_outbox').insert(Array.from({ length: 60 }, (_, i) => mail(`old-${i}`, 'sent', cutoff('sent-mails') - 1000)));
    const state = { running: 0, most: 0, deleted: [] as number[], by: new Set<string>() };
    const base = policyOf('sent-mails')!;
    const watched = (who: string): RetentionPolicy => {
      const inside = async <T>(step: () => Promise<T>) => {
        state.running += 1;
        state.most = Math.max(state.most, state.running);
        state.by.add(who);
        try {
          await sleep(20);
          return await step();
        } finally {
          state.running -= 1;
        }
      };
      return {
        ...base,
        due: (strapi, at, limit) => inside(() => base.due(strapi, at, limit)),
        remove: (strapi, ids) => inside(async () => (state.deleted.push(...ids), base.remove(strapi, ids))),
      };
    };
    const settings = settingsFor({ RETENTION_BATCH_SIZE: '5' });
    await Promise.all([runRetention(a, [watched('a')], settings), runRetention(b, [watched('b')], settings)]);
    await until('the backlog deleted', async () => (await a.knex('mail_outbox').count({ n: '*' }))[0].n == 0);
    expect(state.most).toBe(1);
    expect(state.deleted).toHaveLength(60);
    expect(new Set(state.deleted).size).toBe(60);
    await allRan(a, ['sent-mails']);
  });

  it('schedules each policy once, and no later than one interval from a start with a shorter one', async () => {
    const policies = [policyOf('sent-mails')!, policyOf('rate-limits')!];
    await a.knex('retention_runs').delete();
    await ensureRuns(a.strapi, policies, settingsFor({ RETENTION_INTERVAL_SECONDS: '3600', RATE_LIMITS_PRUNE_SECONDS: '60' }), NOW);
    await ensureRuns(b.strapi, policies, settingsFor({ RETENTION_INTERVAL_SECONDS: '7200', RATE_LIMITS_PRUNE_SECONDS: '1' }), NOW);
    const runs = await a.knex('retention_runs').orderBy('policy').select('policy', 'available_at');
    expect(runs.map((run) => [run.policy, Number(run.available_at)])).toEqual([
      ['rate-limits', NOW + 1000],
      ['sent-mails', NOW + 3600_000],
    ]);
  });

  it('deletes nothing while the hold after a restore is in force, and goes on once it is released', async () => {
    await a.knex('mail_outbox').delete();
    await a.knex('mail_outbox').insert([mail('held', 'sent', cutoff('sent-mails') - 1000)]);
    await a.knex('outgoing_hold').insert({ restore_id: 'wiederherstellung-1', held_since: NOW });
    await runRetention(a, [policyOf('sent-mails')!]);
    await until('the hold found', () => a.logs.some((line) => line.includes('[retention] angehalten seit der Wiederherstellung wiederherstellung-1')));
    const run = await a.knex('retention_runs').where('policy', 'sent-mails').first('status', 'last_run_at', 'claim');
    expect([run.status, run.last_run_at, run.claim]).toEqual(['pending', null, null]);
    expect(await labels('mail_outbox', 'recipient')).toEqual(['held@example.com']);
    await a.knex('outgoing_hold').delete();
    await until('deleted after the release', async () => (await labels('mail_outbox', 'recipient')).length === 0);
  });
});

const onDatabase = onServerDatabase;

describe('retention on the content types, and the operators’ view', () => {
  const server = () => fileServer();
  const time = (ms: number) => (server().databaseUrl ? new Date(ms).toISOString() : ms);
  const yes = () => (server().databaseUrl ? true : 1);
  const userId = async (email: string) => (await onDatabase<{ id: number }>(server(), 'SELECT id FROM up_users WHERE email = ?', [email]))[0].id;
  const newMessage = async (text: string, updatedAt: number, sender: number | null) => {
    await onDatabase(server(), 'INSERT INTO messages (document_id, text, created_at, updated_at, published_at) VALUES (?, ?, ?, ?, ?)', [
      `retention-${text}`,
      text,
      time(updatedAt),
      time(updatedAt),
      time(updatedAt),
    ]);
    const [{ id }] = await onDatabase<{ id: number }>(server(), 'SELECT id FROM messages WHERE text = ?', [text]);
    if (sender !== null) await onDatabase(server(), 'INSERT INTO messages_sender_lnk (message_id, user_id) VALUES (?, ?)', [id, sender]);
    await onDatabase(server(), 'INSERT INTO messages_chat_lnk (message_id, chat_id) SELECT ?, MIN(id) FROM chats', [id]);
    return id;
  };
  const texts = async () =>
    (await onDatabase<{ text: string }>(server(), "SELECT text FROM messages WHERE text LIKE 'retention-%' ORDER BY id")).map((r) => r.text);

  it('deletes live events, the messages of erased and of long-blocked accounts, orphaned devices and audit entries past their periods', async () => {
    const now = Date.now();
    const defaults = retentionSettings({}).days;
    const past = (policy: RetentionPolicyKey) => cutoffOf(defaults[policy], now) - 1000;
    // A pass runs within a second or two: "inside" is a minute inside.
    const inside = (policy: RetentionPolicyKey) => cutoffOf(defaults[policy], now) + 60_000;
    for (const [name, at] of [
      ['retention-past', past('realtime-events')],
      ['retention-inside', inside('realtime-events')],
    ] as const)
      await onDatabase(
        server(),
        'INSERT INTO realtime_events (document_id, recipient, name, payload, created_at, updated_at, published_at) VALUES (?, 1, ?, ?, ?, ?, ?)',
        [name, name, '{}', time(at), time(at), time(at)],
      );
    const [longBlocked, recentlyBlocked, active] = await Promise.all(
      ['dr.yilmaz@example.com', 'lena.wagner@example.com', 'jonas.becker@example.com'].map(userId),
    );
    const block = (id: number, since: number) =>
      onDatabase(server(), 'UPDATE up_users SET blocked = ?, access_changed_at = ? WHERE id = ?', [yes(), time(since), id]);
    await block(longBlocked, past('blocked-messages'));
    await block(recentlyBlocked, inside('blocked-messages'));
    const old = now - 1000 * DAY;
    const gone = await newMessage('retention-long-blocked', old, longBlocked);
    await newMessage('retention-recently-blocked', old, recentlyBlocked);
    await newMessage('retention-active', old, active);
    await newMessage('retention-erased-past', past('erased-messages'), null);
    await newMessage('retention-erased-inside', inside('erased-messages'), null);
    await onDatabase(
      server(),
      'INSERT INTO web_push_subscriptions (user_id, endpoint, p256dh, auth, created_at, last_used_at) VALUES (?, ?, ?, ?, ?, ?), (?, ?, ?, ?, ?, ?)',
      [999_999, 'https://push.example/orphan', 'k', 'a', now, now, active, 'https://push.example/kept', 'k', 'a', now, now],
    );
    for (const [label, at] of [
      ['retention-audit-past', past('audit-entries')],
      ['retention-audit-inside', inside('audit-entries')],
    ] as const)
      await onDatabase(
        server(),
        'INSERT INTO audit_entries (document_id, occurred_at, resource, action, record_label, created_at, updated_at, published_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        [label, time(at), 'post', 'update', label, time(at), time(at), time(at)],
      );
    const policies = ['realtime-events', 'erased-messages', 'blocked-messages', 'web-push-subscriptions', 'audit-entries'];
    const placeholders = policies.map(() => '?').join(', ');
    await onDatabase(server(), `UPDATE retention_runs SET available_at = 0, last_run_at = NULL WHERE policy IN (${placeholders})`, policies);
    await until(
      'the passes ran',
      async () => !(await onDatabase(server(), `SELECT id FROM retention_runs WHERE policy IN (${placeholders}) AND last_run_at IS NULL`, policies)).length,
    );

    expect((await onDatabase<{ name: string }>(server(), "SELECT name FROM realtime_events WHERE name LIKE 'retention-%'")).map((r) => r.name)).toEqual([
      'retention-inside',
    ]);
    expect(await texts()).toEqual(['retention-recently-blocked', 'retention-active', 'retention-erased-inside']);
    expect(
      await onDatabase(server(), 'SELECT m.id FROM messages m JOIN messages_sender_lnk l ON l.message_id = m.id WHERE l.user_id = ?', [longBlocked]),
    ).toEqual([]);
    expect(await onDatabase(server(), 'SELECT id FROM messages_chat_lnk WHERE message_id = ?', [gone])).toEqual([]);
    expect(
      (await onDatabase<{ endpoint: string }>(server(), "SELECT endpoint FROM web_push_subscriptions WHERE endpoint LIKE 'https://push.example/%'")).map(
        (r) => r.endpoint,
      ),
    ).toEqual(['https://push.example/kept']);
    expect(
      (await onDatabase<{ label: string }>(server(), "SELECT record_label AS label FROM audit_entries WHERE record_label LIKE 'retention-audit-%'")).map(
        (r) => r.label,
      ),
    ).toEqual(['retention-audit-inside']);
  });

  it('shows operators every period, its setting and the last pass; others get 403', async () => {
    const { status, body } = await api<RetentionAnswer>('/retention', { token: await login(DEMO_ACCOUNTS.operator) });
    expect(status).toBe(200);
    const entry = (policy: RetentionPolicyKey) => body.data.find((e) => e.policy === policy)!;
    expect(body.held).toBe(false);
    expect(body.data).toHaveLength(12);
    expect(entry('realtime-events')).toMatchObject({ days: 1, variable: 'RETENTION_REALTIME_EVENTS_DAYS', active: true, lastDeleted: 1 });
    expect(entry('sent-mails')).toMatchObject({ days: 30, variable: 'RETENTION_SENT_MAILS_DAYS' });
    expect(entry('blocked-messages')).toMatchObject({ days: 730, variable: 'RETENTION_BLOCKED_MESSAGES_DAYS', active: true });
    expect(entry('audit-entries')).toMatchObject({ days: 730, active: true });
    expect(Date.parse(entry('realtime-events').lastRunAt!)).toBeGreaterThan(Date.now() - 5 * 60_000);
    for (const account of [DEMO_ACCOUNTS.brandadmin, DEMO_ACCOUNTS.mitarbeiter, DEMO_ACCOUNTS.sales])
      expect((await api('/retention', { token: await login(account) })).status).toBe(403);
    expect((await api('/retention')).status).toBe(403);
  });
});
