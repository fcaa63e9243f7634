import type { Core } from '@strapi/strapi';
import { backoffMs } from '../api/notification/services/delivery-outcomes';
import { notificationTargets } from '../api/post/services/notification-targets';
import { claimJobs, onWebPushJobStored, recordJob, renewLease, returnJobs, storeCollectedPage, type ClaimedJob } from './web-push-jobs';
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

// The Web Push worker (docs/decisions/0027-web-push.md). Every instance runs one, from bootstrap to
// destroy, as the mail worker: it claims a bounded number of due job rows, works through them one
// after another and records each before the next. A row that collects a post's favoriters moves
// its cursor page by page; a row that sends is recorded once its pushes have answered. A stop
// gives back at once what was not finished within the grace.

const POST = 'api::post.post';

type PostRow = {
  title?: string | null;
  hideForRepresentative?: boolean | null;
  hideForPTA?: boolean | null;
  brand?: { id: number; name?: string | null } | null;
};

export interface WebPushWorker {
  wake(): void;
  stop(): Promise<void>;
}

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
  let stopping = false;
  let running: Promise<void> | null = null;
  let again = false;
  let claiming: Promise<unknown> | null = null;
  /** Claimed rows not yet recorded; a row given back is removed, and its late outcome is not recorded. */
  const held = new Map<number, { job: ClaimedJob; recording: boolean }>();

  /** A post's favoriters, page by page into rows to send; the hide flags decide as for the FCM pushes. */
  const collect = async (job: ClaimedJob) => {
    const post = (await strapi.db.query(POST).findOne({
      where: { documentId: job.ref, publishedAt: { $notNull: true } },
      populate: { brand: { select: ['id', 'name'] } },
    })) as PostRow | null;
    const entry = held.get(job.id);
    if (!post?.brand) return entry && (await record(job, { status: 'done', error: null, attempted: false }));
    const payload = postPayload(post.brand.name, post.title, job.ref);
    let cursor = job.cursor;
    for (;;) {
      if (stopping || !held.has(job.id)) return;
      const page = await favoriterSubscriptions(strapi, post.brand.id, cursor, options.batchSize);
      if (!page.length) return record(job, { status: 'done', error: null, attempted: false });
      const targets = [...new Set((notificationTargets(page, post) as FavoriterSubscription[]).map((s) => s.id))];
      cursor = page[page.length - 1].id;
      if (!(await storeCollectedPage(strapi, job, payload, targets, cursor))) {
        held.delete(job.id);
        return void strapi.log.warn(`[web-push] Auftrag ${job.id}: Anspruch verloren`);
      }
      if (page.length < options.batchSize) return record(job, { status: 'done', error: null, attempted: false });
    }
  };

  /** Sends the row's pushes, removes the gone subscriptions and records what is left to retry. */
  const send = async (job: ClaimedJob) => {
    const subscriptions = await subscriptionsByIds(strapi, job.targets ?? []);
    const vapid = await vapidDetails(strapi);
    const answers = await pooled(subscriptions, options.concurrency, (s) =>
      job.payload
        ? sendWebPush(vapid, s, job.kind, job.ref, job.payload, options.timeoutMs)
        : Promise.resolve<PushAnswer>({ status: 400, retryAfter: null, error: 'ohne Inhalt' }),
    );
    if (!held.has(job.id)) return void strapi.log.warn(`[web-push] Auftrag ${job.id}: zurückgegeben, späte Antworten verworfen`);
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
      return record(job, { status: 'pending', targets: retry, availableAt, error, attempted: true });
    }
    return record(job, { status: failed ? 'failed' : 'done', error, attempted: true });
  };

  const record = async (job: ClaimedJob, outcome: Parameters<typeof recordJob>[2]) => {
    const entry = held.get(job.id);
    if (!entry) return;
    entry.recording = true;
    if (!(await recordJob(strapi, job, outcome))) strapi.log.warn(`[web-push] Auftrag ${job.id}: Anspruch verloren, Ergebnis verworfen`);
    held.delete(job.id);
  };

  const work = async (job: ClaimedJob) => {
    // The claim is renewed while the row is worked on: a slow push service does not hand it to another instance.
    const heartbeat = setInterval(() => void renewLease(strapi, job, options.leaseMs).catch(() => undefined), Math.max(500, options.leaseMs / 3));
    try {
      await (job.targets === null ? collect(job) : send(job));
    } finally {
      clearInterval(heartbeat);
    }
  };

  const pass = async () => {
    do {
      again = false;
      if (stopping) return;
      const claim = claimJobs(strapi, options.claimSize, options.leaseMs).then((claimed) => {
        for (const job of claimed) held.set(job.id, { job, recording: false });
        return claimed;
      });
      claiming = claim;
      const claimed = await claim.finally(() => (claiming = null));
      for (const job of claimed) {
        if (stopping) return;
        await work(job);
      }
      if (claimed.length === options.claimSize) again = true;
    } while (again);
  };

  const fill = () => {
    if (running) {
      again = true;
      return;
    }
    running = pass()
      .catch((error: unknown) => {
        if (!stopping) strapi.log.error(`[web-push] Versand: ${(error as Error).message}`);
      })
      .finally(() => {
        running = null;
        if (again && !stopping) fill();
      });
  };

  onWebPushJobStored(fill);
  const poll = setInterval(fill, options.pollMs);
  fill();

  return {
    wake: fill,
    async stop() {
      stopping = true;
      clearInterval(poll);
      onWebPushJobStored(() => undefined);
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, options.stopWaitMs)));
      await Promise.race([running ?? Promise.resolve(), waited]);
      clearTimeout(timer);
      await claiming?.catch(() => undefined);
      const open = [...held.values()].filter((entry) => !entry.recording).map((entry) => entry.job);
      open.forEach((job) => held.delete(job.id));
      if (open.length) strapi.log.warn(`[web-push] Beenden: ${await returnJobs(strapi, open)} Auftrag/Aufträge zurückgegeben`);
      if (held.size) await running;
    },
  };
};

let worker: WebPushWorker | null = null;
let stopped: Promise<void> | null = null;

/** This instance's worker: started in bootstrap, stopped once in destroy (server/src/index.ts). */
export const startWebPushDelivery = (strapi: Core.Strapi) => {
  worker ??= startWebPushWorker(strapi, webPushOptions());
};

export const stopWebPushDelivery = () => {
  const current = worker;
  worker = null;
  if (current) stopped = current.stop();
  return stopped ?? Promise.resolve();
};
