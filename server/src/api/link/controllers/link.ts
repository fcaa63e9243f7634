import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { brandScopedController, ScopedCtx } from '../../../access/brand-scoped-controller';
import { LINK_RULES } from '../../../access/brand-scope';
import { brandsOf, isOperator } from '../../../access/roles';
import { loadAccessUser } from '../../../access/user-scope';
import { resolveRelationWrite, RelationInput } from '../../../access/relation-write';

const LINK = 'api::link.link';
// Spec section 5 / 8: the texts the user reads.
export const LINK_EXISTS = 'Der Link existiert bereits';
const LINK_SALES_USER = 'Bitte wählen Sie eine Person aus dem Außendienst dieser Brand.';

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

  /** A brand admin's link belongs to a member of the link's brand. */
  const assertSalesUserOfBrand = async (ctx: ScopedCtx) => {
    const actor = ctx.state.user && (await loadAccessUser(strapi, ctx.state.user.id));
    if (!actor || isOperator(actor)) return;
    const data = ctx.request.body?.data ?? {};
    const [brand] = await resolveRelationWrite(strapi, 'api::brand.brand', [], data.brand as RelationInput, true);
    const raw = data.salesUser as { id?: unknown; connect?: unknown } | number | string | null | undefined;
    const salesUserId = typeof raw === 'object' && raw ? raw.id : raw;
    const salesUser = salesUserId ? await loadAccessUser(strapi, String(salesUserId)) : null;
    if (!salesUser || !brand || !brandsOf(salesUser).includes(brand)) {
      throw new errors.ValidationError(LINK_SALES_USER, { errors: [{ path: ['salesUser'], message: LINK_SALES_USER, name: 'ValidationError' }] });
    }
  };

  return brandScopedController(strapi, LINK, LINK_RULES, {
    async beforeCreate(ctx: ScopedCtx) {
      if (await isTaken(ctx.request.body?.data?.link)) throw linkTaken();
      await assertSalesUserOfBrand(ctx);
    },
    async beforeUpdate(ctx: ScopedCtx) {
      if (await isTaken(ctx.request.body?.data?.link, ctx.params.id)) throw linkTaken();
    },
  });
});
