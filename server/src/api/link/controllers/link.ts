import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { brandScopedController, ScopedCtx } from '../../../access/brand-scoped-controller';
import { LINK_RULES } from '../../../access/brand-scope';

const LINK = 'api::link.link';
// Spec section 5 / 8: the texts the user reads.
export const LINK_EXISTS = 'Der Link existiert bereits';

const linkTaken = () =>
  new errors.ValidationError(LINK_EXISTS, { errors: [{ path: ['link'], message: LINK_EXISTS, name: 'ValidationError' }] });

/**
 * Links are unique strings: a duplicate is refused with the spec's message at the field. Brand
 * admins read their brands' links; operators and employees all of them.
 */
export default factories.createCoreController(LINK, ({ strapi }) => {
  const isTaken = async (link: unknown, exceptDocumentId?: string) =>
    typeof link === 'string' &&
    (await strapi.db.query(LINK).count({
      where: { link: { $eqi: link.trim() }, ...(exceptDocumentId ? { documentId: { $ne: exceptDocumentId } } : {}) },
    })) > 0;

  return brandScopedController(strapi, LINK, LINK_RULES, {
    async beforeCreate(ctx: ScopedCtx) {
      if (await isTaken(ctx.request.body?.data?.link)) throw linkTaken();
    },
    async beforeUpdate(ctx: ScopedCtx) {
      if (await isTaken(ctx.request.body?.data?.link, ctx.params.id)) throw linkTaken();
    },
  });
});
