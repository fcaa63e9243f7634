import type { Core } from '@strapi/strapi';
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';

// The claim of the database queues (push_batches, mail_outbox): rows with `status`, `available_at`,
// `lease_until` and `claim`, times in epoch milliseconds. A claim is one conditional UPDATE, so two
// instances on one database never hold the same row (docs/decisions/0015-push-delivery-jobs.md).

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
  if (strapi.db.dialect.client === 'postgres') candidates.forUpdate().skipLocked();
  const rows = (await knex(table)
    .whereIn('id', candidates)
    .andWhere((q) => claimable(q, now))
    .update({ status: 'sending', lease_until: now + leaseMs, claim })
    .returning(columns)) as Row[];
  return { claim, rows };
};

/**
 * Gives claimed rows back at once, due now for any instance (this one is stopping): only rows the
 * claim still holds, so a row recorded or taken over meanwhile is left alone. The attempt counts
 * for nothing: its outcome is unknown. A bounded number of rows (one instance's claims).
 */
export const returnClaimedRows = async (strapi: Core.Strapi, table: string, rows: { id: number; claim: string }[], now = Date.now()) => {
  let returned = 0;
  for (const { id, claim } of rows)
    returned += await strapi.db
      .connection(table)
      .where({ id, claim, status: 'sending' })
      .update({ status: 'pending', available_at: now, lease_until: null, claim: null });
  return returned;
};
