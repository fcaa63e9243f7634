import type { Core } from '@strapi/strapi';
import type { PushSender, PushResponse } from '../../post/services/push-sender';
import { settle } from './delivery-outcomes';
import { BATCHES, markSending, messageOf, releaseBatch, type ClaimedBatch } from './delivery-queue';
import { COLLECTIONS, collectRecipients, type ClaimedCollection } from './recipient-collection';
import { countPushOutcomes } from '../../../observability/metrics';
import { envNumber } from '../../../env-number';
import { backoffMs, withRetries } from '../../../jobs/backoff';
import { startJobEngine, type JobClaim, type JobEngine } from '../../../jobs/engine';
import { holdCheck } from '../../../jobs/hold';
import { tableQueue } from '../../../jobs/table-queue';

// The push delivery worker (docs/decisions/0015-push-delivery-jobs.md): two queues of the job
// engine (jobs/engine.ts), which every Strapi instance runs from bootstrap to destroy, at most
// `concurrency` jobs at a time: a collection (a published post's recipients, written as its
// batches) or a batch, which it sends with one sendEach call and whose result per token it records
// before it lets the batch go. A job whose instance died is claimed again once its lease has run
// out; one whose instance stops is finished within a grace or given back at once
// (docs/architecture.md, "Stopping").

export interface DeliveryOptions {
  /** Tokens per batch: one sendEach call (FCM takes up to 500). */
  batchSize: number;
  /** Batches this instance sends at the same time. */
  concurrency: number;
  /** How long a claim holds; renewed while the batch is being sent. */
  leaseMs: number;
  /** How often the worker looks for due batches (publishing in this instance wakes it at once). */
  pollMs: number;
  retryBaseMs: number;
  retryCapMs: number;
  /** Attempts per token before a retryable answer counts as failed. */
  maxAttempts: number;
  /** How long stopping waits for the batches in flight before it gives them back (at most 7 s: the stop's deadline is 9 s). */
  stopWaitMs: number;
}

export const deliveryOptions = (env: NodeJS.ProcessEnv = process.env): DeliveryOptions => ({
  batchSize: Math.min(500, envNumber(env.PUSH_BATCH_SIZE, 500)),
  concurrency: envNumber(env.PUSH_CONCURRENCY, 4),
  leaseMs: envNumber(env.PUSH_LEASE_MS, 60_000, 1000),
  pollMs: envNumber(env.PUSH_POLL_MS, 1000, 10),
  retryBaseMs: envNumber(env.PUSH_RETRY_BASE_MS, 5000, 0),
  retryCapMs: envNumber(env.PUSH_RETRY_CAP_MS, 600_000, 0),
  maxAttempts: envNumber(env.PUSH_MAX_ATTEMPTS, 6),
  stopWaitMs: Math.min(7000, envNumber(env.PUSH_STOP_WAIT_MS, 5000, 0)),
});

export type DeliveryWorker = JobEngine;

export const startDeliveryWorker = (strapi: Core.Strapi, send: PushSender, options: DeliveryOptions): DeliveryWorker => {
  const sendBatch = async (batch: ClaimedBatch, claim: JobClaim) => {
    const message = await messageOf(strapi, batch.notificationId);
    const pending = batch.tokens.filter((t) => !(t in batch.results));
    // Given back while the message was read: nothing was sent.
    if (!claim.held()) return;
    let responses: PushResponse[];
    if (!message) {
      responses = pending.map(() => ({ success: false, code: 'push/record-missing', message: 'Benachrichtigung gelöscht' }));
    } else {
      const collapseKey = `post-${message.postId}`;
      const data = { postId: String(message.postId), postType: String(message.postType ?? '') };
      try {
        responses = pending.length
          ? await send(pending.map((token) => ({ token, title: message.brandName ?? '', body: message.postTitle ?? '', data, collapseKey })))
          : [];
      } catch (error) {
        // The whole call failed (network, credentials): every token of the batch is tried again.
        strapi.log.warn(`[push] Versand fehlgeschlagen: ${(error as Error).message}`);
        responses = pending.map(() => ({ success: false, code: 'push/send-failed', message: (error as Error).message }));
      }
    }
    const attempt = batch.attempts + 1;
    const settled = settle(pending, responses, attempt >= options.maxAttempts);
    const retryAt = settled.retry ? Date.now() + backoffMs(attempt, options.retryBaseMs, options.retryCapMs) : null;
    // Given back by a stop while FCM had not answered: another instance sends it; this answer is dropped.
    if (!claim.recording()) return void strapi.log.warn(`[push] Teil ${batch.id}: zurückgegeben, späte Antwort verworfen`);
    // The pushes are out: their results must be written, or a later claim would send them again.
    if (!(await withRetries(() => releaseBatch(strapi, batch, settled, retryAt))))
      strapi.log.warn(`[push] Teil ${batch.id}: Anspruch verloren, Ergebnis verworfen`);
    // Counted once recorded: a lost claim's results were discarded, and another instance counts them.
    else countPushOutcomes({ ...settled.counts, retry: settled.retry });
  };

  /** A published post's recipients, written as its batches; a failure is tried again after the engine's backoff. */
  const collect = async (job: ClaimedCollection) => {
    // A collection given back by a stop writes nothing: its final write checks the claim.
    if (!(await collectRecipients(strapi, job, options.batchSize))) strapi.log.warn(`[push] Empfänger ${job.id}: Anspruch verloren, nichts geschrieben`);
  };

  const retry = { leaseMs: options.leaseMs, retryBaseMs: options.retryBaseMs, retryCapMs: options.retryCapMs };
  return startJobEngine(strapi, {
    name: '[push]',
    // One collection per claim: it holds a slot while it reads the favoriters.
    queues: [
      tableQueue(strapi, {
        ...COLLECTIONS,
        ...retry,
        claimLimit: 1,
        label: (job) => `Empfänger der Benachrichtigung ${job.notificationId}`,
        givenBack: (count) => `[push] Beenden: ${count} Empfängerermittlung(en) zurückgegeben`,
        work: collect,
      }),
      tableQueue(strapi, {
        ...BATCHES,
        ...retry,
        label: (batch) => `Teil ${batch.id}`,
        givenBack: (count) => `[push] Beenden: ${count} Teil(e) ohne Antwort von FCM zurückgegeben`,
        claimed: (batches) => markSending(strapi, [...new Set(batches.map((b) => b.notificationId))]),
        work: sendBatch,
      }),
    ],
    concurrency: options.concurrency,
    claimSize: options.concurrency,
    pollMs: options.pollMs,
    stopWaitMs: options.stopWaitMs,
    onHold: holdCheck(strapi, '[push]'),
  });
};
