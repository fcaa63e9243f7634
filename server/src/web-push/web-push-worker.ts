import type { Core } from '@strapi/strapi';
import { notificationTargets } from '../api/post/services/notification-targets';
import { postReadersAmong } from '../api/favorite/services/post-readers';
import { onWebPushJobStored, recordJob, storeCollectedPage, WEB_PUSH_JOBS, type ClaimedJob } from './web-push-jobs';
import {
  favoriterSubscriptions,
  markUsed,
  removeGoneSubscriptions,
  subscriptionsByIds,
  type FavoriterSubscription,
  type StoredSubscription,
} from './subscriptions';
import { sendWebPush, type PushAnswer } from './push-service';
import { postPayload, retryAfterMs, verdictOf } from './web-push-decisions';
import { vapidDetails, webPushOptions, type WebPushOptions } from './web-push-settings';
import { backoffMs } from '../jobs/backoff';
import { startJobEngine, type JobClaim, type JobEngine } from '../jobs/engine';
import { holdCheck } from '../jobs/hold';
import { oneWorkerPerInstance } from '../jobs/instance-worker';
import { tableQueue } from '../jobs/table-queue';

// The Web Push worker (docs/decisions/0027-web-push.md): a queue of the job engine (jobs/engine.ts),
// which every instance runs from bootstrap to destroy, as the mail worker: it claims a bounded
// number of due job rows, works through them one after another and records each before the next.
// A row that collects a post's favoriters moves its cursor page by page; a row that sends is
// recorded once its pushes have answered. A stop gives back at once what was not finished within
// the grace, a collection at its cursor.

const POST = 'api::post.post';

type PostRow = {
  title?: string | null;
  hideForRepresentative?: boolean | null;
  hideForPTA?: boolean | null;
  brand?: { id: number; documentId: string; name?: string | null } | null;
};

export type WebPushWorker = JobEngine;

/** Runs `task` over `items`, at most `limit` at a time, answers in order. */
const pooled = async <T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> => {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
};

