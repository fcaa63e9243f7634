import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { readsPublishedPostsOf } from '../../access/post-readers';
import { fieldError } from '../../validation/field-error';
import { messages } from '../../messages';
import { resolveRelationWrite, type RelationInput } from '../../guards/relation-write';
import { requireActor, type GuardContext, type Middleware } from '../../guards/actor';

declare const strapi: Core.Strapi;

const FAVORITE = 'api::favorite.favorite';
const BRAND = 'api::brand.brand';

/** Every user reads, changes and clears only their own favorites: anyone else's is a 404. */
export const ownFavorite: Middleware = async (ctx, next) => {
  const actor = await requireActor(ctx);
  const row = await strapi.db.query(FAVORITE).findOne({ where: { documentId: String(ctx.params?.id) }, populate: { user: { select: ['id'] } } });
  if (!row || row.user?.id !== actor.id) throw new errors.NotFoundError(messages.notFound);
  await next();
};

/**
 * The body names the user only as the caller (then it is dropped: the caller is the user), and a
 * favorite never moves to another brand.
 */
export const favoriteOfCaller =
  (creating: boolean): Middleware =>
  async (ctx, next) => {
    const actor = await requireActor(ctx);
    const body = ctx.request.body as { data?: Record<string, unknown> } | undefined;
    const data = { ...(body?.data ?? {}) };
    // Canonical by now (guards/canonical-body.ts): a user is a numeric id.
    if ('user' in data) {
      if (data.user !== actor.id) throw new errors.PolicyError(messages.favorites.otherUser);
      delete data.user;
    }
    if (!creating) delete data.brand;
    if (body) body.data = data;
    await next();
  };

/** The brand a write turns a favorite on for: the body's (creating), else the stored favorite's; null when none. */
const favoriteBrand = async (ctx: GuardContext, creating: boolean): Promise<string | null> => {
  if (creating) {
    const value = (ctx.request.body as { data?: Record<string, unknown> } | undefined)?.data?.brand;
    // No brand: the controller answers that one is needed.
    return value === undefined || value === null ? null : ((await resolveRelationWrite(strapi, BRAND, [], value as RelationInput, true))[0] ?? null);
  }
  const row = await strapi.db.query(FAVORITE).findOne({ where: { documentId: String(ctx.params?.id) }, populate: { brand: { select: ['documentId'] } } });
  return (row as { brand?: { documentId: string } | null } | null)?.brand?.documentId ?? null;
};

/**
 * A favorite notifies of the brand's posts, so it is set only for a brand whose posts the caller
 * reads (access/post-readers.ts), as the pushes' fan-out decides: otherwise a German 400 at
 * `brand`. Turning a favorite off is always allowed. After canonicalBody: the brand is a documentId.
 */
export const readableFavoriteBrand =
  (creating: boolean): Middleware =>
  async (ctx, next) => {
    const data = (ctx.request.body as { data?: Record<string, unknown> } | undefined)?.data ?? {};
    if (data.isFavorite !== false && (creating || data.isFavorite === true)) {
      const brand = await favoriteBrand(ctx, creating);
      if (brand && !readsPublishedPostsOf(await requireActor(ctx), brand)) throw fieldError('brand', messages.favorites.unreadableBrand);
    }
    await next();
  };
