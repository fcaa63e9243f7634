import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { brandsWithRole, isOperator } from '../access/roles';
import { messages } from '../messages';
import { requireActor, type Middleware } from './actor';
import { tokenAccount } from '../security/sessions';

declare const strapi: Core.Strapi;

/** Any signed-in user (chats): the caller is loaded once for the action. */
export const signedIn: Middleware = async (ctx, next) => {
  await requireActor(ctx);
  await next();
};

/**
 * Any signed-in account, for a route that serves the caller's own data by id only: the live stream.
 * Its route has `auth: false`: this guard signs the token in itself (security/sessions.ts,
 * `tokenAccount`) with one query, where users-permissions' strategy made five and built the role's
 * permissions, most of what a stream open cost (bench/REPORT.md, "Realtime"). Refused as there: 401
 * for a token that signs nobody in, 403 without one.
 */
export const signedInAccount: Middleware = async (ctx, next) => {
  const account = await tokenAccount(ctx);
  if (account === 'refused') throw new errors.UnauthorizedError();
  if (!account) throw new errors.PolicyError(messages.forbidden);
  ctx.state.user = account;
  await next();
};

/**
 * Operators only. The permission table already opens such routes to operators alone; this keeps
 * it so should a permission be granted by mistake.
 */
export const operatorsOnly =
  (message: string): Middleware =>
  async (ctx, next) => {
    if (!isOperator(await requireActor(ctx))) throw new errors.PolicyError(message);
    await next();
  };

/** `?brand=<documentId>`: a brand that exists and that the caller administers or views. */
export const adminOrViewerOfQueriedBrand: Middleware = async (ctx, next) => {
  const actor = await requireActor(ctx);
  const brand = typeof ctx.query.brand === 'string' ? ctx.query.brand : '';
  if (!brand) throw new errors.ValidationError(messages.brandRequired);
  const exists = (await strapi.db.query('api::brand.brand').count({ where: { documentId: brand } })) > 0;
  if (!exists || !brandsWithRole(actor, ['brand_admin', 'visual_brand_admin']).includes(brand)) throw new errors.PolicyError(messages.otherBrandContent);
  await next();
};
