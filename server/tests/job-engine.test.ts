import { createRequire } from 'node:module';
import type { Knex } from 'knex';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startJobEngine, type JobClaim, type JobEngine } from '../src/jobs/engine';
import { tableQueue } from '../src/jobs/table-queue';
import { claimDueRows, type ClaimedRow } from '../src/jobs/claims';
import { jobBacklog } from '../src/jobs/backlog';
import { metrics, setMetricsSources } from '../src/observability/metrics';
import { instanceOn, jobDatabases, type JobInstance } from '../../tests/support/jobDatabases';
import { sleep, until } from '../../tests/support/waits';
import { withoutFileServer } from '../../tests/support/fileServer';

// The job engine itself (server/src/jobs/, docs/decisions/0028-job-engine.md), against a real job
// table (the mail outbox's migration) with two "instances" (each its own connection pool and
// engine) on one database: an SQLite file always, PostgreSQL too when TEST_POSTGRES_URL is set.
withoutFileServer();

const migration = createRequire(import.meta.url)('../database/migrations/20261220000000-mail-outbox.js') as { up(knex: Knex): Promise<void> };
const TABLE = 'mail_outbox';

type Instance = JobInstance;

type Row = { id: number; attempts: number | string };
type Job = ClaimedRow;

/** Every engine a test started: stopped after it, also when it failed. */
const started: JobEngine[] = [];

/** Marks a job sent under its claim, as a queue records its outcome; false when the claim was lost. */
const recordSent = async (instance: Instance, job: Job) =>
  (await instance.knex(TABLE).where({ id: job.id, claim: job.claim }).update({ status: 'sent', lease_until: null, claim: null, finished_at: Date.now() })) ===
  1;

const engineOf = (
  instance: Instance,
  work: (job: Job, claim: JobClaim) => Promise<void>,
  options: { concurrency?: number; claimSize?: number; leaseMs?: number; retryBaseMs?: number; stopWaitMs?: number; pollMs?: number } = {},
): JobEngine => {
  const engine = startJobEngine(instance.strapi, {
    name: '[test]',
    queues: [
      tableQueue<Row, Job>(instance.strapi, {
        table: TABLE,
        columns: ['id', 'attempts'],
        parse: (row, claim) => ({ id: row.id, attempts: Number(row.attempts), claim }),
        leaseMs: options.leaseMs ?? 60_000,
        retryBaseMs: options.retryBaseMs ?? 60_000,
        retryCapMs: 600_000,
        label: (job) => `Auftrag ${job.id}`,
        givenBack: (count) => `[test] ${count} zurückgegeben`,
        work,
      }),
    ],
    concurrency: options.concurrency ?? 1,
    claimSize: options.claimSize ?? 1,
    pollMs: options.pollMs ?? 50,
    stopWaitMs: options.stopWaitMs ?? 1000,
    onHold: async () => false,
  });
  started.push(engine);
  return engine;
};

const insertRows = async (knex: Knex, count: number, now = Date.now()) => {
  const rows = Array.from({ length: count }, (_, i) => ({
    kind: 'other',
    recipient: `r${i}@example.com`,
    message: '{}',
    status: 'pending',
    attempts: 0,
    available_at: now,
    created_at: now,
  }));
  for (let i = 0; i < rows.length; i += 100) await knex(TABLE).insert(rows.slice(i, i + 100));
};

type Stored = { id: number; status: string; attempts: number | string; available_at: number | string; claim: string | null };
const rowsOf = async (knex: Knex) => (await knex(TABLE).orderBy('id').select('id', 'status', 'attempts', 'available_at', 'claim')) as Stored[];

const DATABASES = jobDatabases('job-engine');

