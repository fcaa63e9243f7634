import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import type { Core } from '@strapi/strapi';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startJobEngine } from '../src/jobs/engine';
import { holdCheck } from '../src/jobs/hold';
import { tableQueue } from '../src/jobs/table-queue';
import { claimDueRows, type ClaimedRow } from '../src/jobs/claims';
import { holdOutgoing } from '../../scripts/lib/outgoing-hold.mjs';
import { until } from '../../tests/support/waits';
import { withoutFileServer } from '../../tests/support/fileServer';

// The hold after a restore (server/src/jobs/hold.ts) as the job engine meets it, on a real SQLite
// file with the server's migrations: while a hold row is there nothing is claimed, however often
// the engine looks; once it is gone every due job is worked, once.
withoutFileServer();

const load = createRequire(import.meta.url);
const migrations = ['20261220000000-mail-outbox.js', '20261231000000-outgoing-hold.js'].map(
  (name) => load(`../database/migrations/${name}`) as { up(knex: Knex): Promise<void> },
);

let dir: string;
let knex: Knex;
const logs: string[] = [];
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'outgoing-hold-'));
  knex = knexFactory({ client: 'better-sqlite3', connection: { filename: path.join(dir, 'jobs.db') }, useNullAsDefault: true });
  for (const migration of migrations) await migration.up(knex);
});
afterAll(async () => {
  await knex?.destroy();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

it('a held engine claims nothing until the hold is lifted, then works every job once', async () => {
  const strapi = {
    db: { connection: knex, dialect: { client: 'sqlite' } },
    log: { error: (line: string) => logs.push(line), warn: (line: string) => logs.push(line), info: () => undefined },
  } as unknown as Core.Strapi;
  await knex('outgoing_hold').insert({ restore_id: 'R1', held_since: Date.now() });
  const now = Date.now();
  await knex('mail_outbox').insert(
    [1, 2, 3].map((n) => ({
      kind: 'other',
      recipient: `r${n}@example.com`,
      message: '{}',
      status: 'pending',
      attempts: 0,
      available_at: now,
      created_at: now,
    })),
  );

  const worked: number[] = [];
  const check = holdCheck(strapi, '[test]');
  let looked = 0;
  const engine = startJobEngine(strapi, {
    name: '[test]',
    queues: [
      tableQueue<{ id: number; attempts: number }, ClaimedRow>(strapi, {
        table: 'mail_outbox',
        columns: ['id', 'attempts'],
        parse: (row, claim) => ({ id: row.id, attempts: Number(row.attempts), claim }),
        leaseMs: 60_000,
        retryBaseMs: 60_000,
        retryCapMs: 60_000,
        label: (job) => `Auftrag ${job.id}`,
        givenBack: (count) => `[test] ${count} zurückgegeben`,
        work: async (job, claim) => {
          worked.push(job.id);
          if (claim.recording()) await knex('mail_outbox').where({ id: job.id, claim: job.claim }).update({ status: 'sent', claim: null });
        },
      }),
    ],
    concurrency: 1,
    claimSize: 3,
    pollMs: 20,
    stopWaitMs: 1000,
    onHold: async () => {
      looked += 1;
      return check();
    },
  });
  try {
    await until('the engine to look several times', () => looked >= 5);
    expect(worked).toEqual([]);
    expect((await knex('mail_outbox').select('status')).map((row) => row.status)).toEqual(['pending', 'pending', 'pending']);
    expect(logs.filter((line) => line.includes('angehalten seit der Wiederherstellung R1'))).toHaveLength(1);

    await knex('outgoing_hold').delete();
    await until('every job sent', async () => (await knex('mail_outbox').where('status', 'sent').count({ n: '*' }))[0].n === 3);
    expect(worked.sort()).toEqual([1, 2, 3]);
    expect(logs).toContain('[test] freigegeben nach der Wiederherstellung R1.');
  } finally {
    await engine.stop();
  }
});

// A mail that a worker of the backed-up server had claimed when the backup was taken: its lease
// (10 minutes by default) belongs to a process that never runs on the restored database. Released,
// it waited out that lease before anyone sent it (restore-quiet.test.ts waited in vain for it).
it('a restore ends the leases of the backed-up servers: a job claimed at backup time is claimable once released', async () => {
  const strapi = { db: { connection: knex, dialect: { client: 'sqlite' } } } as unknown as Core.Strapi;
  await knex('outgoing_hold').delete();
  await knex('mail_outbox').delete();
  const now = Date.now();
  await knex('mail_outbox').insert({
    kind: 'other',
    recipient: 'mitten-im-versand@example.com',
    message: '{}',
    status: 'sending',
    attempts: 1,
    available_at: now,
    created_at: now,
    lease_until: now + 10 * 60_000,
    claim: 'worker-of-the-backed-up-server',
  });
  expect((await claimDueRows(strapi, 'mail_outbox', ['id'], 10, 60_000)).rows).toEqual([]);

  await holdOutgoing({ sqliteFile: path.join(dir, 'jobs.db') }, { restoreId: 'R2' });
  await knex('outgoing_hold').delete();
  const { rows } = await claimDueRows<{ recipient: string }>(strapi, 'mail_outbox', ['recipient'], 10, 60_000);
  expect(rows).toEqual([{ recipient: 'mitten-im-versand@example.com' }]);
});
