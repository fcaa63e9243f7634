import type { Core } from '@strapi/strapi';
import { appendPostLog, logEntry, type LoggedType } from './post-log';
import type { RequestContext } from '../http/request-context';
import { confirmPlans, removePlans } from './plans';

type Options = {
  /** After a publication (posts notify their favoriters). */
  afterPublish?: (documentId: string) => Promise<unknown>;
};

/** Whether the withdrawal keeps the planned publications: `{ data: { keepPlan: true } }`, otherwise they go. */
const keepsPlan = (ctx: RequestContext) => (ctx.request.body as { data?: { keepPlan?: unknown } } | undefined)?.data?.keepPlan === true;

/**
 * Publish and withdraw (Strapi 5's REST has neither) for posts and events, logged. Publishing now
 * replaces a planned publication; withdrawing removes it unless the caller keeps it, and a kept one
 * is logged as planned again (docs/decisions/0023-one-publication-state.md).
 */
export const publicationActions = (strapi: Core.Strapi, uid: LoggedType, { afterPublish }: Options = {}) => {
  const change = async (ctx: RequestContext, action: 'published' | 'unpublished') => {
    const documentId = String(ctx.params?.id);
    const by = ctx.state.user?.email ?? '';
    if (action === 'published') await strapi.documents(uid).publish({ documentId });
    else await strapi.documents(uid).unpublish({ documentId });
    await appendPostLog(strapi, documentId, logEntry(by, action), uid);
    if (action === 'unpublished' && keepsPlan(ctx)) await confirmPlans(strapi, uid, documentId, by);
    else await removePlans(strapi, uid, documentId, by);
    if (action === 'published') await afterPublish?.(documentId);
    ctx.body = { data: await strapi.documents(uid).findOne({ documentId, status: action === 'published' ? 'published' : 'draft' }) };
  };
  return {
    /** POST /<type>/:id/publish: the draft becomes the published version. */
    publish: (ctx: RequestContext) => change(ctx, 'published'),
    /** POST /<type>/:id/unpublish: the draft stays. */
    unpublish: (ctx: RequestContext) => change(ctx, 'unpublished'),
  };
};
