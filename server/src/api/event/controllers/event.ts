import { factories } from '@strapi/strapi';
import { brandScopedController } from '../../../access/brand-scoped-controller';
import { EVENT_RULES } from '../../../access/brand-scope';
import { requireText } from '../../../validation/required-text';
import { messages } from '../../../messages';

export default factories.createCoreController('api::event.event', ({ strapi }) =>
  brandScopedController(strapi, 'api::event.event', EVENT_RULES, {
    // Spec section 4: an event keeps publishedAt when one is given, otherwise it stays unpublished.
    beforeCreate: (ctx) => {
      requireText(ctx, 'title', messages.titleRequired, true);
      ctx.query.status = ctx.request.body?.data?.publishedAt ? 'published' : 'draft';
    },
    beforeUpdate: (ctx) => requireText(ctx, 'title', messages.titleRequired, false),
  }),
);
