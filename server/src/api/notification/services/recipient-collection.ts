import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { audienceTokens, type Audience } from '../../post/services/favoriters';
import type { JobTable } from '../../../jobs/table-queue';
import { storageNames } from '../../../storage-names';
import { insertBatches } from './delivery-queue';

// The first step of a push delivery job (docs/decisions/0015-push-delivery-jobs.md): the table
// push_collections (server/database/migrations/20261230000000-push-collections.js). Publishing
// writes one row with the notification record; a worker of any instance claims it, finds the
// tokens the post reaches and writes the record's batches. The audience is stored once, in them.

const TABLE = 'push_collections';
const NOTIFICATION = 'api::notification.notification';

export interface ClaimedCollection {
  id: number;
  notificationId: number;
  audience: Audience;
  attempts: number;
  claim: string;
}

interface CollectionRow {
  id: number;
  notification_id: number;
  audience: string;
  attempts: number | string;
  claim: string;
}

/** Writes the job of a new notification record; runs inside the publishing transaction (`trx`). */
export const insertCollection = async (trx: Knex.Transaction, notificationId: number, audience: Audience, now = Date.now()) => {
  await trx(TABLE).insert({
    notification_id: notificationId,
    audience: JSON.stringify(audience),
    status: 'pending',
    attempts: 0,
    available_at: now,
    created_at: now,
  });
};

/** The collections as a job table: claimed by the job engine (delivery-worker.ts), a failed one retried after a backoff. */
export const COLLECTIONS: JobTable<CollectionRow, ClaimedCollection> = {
  table: TABLE,
  columns: ['id', 'notification_id', 'audience', 'attempts', 'claim'],
  parse: (r) => ({
    id: r.id,
    notificationId: r.notification_id,
    audience: JSON.parse(r.audience) as Audience,
    attempts: Number(r.attempts),
    claim: r.claim,
  }),
};

/**
 * Finds the tokens the post reaches (in pages, outside any transaction) and writes, in one
 * transaction, the record's batches, its `recipients` (and `done` when there are none) and the
 * job as done. The job's row is updated first and only under this claim: an instance that lost its
 * claim writes nothing, and of two that collected, the batches of one only are kept.
 */
export const collectRecipients = async (strapi: Core.Strapi, job: ClaimedCollection, batchSize: number): Promise<boolean> => {
  const tokens = await audienceTokens(strapi, job.audience);
  const n = storageNames(strapi, NOTIFICATION);
  return strapi.db.transaction(async ({ trx }: { trx: Knex.Transaction }) => {
    const updated = await trx(TABLE)
      .where({ id: job.id, claim: job.claim })
      .update({ status: 'done', attempts: job.attempts + 1, lease_until: null, claim: null });
    if (updated !== 1) return false;
    await insertBatches(trx, job.notificationId, tokens, batchSize);
    await trx(n.table)
      .where('id', job.notificationId)
      .update({ [n.column('recipients')]: tokens.length, ...(tokens.length ? {} : { [n.column('state')]: 'done' }) });
    return true;
  });
};
