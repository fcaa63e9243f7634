import { factories } from '@strapi/strapi';
import { fieldError } from '../../../validation/field-error';
import { errors } from '@strapi/utils';
import { brandsWithRole } from '../../../access/roles';
import { brandFilter } from '../../../access/brand-scope';
import { limitContactsToScope, loadAccessUser, scopedFilters } from '../../../access/user-scope';
import { resolveRelationWrite, RelationInput } from '../../../access/relation-write';
import { messages } from '../../../messages';

const INVITATION = 'api::invitation.invitation';

type Ctx = {
  params: { id?: string; code?: string };
  query: Record<string, unknown> & { filters?: unknown };
  state: { user?: { id: number } };
  request: { body?: { data?: Record<string, unknown>; code?: unknown } };
  status?: number;
  body?: unknown;
};
type Service = {
  invite(input: { email: unknown; role: unknown; brand: { id: number; name: string }; invitedBy: number }): Promise<unknown>;
  usable(code: unknown): Promise<{ email: string; role: string; expiresAt: string | null; brand: { documentId: string; name: string } | null }>;
  accept(code: unknown, userId: number): Promise<unknown>;
};

/**
 * Brand admins invite people to their brands (design.md section 3); the invitee previews the
 * invitation by its code (public-access token) and accepts it signed in.
 */
export default factories.createCoreController(INVITATION, ({ strapi }) => {
  const service = () => strapi.service(INVITATION) as unknown as Service;
  const adminBrandsOf = async (ctx: Ctx) => {
    const actor = ctx.state.user && (await loadAccessUser(strapi, ctx.state.user.id));
    if (!actor) throw new errors.PolicyError(messages.forbidden);
    return { actor, brands: brandsWithRole(actor, ['brand_admin']) };
  };

  return {
    async find(koaCtx) {
      const ctx = koaCtx as unknown as Ctx;
      const { actor, brands } = await adminBrandsOf(ctx);
      ctx.query.filters = scopedFilters(actor, ctx.query.filters, brandFilter(brands));
      // The inviter's contacts (populate invitedBy.contacts) only as far as the caller reads people.
      const result = await super.find(koaCtx);
      await limitContactsToScope(strapi, actor, result);
      return result;
    },

    async create(koaCtx) {
      const ctx = koaCtx as unknown as Ctx;
      const { actor, brands } = await adminBrandsOf(ctx);
      const data = ctx.request.body?.data ?? {};
      const [brandId] = await resolveRelationWrite(strapi, 'api::brand.brand', [], data.brand as RelationInput, true);
      if (!brandId) throw fieldError('brand', messages.brandRequired);
      if (!brands.includes(brandId)) throw new errors.PolicyError(messages.otherBrand);
      const brand = await strapi.db.query('api::brand.brand').findOne({ where: { documentId: brandId }, select: ['id', 'name'] });
      ctx.status = 201;
      ctx.body = { data: await service().invite({ email: data.email, role: data.role, brand, invitedBy: actor.id }) };
    },

    async delete(koaCtx) {
      const ctx = koaCtx as unknown as Ctx;
      const { brands } = await adminBrandsOf(ctx);
      const row = await strapi.db.query(INVITATION).findOne({ where: { documentId: String(ctx.params.id) }, populate: { brand: true } });
      if (!row) throw new errors.NotFoundError(messages.notFound);
      if (!brands.includes(row.brand?.documentId)) throw new errors.PolicyError(messages.otherBrand);
      return super.delete(koaCtx);
    },

    /** GET /invitations/code/:code: who invites to which brand, for /invite-start and /register-add-brand. */
    async preview(koaCtx) {
      const ctx = koaCtx as unknown as Ctx;
      const invitation = await service().usable(ctx.params.code);
      ctx.body = {
        data: { email: invitation.email, role: invitation.role, expiresAt: invitation.expiresAt, brand: invitation.brand },
      };
    },

    /** POST /invitations/accept { code }: the signed-in invitee joins the brand (/login-add-brand). */
    async accept(koaCtx) {
      const ctx = koaCtx as unknown as Ctx;
      if (!ctx.state.user) throw new errors.UnauthorizedError();
      ctx.body = { data: await service().accept(ctx.request.body?.code, ctx.state.user.id) };
    },
  };
});
