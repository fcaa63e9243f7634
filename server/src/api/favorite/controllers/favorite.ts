import { factories } from '@strapi/strapi';
import { fieldError } from '../../../validation/field-error';
import { errors } from '@strapi/utils';
import { resolveRelationWrite, RelationInput } from '../../../access/relation-write';
import { limitContactsToScope } from '../../../access/user-scope';
import { messages } from '../../../messages';

const FAVORITE = 'api::favorite.favorite';

type Ctx = {
  state: { user?: { id: number } };
  params: { id?: string };
  query: Record<string, unknown> & { filters?: unknown };
  request: { body?: { data?: Record<string, unknown> } };
  status?: number;
  body?: unknown;
};

/**
 * Favorites (the mobile app's brand favorites): every user sets, reads and clears only their own.
 * One favorite per user and brand; a second POST changes the first.
 */
export default factories.createCoreController(FAVORITE, ({ strapi }) => {
  const me = (ctx: Ctx) => {
    if (!ctx.state.user) throw new errors.UnauthorizedError();
    return ctx.state.user.id;
  };
  const own = async (ctx: Ctx) => {
    const row = await strapi.db.query(FAVORITE).findOne({ where: { documentId: String(ctx.params.id) }, populate: { user: { select: ['id'] } } });
    if (!row || row.user?.id !== me(ctx)) throw new errors.NotFoundError(messages.notFound);
    return row;
  };
  /** The body may name the user only as the caller; the brand is required to create. */
  const checkedData = async (ctx: Ctx, creating: boolean) => {
    const data = { ...(ctx.request.body?.data ?? {}) };
    if ('user' in data) {
      const raw = data.user as { id?: unknown } | number | string | null;
      const named = typeof raw === 'object' && raw ? raw.id : raw;
      if (Number(named) !== me(ctx)) throw new errors.PolicyError(messages.favorites.otherUser);
      delete data.user;
    }
    if (!creating) {
      delete data.brand;
      return data;
    }
    const [brand] = await resolveRelationWrite(strapi, 'api::brand.brand', [], data.brand as RelationInput, true);
    if (!brand) throw fieldError('brand', messages.brandRequired);
    return { ...data, brand };
  };

  return {
    // Own favorites with their brands. Filtering by the user relation through the query would need
    // users `find` permission, which doctors and PTAs do not have: the scope is applied here.
    async find(koaCtx) {
      const ctx = koaCtx as unknown as Ctx;
      const rows = await strapi.documents(FAVORITE).findMany({ filters: { user: { id: me(ctx) } } as never, populate: { brand: true } });
      ctx.body = { data: await this.sanitizeOutput!(rows, koaCtx), meta: { pagination: { page: 1, pageSize: rows.length, pageCount: 1, total: rows.length } } };
    },
    async findOne(koaCtx) {
      await own(koaCtx as unknown as Ctx);
      const result = await super.findOne(koaCtx);
      await limitContactsToScope(strapi, me(koaCtx as unknown as Ctx), result);
      return result;
    },
    async create(koaCtx) {
      const ctx = koaCtx as unknown as Ctx;
      const data = await checkedData(ctx, true);
      const existing = await strapi.db.query(FAVORITE).findOne({ where: { user: me(ctx), brand: { documentId: data.brand } } });
      const isFavorite = data.isFavorite === undefined ? true : data.isFavorite === true;
      const userDoc = await strapi.db.query('plugin::users-permissions.user').findOne({ where: { id: me(ctx) }, select: ['documentId'] });
      const saved = existing
        ? await strapi.documents(FAVORITE).update({ documentId: existing.documentId, data: { isFavorite } as never, populate: { brand: true } })
        : await strapi.documents(FAVORITE).create({ data: { user: userDoc.documentId, brand: data.brand, isFavorite } as never, populate: { brand: true } });
      ctx.status = existing ? 200 : 201;
      ctx.body = { data: saved };
    },
    async update(koaCtx) {
      const ctx = koaCtx as unknown as Ctx;
      await own(ctx);
      ctx.request.body = { data: await checkedData(ctx, false) };
      return super.update(koaCtx);
    },
    async delete(koaCtx) {
      await own(koaCtx as unknown as Ctx);
      return super.delete(koaCtx);
    },
  };
});
