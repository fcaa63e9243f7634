import type { Core } from '@strapi/strapi';
import { seed } from './seed';
import { startPushDelivery, stopPushDelivery } from './api/notification/services/push-delivery';
import { ensureFirstAdmin } from './security/first-admin';
import { realtimeHub } from './api/realtime/services/realtime-hub';
import { registerPeopleOutput } from './guards/people-output';
import { backfillEmailSkeletons } from './guards/email-addresses';
import { registerRichTextCleaning } from './validation/rich-text-writes';
import { startRateLimitPruning, stopRateLimitPruning } from './security/rate-limit-counter';
import { registerPlanCleanup } from './publication/plans';
import { registerServerOwnedEventLog } from './publication/server-owned-log';
import { startMailDelivery, stopMailDelivery } from './mail/mail-worker';
import { startObserving, stopObserving } from './observability/instance';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    // People populated into any answer show only what the caller may see of them.
    registerPeopleOutput(strapi);
    // Rich text is cleaned on every write, whichever route or plugin writes it.
    registerRichTextCleaning(strapi);
    // A deleted post or event takes its planned publications with it; an event's log is the server's.
    registerPlanCleanup(strapi);
    registerServerOwnedEventLog(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensureFirstAdmin(strapi);
    await seed(strapi);
    await backfillEmailSkeletons(strapi);
    await realtimeHub(strapi).start();
    // Every instance sends pushes; the database decides which instance sends which batch.
    startPushDelivery(strapi);
    // Mails too: every instance sends from the outbox (docs/decisions/0024-mail-outbox.md).
    startMailDelivery(strapi);
    // The rate limits' ended windows are deleted on every instance, a bounded number a minute.
    startRateLimitPruning(strapi);
    // Ready (GET /_ready) from here on; the metrics' gauges read this instance.
    startObserving(strapi);
  },

  async destroy({ strapi }: { strapi: Core.Strapi }) {
    // Not ready from the first moment of the stop; then the workers finish or return their batches.
    stopObserving();
    await Promise.all([stopPushDelivery(), stopMailDelivery()]);
    await stopRateLimitPruning();
    await realtimeHub(strapi).stop();
  },
};
