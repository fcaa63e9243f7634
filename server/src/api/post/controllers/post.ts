import { factories } from '@strapi/strapi';
import { notificationAudience, notifyPublishedPost } from '../services/post-notifications';
import { appendPostLog, logEntry } from '../services/post-log';
import type { RequestContext } from '../../../http/request-context';

const POST = 'api::post.post';
const NOTIFICATION = 'api::notification.notification';

// The core actions as Strapi has them (their guards are in routes/post.ts), and publishing.
export default factories.createCoreController(POST, ({ strapi }) => {
  /** Publishes or takes offline (Strapi's REST has neither), logged; a publish notifies the favoriters. */
  const changePublication = async (ctx: RequestContext, action: 'published' | 'unpublished') => {
    const documentId = String(ctx.params?.id);
    if (action === 'published') await strapi.documents(POST).publish({ documentId });
    else await strapi.documents(POST).unpublish({ documentId });
    await appendPostLog(strapi, documentId, logEntry(ctx.state.user?.email ?? '', action));
    if (action === 'published') await notifyPublishedPost(strapi, documentId);
    ctx.body = { data: await strapi.documents(POST).findOne({ documentId, status: action === 'published' ? 'published' : 'draft' }) };
  };
  return {
    /** POST /posts/:id/publish */
    publish: (ctx: RequestContext) => changePublication(ctx, 'published'),
    /** POST /posts/:id/unpublish: the draft stays. */
    unpublish: (ctx: RequestContext) => changePublication(ctx, 'unpublished'),
    /** GET /posts/:id/notification: the delivery of the post's latest notification (counts only, no tokens), or null. */
    notification: async (ctx: RequestContext) => {
      const record = await strapi.db.query(NOTIFICATION).findOne({
        where: { postId: String(ctx.params?.id) },
        orderBy: { id: 'desc' },
        select: ['state', 'recipients', 'sent', 'failed', 'removedTokens', 'createdAt'],
      });
      ctx.body = { data: record ? { ...record, id: undefined } : null };
    },
    /** GET /posts/:id/audience: how many devices a publish would notify now. */
    audience: async (ctx: RequestContext) => {
      ctx.body = { data: { devices: await notificationAudience(strapi, String(ctx.params?.id)) } };
    },
  };
});
