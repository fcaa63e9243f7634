import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import type { JobTable } from '../jobs/table-queue';
import { subscriptionIdsOf } from './subscriptions';
import type { WebPushPayload } from './web-push-decisions';

// The Web Push job rows (web_push_jobs; docs/decisions/0027-web-push.md). A chat message writes a
// row with its recipient's subscriptions in the message's transaction; a published post writes a
// row with only the post's id in the publication's transaction, and the worker collects the
// favoriters' subscriptions into rows of at most batchSize. Claimed as the mail outbox's rows are.

const TABLE = 'web_push_jobs';

export type WebPushKind = 'chat' | 'post';

export interface ClaimedJob {
  id: number;
  kind: WebPushKind;
  ref: string;
  payload: WebPushPayload | null;
  /** Subscription ids to send to; null: the post's favoriters are still to be collected, after `cursor`. */
  targets: number[] | null;
  cursor: number;
  attempts: number;
  claim: string;
}

interface JobRow {
  id: number;
  kind: WebPushKind;
  ref: string;
  payload: string | null;
  targets: string | null;
  cursor: number | string;
  attempts: number | string;
}

let wake: () => void = () => undefined;
/** This instance's worker looks at once when a job has committed. */
export const onWebPushJobStored = (listener: () => void) => {
  wake = listener;
};

type Transaction = { trx: Knex.Transaction; onCommit: (cb: () => void) => void };

/**
 * A new chat message notifies the recipients' devices: one row with their subscriptions, inside the
 * caller's transaction (it joins the one that stores the message), none when they have no device.
 */
export const enqueueChatPush = (strapi: Core.Strapi, chatId: string, recipientIds: number[], payload: WebPushPayload, now = Date.now()) =>
  strapi.db.transaction(async ({ trx, onCommit }: Transaction) => {
    const targets = await subscriptionIdsOf(trx, recipientIds);
    if (!targets.length) return;
    await trx(TABLE).insert(newRow('chat', chatId, JSON.stringify(payload), JSON.stringify(targets), now));
    onCommit(() => wake());
  });

/** A published post: a row with just its id, in the publication's transaction; the worker collects. */
export const enqueuePostPush = (strapi: Core.Strapi, postId: string, now = Date.now()) =>
  strapi.db.transaction(async ({ trx, onCommit }: Transaction) => {
    await trx(TABLE).insert(newRow('post', postId, null, null, now));
    onCommit(() => wake());
  });

const newRow = (kind: WebPushKind, ref: string, payload: string | null, targets: string | null, now: number) => ({
  kind,
  ref,
  payload,
  targets,
  cursor: 0,
  status: 'pending',
  attempts: 0,
  available_at: now,
  created_at: now,
});

/** The job rows as a job table: claimed by the job engine (web-push-worker.ts). */
export const WEB_PUSH_JOBS: JobTable<JobRow, ClaimedJob> = {
  table: TABLE,
  columns: ['id', 'kind', 'ref', 'payload', 'targets', 'cursor', 'attempts'],
  parse: (r, claim) => ({
    id: r.id,
    kind: r.kind,
    ref: r.ref,
    payload: r.payload ? (JSON.parse(r.payload) as WebPushPayload) : null,
    targets: r.targets ? (JSON.parse(r.targets) as number[]) : null,
    cursor: Number(r.cursor),
    attempts: Number(r.attempts),
    claim,
  }),
};

/**
 * One collected page of a post's favoriters: a row to send (when any subscription is in it) and the
 * collection's cursor moved past the page, together; nothing when the claim was lost.
 */
export const storeCollectedPage = (strapi: Core.Strapi, job: ClaimedJob, payload: WebPushPayload, targets: number[], cursor: number, now = Date.now()) =>
  strapi.db.transaction(async ({ trx, onCommit }: Transaction) => {
    const moved = await trx(TABLE).where({ id: job.id, claim: job.claim, status: 'sending' }).update({ cursor });
    if (moved !== 1) return false;
    if (targets.length) await trx(TABLE).insert(newRow(job.kind, job.ref, JSON.stringify(payload), JSON.stringify(targets), now));
    if (targets.length) onCommit(() => wake());
    return true;
  });

/**
 * Records an attempt: the row is done, failed, or pending again at `availableAt` with the subscriptions
 * still to try. Nothing when the claim was lost (the lease ran out and another instance took the row).
 */
export const recordJob = async (
  strapi: Core.Strapi,
  job: ClaimedJob,
  outcome: { status: 'done' | 'failed' | 'pending'; targets?: number[]; availableAt?: number; error: string | null; attempted: boolean },
  now = Date.now(),
) =>
  (await strapi.db
    .connection(TABLE)
    .where({ id: job.id, claim: job.claim })
    .update({
      status: outcome.status,
      attempts: job.attempts + (outcome.attempted ? 1 : 0),
      ...(outcome.targets ? { targets: JSON.stringify(outcome.targets) } : {}),
      last_error: outcome.error,
      available_at: outcome.availableAt ?? now,
      lease_until: null,
      claim: null,
      finished_at: outcome.status === 'pending' ? null : now,
    })) === 1;
