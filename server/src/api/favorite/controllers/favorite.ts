import { factories } from '@strapi/strapi';
import { fieldError } from '../../../validation/field-error';
import { resolveRelationWrite, RelationInput } from '../../../guards/relation-write';
import { messages } from '../../../messages';
import { bodyData, requestContext, type RequestContext } from '../../../http/request-context';

const FAVORITE = 'api::favorite.favorite';

/**
 * Favorites (the mobile app's brand favorites), guarded in routes/favorite.ts: one favorite per
 * user and brand; a second POST changes the first.
 */
export default factories.createCoreController(FAVORITE, ({ strapi }) => {
  const me = (ctx: RequestContext) => ctx.state.user!.id;
  /** The brand is required to create. */
  const brandOf = async (ctx: RequestContext) => {
    const [brand] = await resolveRelationWrite(strapi, 'api::brand.brand', [], bodyData(ctx)?.brand as RelationInput, true);
    if (!brand) throw fieldError('brand', messages.brandRequired);
    return brand;
  };

  return {
    // Own favorites with their brands. Filtering by the user relation through the query would need
    // users `find` permission, which doctors and PTAs do not have: the scope is applied here.
    async find(koaCtx) {
      const ctx = requestContext(koaCtx);
      const rows = await strapi.documents(FAVORITE).findMany({ filters: { user: { id: me(ctx) } } as never, populate: { brand: true } });
      ctx.body = { data: await this.sanitizeOutput!(rows, koaCtx), meta: { pagination: { page: 1, pageSize: rows.length, pageCount: 1, total: rows.length } } };
    },
    async create(koaCtx) {
      const ctx = requestContext(koaCtx);
      const data: Record<string, unknown> = { ...(bodyData(ctx) ?? {}), brand: await brandOf(ctx) };
      const existing = await strapi.db.query(FAVORITE).findOne({ where: { user: me(ctx), brand: { documentId: data.brand } } });
      const isFavorite = data.isFavorite === undefined ? true : data.isFavorite === true;
      const userDoc = await strapi.db.query('plugin::users-permissions.user').findOne({ where: { id: me(ctx) }, select: ['documentId'] });
      const saved = existing
        ? await strapi.documents(FAVORITE).update({ documentId: existing.documentId, data: { isFavorite } as never, populate: { brand: true } })
        : await strapi.documents(FAVORITE).create({ data: { user: userDoc.documentId, brand: data.brand, isFavorite } as never, populate: { brand: true } });
      ctx.status = existing ? 200 : 201;
      ctx.body = { data: saved };
    },
  };
});
