import type { Core } from '@strapi/strapi';
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';

// The claim of the job tables (push_collections, push_batches, mail_outbox, web_push_jobs): rows
// with `status`, `attempts`, `available_at`, `lease_until` and `claim`, times in epoch milliseconds.
// A claim is one conditional UPDATE, so two instances on one database never hold the same row
// (docs/decisions/0015-push-delivery-jobs.md, 0028-job-engine.md).

/** What every claimed row carries: its id, the claim that holds it, and its attempts so far. */
export interface ClaimedRow {
  id: number;
  claim: string;
  attempts: number;
}

const claimable = (q: Knex.QueryBuilder, now: number) =>
  q
    .where((w) => w.where('status', 'pending').andWhere('available_at', '<=', now))
    .orWhere((w) => w.where('status', 'sending').andWhere('lease_until', '<', now));

/**
 * Claims up to `limit` rows of `table` that are due, or whose lease ran out (their instance died),
 * in one UPDATE … RETURNING. The outer condition repeats the claimable test, so a row another
 * instance claimed meanwhile is not taken twice (PostgreSQL re-checks it on the locked row; SQLite
 * runs one writer at a time); on PostgreSQL SKIP LOCKED lets concurrent instances pass each other's rows.
 */
export const claimDueRows = async <Row>(
  strapi: Core.Strapi,
  table: string,
  columns: string[],
  limit: number,
  leaseMs: number,
  now = Date.now(),
): Promise<{ claim: string; rows: Row[] }> => {
  const knex = strapi.db.connection;
  const claim = randomUUID();
  // A read first: an idle poll then takes no write lock (SQLite has one writer for all instances).
  if (!(await claimable(knex(table).select('id'), now).first('id'))) return { claim, rows: [] };
  const candidates = claimable(knex(table).select('id'), now).orderBy('id').limit(limit);
  const update = (q: Knex.QueryBuilder) =>
    q
      .andWhere((w) => claimable(w, now))
      .update({ status: 'sending', lease_until: now + leaseMs, claim })
      .returning(columns) as Promise<Row[]>;
  if (strapi.db.dialect.client !== 'postgres') return { claim, rows: await update(knex(table).whereIn('id', candidates)) };
  // Selected once, in a materialized CTE: as `id IN (subquery)`, PostgreSQL may rescan the locking
  // subquery for every row of a semi-join, and each rescan skips the rows it locked before, so the
  // LIMIT held per scan, not per claim (job-engine.test.ts claimed 5 rows with a limit of 2).
  candidates.forUpdate().skipLocked();
  const rows = await update(knex.withMaterialized('candidates', candidates).from(table).whereIn('id', knex.select('id').from('candidates')));
  return { claim, rows };
};

/** The claims of `rows`, each with its ids: one statement per claim rather than per row. */
const byClaim = (rows: Pick<ClaimedRow, 'id' | 'claim'>[]) => {
  const groups = new Map<string, number[]>();
  for (const { id, claim } of rows) groups.set(claim, [...(groups.get(claim) ?? []), id]);
  return groups;
};

/** Extends the lease of rows still held (a slow push service, a long collection); answers how many still were. */
export const renewLeases = async (strapi: Core.Strapi, table: string, rows: Pick<ClaimedRow, 'id' | 'claim'>[], leaseMs: number, now = Date.now()) => {
  let renewed = 0;
  for (const [claim, ids] of byClaim(rows))
    renewed += await strapi.db
      .connection(table)
      .whereIn('id', ids)
      .andWhere({ claim, status: 'sending' })
      .update({ lease_until: now + leaseMs });
  return renewed;
};

/**
 * Gives claimed rows back at once, due now for any instance (this one is stopping): only rows the
 * claim still holds, so a row recorded or taken over meanwhile is left alone. The attempt counts
 * for nothing: its outcome is unknown. A bounded number of rows (one instance's claims).
 */
export const returnClaimedRows = async (strapi: Core.Strapi, table: string, rows: Pick<ClaimedRow, 'id' | 'claim'>[], now = Date.now()) => {
  let returned = 0;
  for (const [claim, ids] of byClaim(rows))
    returned += await strapi.db
      .connection(table)
      .whereIn('id', ids)
      .andWhere({ claim, status: 'sending' })
      .update({ status: 'pending', available_at: now, lease_until: null, claim: null });
  return returned;
};

/** A row whose work failed is due again at `availableAt`, one attempt more; nothing when the claim was lost. */
export const retryLater = async (strapi: Core.Strapi, table: string, row: ClaimedRow, availableAt: number) =>
  (await strapi.db
    .connection(table)
    .where({ id: row.id, claim: row.claim, status: 'sending' })
    .update({ status: 'pending', attempts: row.attempts + 1, available_at: availableAt, lease_until: null, claim: null })) === 1;

/** Rows due now and not held by anyone: the queue's backlog (GET /metrics). */
export const dueRows = async (strapi: Core.Strapi, table: string, now = Date.now()) => {
  const [{ n }] = (await strapi.db.connection(table).where('status', 'pending').andWhere('available_at', '<=', now).count({ n: '*' })) as {
    n: number | string;
  }[];
  return Number(n);
};