describe.each(DATABASES)('the job engine on %s', (_name, open) => {
  let a: Instance;
  let b: Instance;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const database = await open();
    drop = database.drop;
    a = instanceOn(database.config, database.client);
    b = instanceOn(database.config, database.client);
    await migration.up(a.knex);
  });
  afterAll(async () => {
    await a?.knex.destroy();
    await b?.knex.destroy();
    await drop?.();
  });
  afterEach(async () => {
    await Promise.all(started.splice(0).map((engine) => engine.stop()));
  });
  const empty = () => a.knex(TABLE).delete();

  it('two instances work each row exactly once, each at most `concurrency` at a time', async () => {
    await empty();
    await insertRows(a.knex, 120);
    const worked: number[] = [];
    const busiest = new Map<Instance, number>();
    const running = new Map<Instance, number>();
    const workOn = (instance: Instance) => async (job: Job, claim: JobClaim) => {
      running.set(instance, (running.get(instance) ?? 0) + 1);
      busiest.set(instance, Math.max(busiest.get(instance) ?? 0, running.get(instance)!));
      worked.push(job.id);
      await sleep(Math.random() * 10);
      running.set(instance, running.get(instance)! - 1);
      if (claim.recording()) await recordSent(instance, job);
    };
    const engines = [a, b].map((instance) => engineOf(instance, workOn(instance), { concurrency: 3, claimSize: 6 }));
    await until('every row sent', async () => (await rowsOf(a.knex)).every((row) => row.status === 'sent'));
    await Promise.all(engines.map((engine) => engine.stop()));
    expect(worked).toHaveLength(120);
    expect(new Set(worked).size).toBe(120);
    expect(Math.max(...busiest.values())).toBeLessThanOrEqual(3);
  });

  it('a job whose work throws is due again after a backoff with jitter, one attempt more, and not worked meanwhile', async () => {
    await empty();
    await insertRows(a.knex, 1);
    let attempts = 0;
    const engine = engineOf(
      a,
      async () => {
        attempts += 1;
        throw new Error('SMTP weg');
      },
      { retryBaseMs: 60_000 },
    );
    const before = Date.now();
    const row = await until('the row backed off', async () => (await rowsOf(a.knex)).find((r) => r.status === 'pending' && Number(r.attempts) === 1));
    await sleep(300);
    await engine.stop();
    expect(attempts).toBe(1);
    expect(row.claim).toBeNull();
    // Half to all of the base for the first attempt.
    expect(Number(row.available_at)).toBeGreaterThanOrEqual(before + 30_000);
    expect(Number(row.available_at)).toBeLessThanOrEqual(Date.now() + 60_000);
    expect(a.logs.join('\n')).toContain('[test] Auftrag');
  });

  it('a stop gives back at once what it holds unrecorded, and waits for an outcome being written', async () => {
    await empty();
    await insertRows(a.knex, 3);
    const ids = (await rowsOf(a.knex)).map((row) => row.id);
    const hanging: { claim?: JobClaim } = {};
    const late: boolean[] = [];
    // The first row hangs (an SMTP server that never answers); the other two wait for the one slot.
    const engine = engineOf(
      a,
      async (_job, claim) => {
        hanging.claim = claim;
        await sleep(1500);
        late.push(claim.recording());
      },
      { claimSize: 3, stopWaitMs: 200 },
    );
    await until('all three claimed', async () => (await rowsOf(a.knex)).every((row) => row.status === 'sending'));
    const started = Date.now();
    await engine.stop();
    expect(Date.now() - started).toBeLessThan(1000);
    const now = Date.now();
    const rows = await rowsOf(a.knex);
    expect(rows.map((row) => [row.id, row.status, Number(row.attempts), row.claim])).toEqual(ids.map((id) => [id, 'pending', 0, null]));
    expect(rows.every((row) => Number(row.available_at) <= now)).toBe(true);
    expect(a.logs).toContain('[test] 3 zurückgegeben');
    expect(hanging.claim?.held()).toBe(false);
    // Its late answer is not recorded.
    await until('the late answer', () => late.length === 1);
    expect(late).toEqual([false]);

    await empty();
    await insertRows(a.knex, 1);
    const writing = engineOf(
      a,
      async (job, claim) => {
        if (!claim.recording()) return;
        await sleep(500);
        await recordSent(a, job);
      },
      { stopWaitMs: 0 },
    );
    await until('claimed', async () => (await rowsOf(a.knex))[0].status === 'sending');
    await writing.stop();
    expect((await rowsOf(a.knex))[0].status).toBe('sent');
  });

  it('a dead instance’s claim is taken over once its lease ran out; a live one keeps its lease while it works', async () => {
    await empty();
    await insertRows(a.knex, 1);
    // Instance A claims the row and dies: nothing renews its lease.
    const { rows } = await claimDueRows<{ id: number }>(a.strapi, TABLE, ['id'], 10, 1000);
    expect(rows).toHaveLength(1);
    const worked: string[] = [];
    const engine = engineOf(b, async (job, claim) => {
      worked.push(`b:${job.id}`);
      if (claim.recording()) await recordSent(b, job);
    });
    await sleep(500);
    expect(worked).toEqual([]);
    await until('taken over', () => worked.length === 1);
    await engine.stop();

    await empty();
    await insertRows(a.knex, 1);
    const takenOver: number[] = [];
    // A works for three leases' time; B would take the row the moment A's lease ran out.
    const slow = engineOf(
      a,
      async (job, claim) => {
        await sleep(3000);
        if (claim.recording()) await recordSent(a, job);
      },
      { leaseMs: 1000 },
    );
    await until('claimed by A', async () => (await rowsOf(a.knex))[0].status === 'sending');
    const other = engineOf(b, async (job) => void takenOver.push(job.id), { leaseMs: 1000 });
    await until('sent by A', async () => (await rowsOf(a.knex))[0].status === 'sent', 10_000);
    await Promise.all([slow.stop(), other.stop()]);
    expect(takenOver).toEqual([]);
  });

  it('holds at most `claimSize` rows at once, and a wake claims at once rather than at the next poll', async () => {
    await empty();
    await insertRows(a.knex, 5);
    const held: number[] = [];
    const engine = engineOf(
      a,
      async (job, claim) => {
        held.push(Number(((await a.knex(TABLE).where('status', 'sending').count({ n: '*' })) as { n: number | string }[])[0].n));
        if (claim.recording()) await recordSent(a, job);
      },
      { claimSize: 2, pollMs: 60_000 },
    );
    await until('all sent', async () => (await rowsOf(a.knex)).every((row) => row.status === 'sent'));
    expect(held).toEqual([2, 1, 2, 1, 1]);
    await insertRows(a.knex, 1);
    engine.wake();
    await until('the new row sent', async () => (await rowsOf(a.knex)).every((row) => row.status === 'sent'), 2000);
    await engine.stop();
  });

  it('the backlog gauge shows the rows due and not claimed of each running queue', async () => {
    await empty();
    await insertRows(a.knex, 3);
    await insertRows(a.knex, 2, Date.now() + 3_600_000);
    const scrape = async () =>
      (await metrics().registry.getSingleMetricAsString('markenportal_job_backlog')).split('\n').filter((line) => !line.startsWith('#'));
    setMetricsSources({ jobBacklog });
    const engine = engineOf(a, () => new Promise(() => undefined), { pollMs: 60_000, claimSize: 1, stopWaitMs: 0 });
    await until('one claimed', async () => (await rowsOf(a.knex)).some((row) => row.status === 'sending'));
    expect(await scrape()).toEqual([`markenportal_job_backlog{queue="${TABLE}"} 2`]);
    await engine.stop();
    setMetricsSources({});
  });
});
