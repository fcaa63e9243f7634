import type { Core } from '@strapi/strapi';
import type { PushSender, PushResponse } from '../../post/services/push-sender';
import { backoffMs, envNumber, settle } from './delivery-outcomes';
import { claimBatches, markSending, messageOf, releaseBatch, renewLease, returnBatches, type ClaimedBatch } from './delivery-queue';
import { claimCollections, collectRecipients, renewCollectionLease, retryCollection, returnCollections, type ClaimedCollection } from './recipient-collection';
import { countPushOutcomes } from '../../../observability/metrics';

// The push delivery worker (docs/decisions/0015-push-delivery-jobs.md). Every Strapi instance runs
// one, from bootstrap to destroy. It claims due jobs from the database, at most `concurrency` at a
// time: a collection (a published post's recipients, written as its batches) or a batch, which it
// sends with one sendEach call and whose result per token it records before it lets the batch go.
// A job whose instance died is claimed again once its lease has run out; one whose instance stops
// is finished within a grace or given back at once (docs/architecture.md, "Stopping").

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

export interface DeliveryWorker {
  /** Look for due batches now (after a publish in this instance). */
  wake(): void;
  /** No new claims; waits up to stopWaitMs for the batches in flight to be recorded, then gives back the rest. */
  stop(): Promise<void>;
}

/** A claimed batch of this instance: waiting for a slot (only while stopping), at FCM, or its results being written. */
interface Held {
  batch: ClaimedBatch;
  phase: 'waiting' | 'sending' | 'recording';
  task?: Promise<void>;
  heartbeat?: NodeJS.Timeout;
}

export const startDeliveryWorker = (strapi: Core.Strapi, send: PushSender, options: DeliveryOptions): DeliveryWorker => {
  const inFlight = new Set<Promise<void>>();
  /** The batches this instance holds a claim on; a batch given back is removed, and its late answer is not recorded. */
  const held = new Map<number, Held>();
  /** The collections this instance is writing; a stop gives them back. */
  const collections = new Map<number, ClaimedCollection>();
  let stopping = false;
  let claiming: Promise<void> | null = null;
  let again = false;

  const sendBatch = async (batch: ClaimedBatch) => {
    const message = await messageOf(strapi, batch.notificationId);
    const pending = batch.tokens.filter((t) => !(t in batch.results));
    // Given back while the message was read: nothing was sent.
    if (!held.has(batch.id)) return;
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
    const entry = held.get(batch.id);
    // Given back by a stop while FCM had not answered: another instance sends it; this answer is dropped.
    if (!entry) return void strapi.log.warn(`[push] Teil ${batch.id}: zurückgegeben, späte Antwort verworfen`);
    entry.phase = 'recording';
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
      // A collection given back by a stop writes nothing: its final write checks the claim.
      if (!(await collectRecipients(strapi, job, options.batchSize))) strapi.log.warn(`[push] Empfänger ${job.id}: Anspruch verloren, nichts geschrieben`);
    } catch (error) {
      strapi.log.error(`[push] Empfänger der Benachrichtigung ${job.notificationId} nicht ermittelt: ${(error as Error).message}`);
      const retryAt = Date.now() + backoffMs(job.attempts + 1, options.retryBaseMs, options.retryCapMs);
      // Unrecorded: the lease runs out and the collection is claimed again.
      await retryCollection(strapi, job, retryAt).catch(() => undefined);
    } finally {
      clearInterval(heartbeat);
      collections.delete(job.id);
    }
  };

  const run = async (entry: Held) => {
    const { batch } = entry;
    entry.phase = 'sending';
    // The lease is renewed while FCM answers (its own retries of a 503 can take a while).
    entry.heartbeat = setInterval(() => void renewLease(strapi, batch, options.leaseMs).catch(() => undefined), Math.max(500, options.leaseMs / 3));
    try {
      await sendBatch(batch);
    } catch (error) {
      // Unrecorded: the lease runs out and the batch is claimed again.
      strapi.log.error(`[push] Teil ${batch.id} nicht abgeschlossen: ${(error as Error).message}`);
    } finally {
      clearInterval(entry.heartbeat);
      held.delete(batch.id);
    }
  };

  /** Gives back every batch not being recorded: due at once for any instance, never sent twice by this one. */
  const giveBack = async () => {
    const writing = [...collections.values()];
    collections.clear();
    if (writing.length) strapi.log.warn(`[push] Beenden: ${await returnCollections(strapi, writing)} Empfängerermittlung(en) zurückgegeben`);
    const open = [...held.values()].filter((entry) => entry.phase !== 'recording');
    for (const entry of open) {
      held.delete(entry.batch.id);
      clearInterval(entry.heartbeat);
    }
    if (!open.length) return;
    const returned = await returnBatches(
      strapi,
      open.map((entry) => entry.batch),
    );
    strapi.log.warn(`[push] Beenden: ${returned} Teil(e) ohne Antwort von FCM zurückgegeben`);
  };

  /** Fills the free slots with due batches; called on wake, on the poll and when a batch ends. */
  const claimAndRun = async () => {
    do {
      again = false;
      const free = options.concurrency - inFlight.size;
      if (stopping || free <= 0) break;
      // One collection at a time per claim: it holds a slot while it reads the favoriters.
      const jobs = await claimCollections(strapi, 1, options.leaseMs);
      for (const job of jobs) collections.set(job.id, job);
      const claimed = free > jobs.length ? await claimBatches(strapi, free - jobs.length, options.leaseMs) : [];
      for (const batch of claimed) held.set(batch.id, { batch, phase: 'waiting' });
      // A stop that came during the claim gives these back unsent.
      if (stopping) break;
      if (claimed.length) await markSending(strapi, [...new Set(claimed.map((b) => b.notificationId))]);
      if (stopping) break;
      for (const job of jobs) {
        const task: Promise<void> = collect(job).finally(() => {
          inFlight.delete(task);
          fill();
        });
        inFlight.add(task);
      }
      for (const batch of claimed) {
        const entry = held.get(batch.id);
        if (!entry) continue;
        const task: Promise<void> = run(entry).finally(() => {
          inFlight.delete(task);
          fill();
        });
        entry.task = task;
        inFlight.add(task);
      }
    } while (again);
  };
  const fill = () => {
    if (claiming) {
      again = true;
      return;
    }
    claiming = claimAndRun()
      .catch((error: Error) => {
        if (!stopping) strapi.log.error(`[push] Zustellung: ${error.message}`);
      })
      .finally(() => {
        claiming = null;
      });
  };

  const poll = setInterval(fill, options.pollMs);
  fill();

  return {
    wake: fill,
    async stop() {
      stopping = true;
      clearInterval(poll);
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, options.stopWaitMs)));
      await Promise.race([Promise.allSettled([...inFlight, claiming]), waited]);
      clearTimeout(timer);
      await claiming;
      await giveBack();
      // Results already at hand are written (a short transaction; the stop's deadline bounds it).
      await Promise.allSettled([...held.values()].map((entry) => entry.task));
    },
  };
};
