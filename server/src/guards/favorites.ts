import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { messages } from '../messages';
import { requireActor, type Middleware } from './actor';

declare const strapi: Core.Strapi;

const FAVORITE = 'api::favorite.favorite';

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
