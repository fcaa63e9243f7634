import type { Core } from '@strapi/strapi';
import type { PushSender, PushResponse } from '../../post/services/push-sender';
import { backoffMs, envNumber, settle } from './delivery-outcomes';
import { claimBatches, markSending, messageOf, releaseBatch, renewLease, type ClaimedBatch } from './delivery-queue';
import { claimCollections, collectRecipients, renewCollectionLease, retryCollection, type ClaimedCollection } from './recipient-collection';
import { countPushOutcomes } from '../../../observability/metrics';

// The push delivery worker (docs/decisions/0015-push-delivery-jobs.md). Every Strapi instance runs
// one, from bootstrap to destroy. It claims due jobs from the database, at most `concurrency` at a
// time: a collection (a published post's recipients, written as its batches) or a batch, which it
// sends with one sendEach call and whose result per token it records before it lets the batch go.
// A job whose instance died is claimed again once its lease has run out.

const RELEASE_TRIES = 5;

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
  /** How long stopping waits for the batches in flight. */
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
  stopWaitMs: envNumber(env.PUSH_STOP_WAIT_MS, 8000, 0),
});

export interface DeliveryWorker {
  /** Look for due batches now (after a publish in this instance). */
  wake(): void;
  /** No new claims; waits up to stopWaitMs for the batches in flight to be recorded. */
  stop(): Promise<void>;
}

export const startDeliveryWorker = (strapi: Core.Strapi, send: PushSender, options: DeliveryOptions): DeliveryWorker => {
  const inFlight = new Set<Promise<void>>();
  let stopping = false;
  let claiming = false;
  let again = false;

  const sendBatch = async (batch: ClaimedBatch) => {
    const message = await messageOf(strapi, batch.notificationId);
    const pending = batch.tokens.filter((t) => !(t in batch.results));
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
    // The pushes are out: their results must be written, or a later claim would send them again.
    // A busy database (SQLite's one writer) gets a few more tries before the lease decides.
    for (let attempt = 1; ; attempt++) {
      try {
        if (!(await releaseBatch(strapi, batch, settled, retryAt))) strapi.log.warn(`[push] Teil ${batch.id}: Anspruch verloren, Ergebnis verworfen`);
        // Counted once recorded: a lost claim's results were discarded, and another instance counts them.
        else countPushOutcomes({ ...settled.counts, retry: settled.retry });
        return;
      } catch (error) {
        if (attempt >= RELEASE_TRIES) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** attempt));
      }
    }
  };

  /** A published post's recipients, written as its batches; tried again later when that fails. */
  const collect = async (job: ClaimedCollection) => {
    const heartbeat = setInterval(() => void renewCollectionLease(strapi, job, options.leaseMs).catch(() => undefined), Math.max(500, options.leaseMs / 3));
    try {
      if (!(await collectRecipients(strapi, job, options.batchSize))) strapi.log.warn(`[push] Empfänger ${job.id}: Anspruch verloren, nichts geschrieben`);
    } catch (error) {
      strapi.log.error(`[push] Empfänger der Benachrichtigung ${job.notificationId} nicht ermittelt: ${(error as Error).message}`);
      const retryAt = Date.now() + backoffMs(job.attempts + 1, options.retryBaseMs, options.retryCapMs);
      // Unrecorded: the lease runs out and the collection is claimed again.
      await retryCollection(strapi, job, retryAt).catch(() => undefined);
    } finally {
      clearInterval(heartbeat);
    }
  };

  const run = async (batch: ClaimedBatch) => {
    // The lease is renewed while FCM answers (its own retries of a 503 can take a while).
    const heartbeat = setInterval(() => void renewLease(strapi, batch, options.leaseMs).catch(() => undefined), Math.max(500, options.leaseMs / 3));
    try {
      await sendBatch(batch);
    } catch (error) {
      // Unrecorded: the lease runs out and the batch is claimed again.
      strapi.log.error(`[push] Teil ${batch.id} nicht abgeschlossen: ${(error as Error).message}`);
    } finally {
      clearInterval(heartbeat);
    }
  };

  /** Fills the free slots with due batches; called on wake, on the poll and when a batch ends. */
  const fill = async () => {
    if (claiming) {
      again = true;
      return;
    }
    claiming = true;
    try {
      do {
        again = false;
        const free = options.concurrency - inFlight.size;
        if (stopping || free <= 0) break;
        // One collection at a time per claim: it holds a slot while it reads the favoriters.
        const jobs = await claimCollections(strapi, 1, options.leaseMs);
        const claimed = free > jobs.length ? await claimBatches(strapi, free - jobs.length, options.leaseMs) : [];
        if (claimed.length) await markSending(strapi, [...new Set(claimed.map((b) => b.notificationId))]);
        const tasks = [...jobs.map((job) => () => collect(job)), ...claimed.map((batch) => () => run(batch))];
        for (const start of tasks) {
          const task: Promise<void> = start().finally(() => {
            inFlight.delete(task);
            void fill();
          });
          inFlight.add(task);
        }
      } while (again);
    } catch (error) {
      if (!stopping) strapi.log.error(`[push] Zustellung: ${(error as Error).message}`);
    } finally {
      claiming = false;
    }
  };

  const poll = setInterval(() => void fill(), options.pollMs);
  void fill();

  return {
    wake: () => void fill(),
    async stop() {
      stopping = true;
      clearInterval(poll);
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, options.stopWaitMs)));
      await Promise.race([Promise.allSettled([...inFlight]), waited]);
      clearTimeout(timer);
    },
  };
};
