import type { Core } from '@strapi/strapi';
import { fieldError } from '../validation/field-error';
import { errors } from '@strapi/utils';
import { limitContactsToScope, loadAccessUser, scopedFilters } from './user-scope';
import { BrandScopeRules, brandFilter, draftBrands, readableBrands, writableBrands } from './brand-scope';
import { resolveRelationWrite, RelationInput } from './relation-write';
import { messages } from '../messages';

export type ScopedCtx = {
  params: { id?: string };
  query: Record<string, unknown> & { filters?: unknown; status?: string };
  state: { user?: { id: number }; auth?: { strategy?: { name?: string } } };
  request: { body?: { data?: Record<string, unknown> } };
};
type Hook = (ctx: ScopedCtx) => void | Promise<void>;

/**
 * Whether a read asks for drafts. Strapi reads any status but `published` (also `Draft`, or a
 * list such as `status[0]=draft`) as the draft version, so only `published` itself is not.
 */
const asksForDrafts = (status: unknown) => status !== undefined && status !== 'published';

/** The public-access token has no user; its own permission list bounds what it reads. */
export const isApiToken = (ctx: ScopedCtx) => !ctx.state.user && ctx.state.auth?.strategy?.name === 'content-api-token';

/** The checks of brandScopedController, for custom actions too (assertWritable). */
export const brandScopeChecks = (
  strapi: Core.Strapi,
  uid: string,
  rules: BrandScopeRules,
  hooks: { beforeCreate?: Hook; beforeUpdate?: Hook } = {},
) => {
  const actorOf = async (ctx: ScopedCtx) => {
    const actor = ctx.state.user && (await loadAccessUser(strapi, ctx.state.user.id));
    if (!actor) throw new errors.PolicyError(messages.forbidden);
    return actor;
  };
  /** The document's brand; an unknown id is a 404 to read, and 'Ungültige ID' to write (spec section 8). */
  const brandOf = async (documentId: string, forWrite = false): Promise<string | null> => {
    const row = await strapi.db.query(uid as never).findOne({ where: { documentId }, populate: { brand: { select: ['documentId'] } } });
    if (!row) throw forWrite ? new errors.ValidationError(messages.invalidId) : new errors.NotFoundError(messages.notFound);
    return (row as { brand?: { documentId: string } | null }).brand?.documentId ?? null;
  };
  const mayWrite = (writable: string[] | null, brand: string | null) => writable === null || (!!brand && writable.includes(brand));
  const refuse = () => new errors.PolicyError(messages.otherBrandContent);

  /** The caller may change this document (its brand is one they write); returns who and which brand. */
  const assertWritable = async (ctx: ScopedCtx) => {
    const actor = await actorOf(ctx);
    const brand = await brandOf(String(ctx.params.id), true);
    if (!mayWrite(writableBrands(actor, rules), brand)) throw refuse();
    return { actor, brand };
  };


  const checks = {
    async find(ctx: ScopedCtx) {
      if (isApiToken(ctx)) return;
      const actor = await actorOf(ctx);
      const readable = readableBrands(actor, rules);
      const drafts = draftBrands(actor, rules);
      // Drafts only for the roles that see them; everyone else reads published versions.
      if (asksForDrafts(ctx.query.status) && drafts !== null && !drafts.length) delete ctx.query.status;
      // One scope, so one more join of the brand rather than two: a draft read is limited to the
      // brands whose drafts the caller reads, which are among those they read at all.
      const scope = asksForDrafts(ctx.query.status) && drafts !== null ? drafts.filter((b) => readable?.includes(b) ?? true) : readable;
      ctx.query.filters = scopedFilters(actor, ctx.query.filters, scope && brandFilter(scope));
    },
    async findOne(ctx: ScopedCtx) {
      if (isApiToken(ctx)) return;
      const actor = await actorOf(ctx);
      const brands = readableBrands(actor, rules);
      if (!brands) return;
      const brand = await brandOf(String(ctx.params.id));
      if (!brand || !brands.includes(brand)) throw new errors.NotFoundError(messages.notFound);
      if (asksForDrafts(ctx.query.status) && !(draftBrands(actor, rules) ?? []).includes(brand)) delete ctx.query.status;
    },
    async create(ctx: ScopedCtx) {
      const actor = await actorOf(ctx);
      const data = ctx.request.body?.data ?? {};
      const [brand] = await resolveRelationWrite(strapi, 'api::brand.brand', [], data.brand as RelationInput, true);
      const writable = writableBrands(actor, rules);
      if (!brand && writable !== null) {
        throw fieldError('brand', messages.brandRequired);
      }
      if (!mayWrite(writable, brand ?? null)) throw refuse();
      await hooks.beforeCreate?.(ctx);
    },
    async update(ctx: ScopedCtx) {
      const { actor, brand } = await assertWritable(ctx);
      const writable = writableBrands(actor, rules);
      const data = ctx.request.body?.data ?? {};
      if ('brand' in data) {
        const [target] = await resolveRelationWrite(strapi, 'api::brand.brand', brand ? [brand] : [], data.brand as RelationInput, true);
        if (!mayWrite(writable, target ?? null)) throw refuse();
      }
      await hooks.beforeUpdate?.(ctx);
    },
    async delete(ctx: ScopedCtx) {
      await assertWritable(ctx);
    },
  };

  return { checks, assertWritable };
};

/**
 * The controller of a content type that belongs to a brand (posts, events, links): lists and
 * reads are limited to the caller's brands, drafts to the roles that may see them, writes to the
 * brands the caller administers. Refusals are 403 (PolicyError) or 404. Strapi makes the core
 * controller the prototype of the returned object, which is what `super` reaches.
 */
export const brandScopedController = (
  strapi: Core.Strapi,
  uid: string,
  rules: BrandScopeRules,
  hooks: { beforeCreate?: Hook; beforeUpdate?: Hook } = {},
) => {
  const { checks } = brandScopeChecks(strapi, uid, rules, hooks);
  // Populated users (a link's sales rep) show only the contacts the caller may read.
  const limitContacts = async (ctx: ScopedCtx, result: unknown) => {
    if (ctx.state.user) await limitContactsToScope(strapi, ctx.state.user.id, result);
    return result;
  };
  return {
    async find(ctx) {
      await checks.find(ctx as unknown as ScopedCtx);
      return limitContacts(ctx as unknown as ScopedCtx, await super.find(ctx));
    },
    async findOne(ctx) {
      await checks.findOne(ctx as unknown as ScopedCtx);
      return limitContacts(ctx as unknown as ScopedCtx, await super.findOne(ctx));
    },
    async create(ctx) {
      await checks.create(ctx as unknown as ScopedCtx);
      return super.create(ctx);
    },
    async update(ctx) {
      await checks.update(ctx as unknown as ScopedCtx);
      return super.update(ctx);
    },
    async delete(ctx) {
      await checks.delete(ctx as unknown as ScopedCtx);
      return super.delete(ctx);
    },
  };
};
