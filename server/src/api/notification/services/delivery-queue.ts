import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { batchesOf, type Settled, type TokenResult } from './delivery-outcomes';
import { storageNames } from '../../../storage-names';
import type { JobTable } from '../../../jobs/table-queue';

// The push delivery queue in the database (docs/decisions/0015-push-delivery-jobs.md): the table
// push_batches (server/database/migrations/20261201000000-push-batches.js) and the counts on the
// notification record. Every instance's job engine claims batches here (jobs/claims.ts); a claim is
// one conditional UPDATE, so two instances on one database never hold the same batch.

const TABLE = 'push_batches';
const NOTIFICATION = 'api::notification.notification';
const USER = 'plugin::users-permissions.user';

export interface ClaimedBatch {
  id: number;
  notificationId: number;
  tokens: string[];
  results: Record<string, TokenResult>;
  attempts: number;
  claim: string;
}

interface BatchRow {
  id: number;
  notification_id: number;
  tokens: string;
  results: string;
  attempts: number | string;
  claim: string;
}

const knexOf = (strapi: Core.Strapi) => strapi.db.connection;

/** Writes the batches of a new notification record; runs inside the publishing transaction (`trx`). */
export const insertBatches = async (trx: Knex.Transaction, notificationId: number, tokens: string[], batchSize: number, now = Date.now()) => {
  const rows = batchesOf(tokens, batchSize).map((batch) => ({
    notification_id: notificationId,
    tokens: JSON.stringify(batch),
    results: '{}',
    status: 'pending',
    attempts: 0,
    available_at: now,
    created_at: now,
  }));
  // Bounded statements: SQLite allows some thousand parameters per statement.
  for (const chunk of batchesOf(rows, 100)) await trx(TABLE).insert(chunk);
};

/** The batches as a job table: claimed by the job engine (delivery-worker.ts). */
export const BATCHES: JobTable<BatchRow, ClaimedBatch> = {
  table: TABLE,
  columns: ['id', 'notification_id', 'tokens', 'results', 'attempts', 'claim'],
  parse: (r) => ({
    id: r.id,
    notificationId: r.notification_id,
    tokens: JSON.parse(r.tokens) as string[],
    results: JSON.parse(r.results) as Record<string, TokenResult>,
    attempts: Number(r.attempts),
    claim: r.claim,
  }),
};

/** Marks the notification records of `ids` as being sent (their first batch was claimed). */
export const markSending = async (strapi: Core.Strapi, ids: number[]) => {
  const n = storageNames(strapi, NOTIFICATION);
  await knexOf(strapi)(n.table)
    .whereIn('id', ids)
    .andWhere(n.column('state'), 'pending')
    .update({ [n.column('state')]: 'sending' });
};

/**
 * Records one attempt at a batch, in one transaction: the per-token results (so a later claim
 * sends only what is left), the cleared tokens, the record's counts and, with its last batch, its
 * state `done`. The batch goes back to `pending` at `retryAt` while tokens are left. Nothing is
 * written when the claim was lost (the lease ran out and another instance took the batch).
 */
export const releaseBatch = async (strapi: Core.Strapi, batch: ClaimedBatch, settled: Settled, retryAt: number | null): Promise<boolean> => {
  const n = storageNames(strapi, NOTIFICATION);
  const u = storageNames(strapi, USER);
  return strapi.db.transaction(async ({ trx }: { trx: Knex.Transaction }) => {
    const results = { ...batch.results, ...settled.results };
    const done = retryAt === null;
    const updated = await trx(TABLE)
      .where({ id: batch.id, claim: batch.claim })
      .update({
        results: JSON.stringify(results),
        status: done ? 'done' : 'pending',
        attempts: batch.attempts + 1,
        available_at: retryAt ?? Date.now(),
        lease_until: null,
        claim: null,
      });
    if (updated !== 1) return false;
    for (const tokens of batchesOf(settled.removed, 500))
      await trx(u.table)
        .whereIn(u.column('fcmToken'), tokens)
        .update({ [u.column('fcmToken')]: null });
    // Updating the record first locks its row: two instances finishing its last two batches at
    // once take turns, and the second one's check below sees the first one's batch as done.
    await trx(n.table)
      .where('id', batch.notificationId)
      .increment({ [n.column('sent')]: settled.counts.sent, [n.column('failed')]: settled.counts.failed, [n.column('removedTokens')]: settled.counts.removed });
    const open = await trx(TABLE).where('notification_id', batch.notificationId).andWhereNot('status', 'done').first('id');
    if (!open)
      await trx(n.table)
        .where('id', batch.notificationId)
        .update({ [n.column('state')]: 'done' });
    return true;
  });
};

/** The message's content: the record's spec fields (only these columns: the record's token list can be long). */
export const messageOf = async (strapi: Core.Strapi, notificationId: number) =>
  (await strapi.db.query(NOTIFICATION).findOne({ where: { id: notificationId }, select: ['brandName', 'postTitle', 'postType', 'postId'] })) as {
    brandName: string;
    postTitle: string;
    postType: string;
    postId: string;
  } | null;

/** The batches not yet done, by status: the queue's depth (GET /metrics). */
export const outboxDepth = async (strapi: Core.Strapi): Promise<Record<string, number>> => {
  const rows = (await knexOf(strapi)(TABLE).whereNot('status', 'done').groupBy('status').select('status').count({ n: '*' })) as {
    status: string;
    n: number | string;
  }[];
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
};
