import { factories } from '@strapi/strapi';
import { notifyPublishedPost } from '../services/post-notifications';
import { appendPostLog, logEntry } from '../services/post-log';

const POST = 'api::post.post';
type Ctx = { params: { id?: string }; state: { user?: { email?: string } }; body?: unknown };

// The core actions as Strapi has them (their guards are in routes/post.ts), and publishing.
export default factories.createCoreController(POST, ({ strapi }) => {
  /** Publishes or takes offline (Strapi's REST has neither), logged; a publish notifies the favoriters. */
  const changePublication = async (koaCtx: unknown, action: 'published' | 'unpublished') => {
    const ctx = koaCtx as Ctx;
    const documentId = String(ctx.params.id);
    if (action === 'published') await strapi.documents(POST).publish({ documentId });
    else await strapi.documents(POST).unpublish({ documentId });
    await appendPostLog(strapi, documentId, logEntry(ctx.state.user?.email ?? '', action));
    if (action === 'published') await notifyPublishedPost(strapi, documentId);
    ctx.body = { data: await strapi.documents(POST).findOne({ documentId, status: action === 'published' ? 'published' : 'draft' }) };
  };
  return {
    /** POST /posts/:id/publish */
    publish: (ctx: unknown) => changePublication(ctx, 'published'),
    /** POST /posts/:id/unpublish: the draft stays. */
    unpublish: (ctx: unknown) => changePublication(ctx, 'unpublished'),
  };
});
