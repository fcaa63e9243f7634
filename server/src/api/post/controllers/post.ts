import { factories } from '@strapi/strapi';
import { notificationAudience, notifyPublishedPost } from '../services/post-notifications';
import { publicationActions } from '../../../publication/publication-actions';
import type { RequestContext } from '../../../http/request-context';

const POST = 'api::post.post';
const NOTIFICATION = 'api::notification.notification';

// The core actions as Strapi has them (their guards are in routes/post.ts), and publishing.
export default factories.createCoreController(POST, ({ strapi }) => {
  return {
    /** POST /posts/:id/publish and /unpublish, logged; a publish notifies the favoriters. */
    ...publicationActions(strapi, POST, { afterPublish: (documentId) => notifyPublishedPost(strapi, documentId) }),
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