export const startWebPushWorker = (strapi: Core.Strapi, options: WebPushOptions): WebPushWorker => {
  /**
   * A post's favoriters, page by page into rows to send: those who read the brand's posts
   * (access/post-readers.ts), less those the hide flags exclude, as for the FCM pushes.
   */
  const collect = async (job: ClaimedJob, claim: JobClaim) => {
    const post = (await strapi.db.query(POST).findOne({
      where: { documentId: job.ref, publishedAt: { $notNull: true } },
      populate: { brand: { select: ['id', 'documentId', 'name'] } },
    })) as PostRow | null;
    if (!post?.brand) return record(job, claim, { status: 'done', error: null, attempted: false });
    const brand = post.brand.documentId;
    const payload = postPayload(post.brand.name, post.title, job.ref);
    let cursor = job.cursor;
    for (;;) {
      if (!claim.active()) return;
      const page = await favoriterSubscriptions(strapi, post.brand.id, cursor, options.batchSize);
      if (!page.length) return record(job, claim, { status: 'done', error: null, attempted: false });
      const shown = notificationTargets(page, post) as FavoriterSubscription[];
      const readers = await postReadersAmong(
        strapi,
        brand,
        shown.map((s) => s.userId),
      );
      const targets = [...new Set(shown.filter((s) => readers.has(s.userId)).map((s) => s.id))];
      cursor = page[page.length - 1].id;
      if (!(await storeCollectedPage(strapi, job, payload, targets, cursor))) return void strapi.log.warn(`[web-push] Auftrag ${job.id}: Anspruch verloren`);
      if (page.length < options.batchSize) return record(job, claim, { status: 'done', error: null, attempted: false });
    }
  };

  /** Sends the row's pushes, removes the gone subscriptions and records what is left to retry. */
  const send = async (job: ClaimedJob, claim: JobClaim) => {
    const subscriptions = await subscriptionsByIds(strapi, job.targets ?? []);
    const vapid = await vapidDetails(strapi);
    const answers = await pooled(subscriptions, options.concurrency, (s) =>
      job.payload
        ? sendWebPush(vapid, s, job.kind, job.ref, job.payload, options.timeoutMs)
        : Promise.resolve<PushAnswer>({ status: 400, retryAfter: null, error: 'ohne Inhalt' }),
    );
    // Answers at hand are recorded, even by a stopping instance; a row given back meanwhile is not.
    if (!claim.recording()) return void strapi.log.warn(`[web-push] Auftrag ${job.id}: zurückgegeben, späte Antworten verworfen`);
    const attempt = job.attempts + 1;
    const last = attempt >= options.maxAttempts;
    const sent: number[] = [];
    const gone: StoredSubscription[] = [];
    const retry: number[] = [];
    let failed = 0;
    let wait = 0;
    const errors = new Set<string>();
    answers.forEach((answer, i) => {
      const verdict = verdictOf(answer.status);
      if (answer.error) errors.add(answer.error);
      if (verdict === 'sent') sent.push(subscriptions[i].id);
      else if (verdict === 'gone') gone.push(subscriptions[i]);
      else if (verdict === 'retry' && !last) {
        retry.push(subscriptions[i].id);
        wait = Math.max(wait, retryAfterMs(answer.retryAfter, Date.now()) ?? 0);
      } else failed += 1;
    });
    await removeGoneSubscriptions(strapi, gone);
    await markUsed(strapi, sent);
    const error = errors.size ? [...errors].slice(0, 3).join('; ').slice(0, 500) : null;
    if (errors.size) strapi.log.warn(`[web-push] Auftrag ${job.id} (${job.kind} ${job.ref}), Versuch ${attempt}: ${error}`);
    if (retry.length) {
      const availableAt = Date.now() + Math.max(wait, backoffMs(attempt, options.retryBaseMs, options.retryCapMs));
      return record(job, claim, { status: 'pending', targets: retry, availableAt, error, attempted: true });
    }
    return record(job, claim, { status: failed ? 'failed' : 'done', error, attempted: true });
  };

  const record = async (job: ClaimedJob, claim: JobClaim, outcome: Parameters<typeof recordJob>[2]) => {
    if (!claim.recording()) return;
    if (!(await recordJob(strapi, job, outcome))) strapi.log.warn(`[web-push] Auftrag ${job.id}: Anspruch verloren, Ergebnis verworfen`);
  };

  const engine = startJobEngine(strapi, {
    name: '[web-push]',
    queues: [
      tableQueue(strapi, {
        ...WEB_PUSH_JOBS,
        leaseMs: options.leaseMs,
        retryBaseMs: options.retryBaseMs,
        retryCapMs: options.retryCapMs,
        label: (job) => `Auftrag ${job.id} (${job.kind} ${job.ref})`,
        givenBack: (count) => `[web-push] Beenden: ${count} Auftrag/Aufträge zurückgegeben`,
        // The engine renews the claim while the row is worked on: a slow push service does not hand it to another instance.
        work: (job, claim) => (job.targets === null ? collect(job, claim) : send(job, claim)),
      }),
    ],
    concurrency: 1,
    claimSize: options.claimSize,
    pollMs: options.pollMs,
    stopWaitMs: options.stopWaitMs,
    onHold: holdCheck(strapi, '[web-push]'),
  });
  // A job committed in this instance is claimed at once.
  onWebPushJobStored(engine.wake);
  return {
    wake: engine.wake,
    stop: () => {
      onWebPushJobStored(() => undefined);
      return engine.stop();
    },
  };
};

const delivery = oneWorkerPerInstance((strapi) => startWebPushWorker(strapi, webPushOptions()));

/** This instance's worker: started in bootstrap, stopped once in destroy (server/src/index.ts). */
export const startWebPushDelivery = delivery.start;

export const stopWebPushDelivery = delivery.stop;
