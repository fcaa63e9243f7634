import { factories } from '@strapi/strapi';
import { brandScopedController, ScopedCtx } from '../../../access/brand-scoped-controller';
import { POST_RULES } from '../../../access/brand-scope';

/** Writes stay on the draft: a post is created unpublished (spec section 4), publishing is its own step. */
const asDraft = (ctx: ScopedCtx) => {
  ctx.query.status = 'draft';
  if (ctx.request.body?.data) delete ctx.request.body.data.publishedAt;
};

export default factories.createCoreController('api::post.post', ({ strapi }) =>
  brandScopedController(strapi, 'api::post.post', POST_RULES, { beforeCreate: asDraft, beforeUpdate: asDraft }),
);
