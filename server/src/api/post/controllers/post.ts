import { factories } from '@strapi/strapi';
import { requireText } from '../../../validation/required-text';
import { messages } from '../../../messages';
import { brandScopeChecks, brandScopedController, ScopedCtx } from '../../../access/brand-scoped-controller';
import { POST_RULES } from '../../../access/brand-scope';
import { notifyPublishedPost } from '../services/post-notifications';
import { appendPostLog, currentPostLog, logEntry, PostLogAction } from '../services/post-log';

const POST = 'api::post.post';
type Ctx = ScopedCtx & { state: { user?: { id: number; email?: string } }; body?: unknown };

export default factories.createCoreController(POST, ({ strapi }) => {
  const entry = (ctx: Ctx, action: PostLogAction) => logEntry(ctx.state.user?.email ?? '', action);

  // Writes stay on the draft: a post is created unpublished (spec section 4), publishing is its own step.
  const asDraft = (ctx: ScopedCtx) => {
    ctx.query.status = 'draft';
    if (ctx.request.body?.data) delete ctx.request.body.data.publishedAt;
  };
  const hooks = {
    beforeCreate: (ctx: ScopedCtx) => {
      requireText(ctx, 'title', messages.titleRequired, true);
      asDraft(ctx);
      if (ctx.request.body?.data) ctx.request.body.data.log = [entry(ctx as Ctx, 'created')];
    },
    beforeUpdate: async (ctx: ScopedCtx) => {
      requireText(ctx, 'title', messages.titleRequired, false);
      asDraft(ctx);
      if (ctx.request.body?.data) ctx.request.body.data.log = [...(await currentPostLog(strapi, String(ctx.params.id))), entry(ctx as Ctx, 'updated')];
    },
  };
  const { assertWritable } = brandScopeChecks(strapi, POST, POST_RULES, hooks);

  /** Publishes or takes offline (Strapi's REST has neither), logged; a publish notifies the favoriters. */
  const changePublication = async (koaCtx: unknown, action: 'published' | 'unpublished') => {
    const ctx = koaCtx as Ctx;
    await assertWritable(ctx);
    const documentId = String(ctx.params.id);
    if (action === 'published') await strapi.documents(POST).publish({ documentId });
    else await strapi.documents(POST).unpublish({ documentId });
    await appendPostLog(strapi, documentId, entry(ctx, action));
    if (action === 'published') await notifyPublishedPost(strapi, documentId);
    ctx.body = { data: await strapi.documents(POST).findOne({ documentId, status: action === 'published' ? 'published' : 'draft' }) };
  };

  return Object.assign(brandScopedController(strapi, POST, POST_RULES, hooks), {
    /** POST /posts/:id/publish */
    publish: (ctx: unknown) => changePublication(ctx, 'published'),
    /** POST /posts/:id/unpublish: the draft stays. */
    unpublish: (ctx: unknown) => changePublication(ctx, 'unpublished'),
  });
});
