import type { Core } from '@strapi/strapi';
import { SCHEDULER } from '@markenportal/contract';
import { planOutdatedByWithdrawal } from '../access/scheduled-publication';
import { appendPostLog, currentPostLog, logEntry, type LoggedType } from './post-log';

// A document's planned publications (strapi-plugin-publisher actions) follow what is done to the
// document now: one publication state (docs/decisions/0023-one-publication-state.md).

const ACTION_UID = 'plugin::publisher.action';
const LOGGED: readonly string[] = ['api::post.post', 'api::event.event'];

type Plan = { documentId: string; executeAt: string };

/** The document's planned publications. */
export const plansOf = (strapi: Core.Strapi, uid: LoggedType, documentId: string): Promise<Plan[]> =>
  strapi.db.query(ACTION_UID).findMany({ where: { entitySlug: uid, entityId: documentId, mode: 'publish' }, select: ['documentId', 'executeAt'] });

/**
 * Removes the document's planned publications, logged as `unscheduled` by `by`. A timer the plugin
 * still holds for one finds its row gone when it fires and runs nothing (the claim, decision 0017).
 */
export const removePlans = async (strapi: Core.Strapi, uid: LoggedType, documentId: string, by: string) => {
  const { count } = await strapi.db.query(ACTION_UID).deleteMany({ where: { entitySlug: uid, entityId: documentId, mode: 'publish' } });
  if (count > 0) await appendPostLog(strapi, documentId, logEntry(by, 'unscheduled'), uid);
};

/** Keeps the plans through a withdrawal: logged as planned again, after the withdrawal, so they still count. */
export const confirmPlans = async (strapi: Core.Strapi, uid: LoggedType, documentId: string, by: string) => {
  for (const plan of await plansOf(strapi, uid, documentId)) {
    await appendPostLog(strapi, documentId, logEntry(by, 'scheduled', new Date(plan.executeAt).toISOString()), uid);
  }
};

/** Whether a due plan is older than the document's last withdrawal, and so must not publish it. */
export const planOutdated = async (strapi: Core.Strapi, action: { entitySlug: string; entityId: string; mode: string }) =>
  action.mode === 'publish' &&
  LOGGED.includes(action.entitySlug) &&
  planOutdatedByWithdrawal(await currentPostLog(strapi, action.entityId, action.entitySlug as LoggedType));

/** The scheduler's note that it dropped an outdated plan instead of publishing. */
export const logDroppedPlan = (strapi: Core.Strapi, action: { entitySlug: string; entityId: string }) =>
  appendPostLog(strapi, action.entityId, logEntry(SCHEDULER, 'unscheduled'), action.entitySlug as LoggedType);

/** A deleted document takes its plans with it, whichever route deleted it. */
export const registerPlanCleanup = (strapi: Core.Strapi) => {
  strapi.documents.use(async (ctx, next) => {
    const result = await next();
    const params: Record<string, unknown> | undefined = ctx.params;
    if (ctx.action === 'delete' && LOGGED.includes(ctx.uid) && typeof params?.documentId === 'string') {
      await strapi.db.query(ACTION_UID).deleteMany({ where: { entitySlug: ctx.uid, entityId: params.documentId } });
    }
    return result;
  });
};
