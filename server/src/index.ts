import type { Core } from '@strapi/strapi';
import { seed } from './seed';
import { auditDocuments } from './audit/documents';
import { startPushDelivery, stopPushDelivery } from './api/notification/services/push-delivery';
import { ensureFirstAdmin } from './security/first-admin';
import { realtimeHub } from './api/realtime/services/realtime-hub';
import { registerPeopleOutput } from './guards/people-output';
import { backfillEmailSkeletons } from './guards/email-addresses';
import { registerRichTextCleaning } from './validation/rich-text-writes';
import { registerPlanCleanup } from './publication/plans';
import { registerServerOwnedEventLog } from './publication/server-owned-log';
import { startMailDelivery, stopMailDelivery } from './mail/mail-worker';
import { startObserving } from './observability/instance';
import { beginStop, beginStopOnSignals, stopStep } from './stopping';
import { registerPostWebPush } from './web-push/post-publication-push';
import { startWebPushDelivery, stopWebPushDelivery } from './web-push/web-push-worker';
import { startRetention, stopRetention } from './retention/retention-worker';
import { vapidDetails, webPushStartProblem } from './web-push/web-push-settings';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    // First, so that it wraps the others: every write leaves one audit entry in its transaction.
    strapi.documents.use(auditDocuments(strapi));
    // People populated into any answer show only what the caller may see of them.
    registerPeopleOutput(strapi);
    // Rich text is cleaned on every write, whichever route or plugin writes it.
    registerRichTextCleaning(strapi);
    // A deleted post or event takes its planned publications with it; an event's log is the server's.
    registerPlanCleanup(strapi);
    registerServerOwnedEventLog(strapi);
    // A published post notifies its favoriters' browsers (Web Push), whichever way it was published.
    registerPostWebPush(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    const webPushProblem = webPushStartProblem();
    if (webPushProblem) throw new Error(webPushProblem);
    await ensureFirstAdmin(strapi);
    await seed(strapi);
    await backfillEmailSkeletons(strapi);
    await realtimeHub(strapi).start();
    // Every instance sends pushes; the database decides which instance sends which batch.
    startPushDelivery(strapi);
    // Mails too: every instance sends from the outbox (docs/decisions/0024-mail-outbox.md).
    startMailDelivery(strapi);
    // And Web Push, with the installation's one VAPID key pair (docs/decisions/0027-web-push.md).
    await vapidDetails(strapi);
    startWebPushDelivery(strapi);
    // Rows past their period are deleted by every instance's retention, each policy's pass once (docs/operations.md, "Retention").
    startRetention(strapi);
    // Ready (GET /_ready) from here on; the metrics' gauges read this instance.
    startObserving(strapi);
    // SIGTERM: not ready, no new connections and the streams ended at once; exit within 9 s.
    beginStopOnSignals(strapi);
  },

  async destroy({ strapi }: { strapi: Core.Strapi }) {
    // Begun at the signal already (stopping.ts); then the workers finish or give back their batches.
    beginStop(strapi);
    stopStep('Push- und E-Mail-Versand, Aufbewahrung');
    await Promise.all([stopPushDelivery(), stopMailDelivery(), stopWebPushDelivery(), stopRetention()]);
    stopStep('Echtzeit');
    await realtimeHub(strapi).stop();
    // Strapi closes the connections still open and the database next.
    stopStep('Verbindungen und Datenbank schließen');
  },
};
