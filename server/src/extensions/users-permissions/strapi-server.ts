import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { fieldError } from '../../validation/field-error';
import { decideUserUpdate } from '../../access/user-update';
import {
  brandAdminCounts,
  brandRoleMap,
  brandRolesAfterWrite,
  brandsAfterWrite,
  limitContactsToScope,
  loadAccessUser,
  scopedFilters,
  userReadScope,
} from '../../access/user-scope';
import { brandsOf, brandsWithRole } from '../../access/roles';
import { messages } from '../../messages';
import { guardUserRoutes } from './routes';

type Ctx = {
  state: { user?: { id: number } };
  params: { id?: string };
  query: Record<string, unknown>;
  request: { body?: Record<string, unknown> };
  body?: unknown;
};
type Action = (ctx: Ctx) => Promise<unknown>;
type UserController = Record<'me' | 'update' | 'find' | 'findOne' | 'count' | 'destroy', Action>;

declare const strapi: Core.Strapi;

/**
 * Changing one's own e-mail address (the sign-in) needs the current password, and an address with
 * an open invitation is taken only by accepting it: otherwise whoever holds a session, or an
 * invitation's link, takes over an account or an invitation meant for someone else.
 */
const confirmEmailChange = async (actorId: number, targetId: number, body: Record<string, unknown>) => {
  const { currentPassword } = body;
  delete body.currentPassword;
  if (actorId !== targetId || !('email' in body)) return;
  const stored = await strapi.db.query('plugin::users-permissions.user').findOne({ where: { id: targetId }, select: ['email', 'password'] });
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : body.email;
  if (!stored || email === stored.email) return;
  const users = strapi.plugin('users-permissions').service('user') as { validatePassword(password: string, hash: string): Promise<boolean> };
  if (typeof currentPassword !== 'string' || !stored.password || !(await users.validatePassword(currentPassword, stored.password))) {
    throw fieldError('currentPassword', messages.currentPasswordWrong);
  }
  const invited = await strapi.db.query('api::invitation.invitation').count({ where: { email, acceptedAt: { $null: true }, expiresAt: { $gt: new Date().toISOString() } } });
  if (invited) throw fieldError('email', messages.emailInvited);
};

const currentActor = async (ctx: Ctx) => {
  const actor = ctx.state.user && (await loadAccessUser(strapi, ctx.state.user.id));
  if (!actor) throw new errors.PolicyError(messages.forbidden);
  return actor;
};

/**
 * Guards the users-permissions user routes: who reads whom, who changes what. Refusals are
 * PolicyErrors: Strapi replaces the message of any other 403 raised below its authorize step.
 */
export default (plugin: { controllers: { user: UserController }; routes: Record<string, { routes: Parameters<typeof guardUserRoutes>[0] }> }) => {
  guardUserRoutes(plugin.routes['content-api'].routes);
  const user = plugin.controllers.user;
  const original = { ...user };

  // Everyone reads their own role, which the output sanitizer drops for roles without role.find.
  user.me = async (ctx) => {
    await original.me(ctx);
    const body = ctx.body as { role?: unknown } | undefined;
    const actor = ctx.state.user && (await loadAccessUser(strapi, ctx.state.user.id));
    if (body && actor && !body.role) {
      const role = actor.role as { id: number; name: string; type: string } | undefined;
      if (role) body.role = { id: role.id, name: role.name, type: role.type };
    }
    if (actor) await limitContactsToScope(strapi, actor, ctx.body);
  };

  user.find = async (ctx) => {
    const actor = await currentActor(ctx);
    ctx.query = { ...ctx.query, filters: scopedFilters(actor, ctx.query.filters, userReadScope(actor)) };
    await original.find(ctx);
    await limitContactsToScope(strapi, actor, ctx.body);
  };

  user.count = async (ctx) => {
    const actor = await currentActor(ctx);
    ctx.query = { ...ctx.query, filters: scopedFilters(actor, ctx.query.filters, userReadScope(actor)) };
    return original.count(ctx);
  };

  user.findOne = async (ctx) => {
    const actor = await currentActor(ctx);
    // Unknown and invisible users alike are a 404 (users-permissions would answer 204).
    const scope = userReadScope(actor);
    const byId = { id: Number(ctx.params.id) };
    const visible = await strapi.db.query('plugin::users-permissions.user').count({ where: scope ? { $and: [byId, scope] } : byId });
    if (!visible) throw new errors.NotFoundError(messages.userNotFound);
    await original.findOne(ctx);
    await limitContactsToScope(strapi, actor, ctx.body);
  };

  user.update = async (ctx) => {
    const actor = await currentActor(ctx);
    const target = await loadAccessUser(strapi, ctx.params.id ?? '');
    if (!target) throw new errors.NotFoundError(messages.userNotFound);
    const body = ctx.request.body ?? {};
    await confirmEmailChange(actor.id, target.id, body);
    const brandsBefore = brandsOf(target);
    const adminsPerBrand = await brandAdminCounts(strapi, brandsWithRole(target, ['brand_admin']));
    const decision = decideUserUpdate({
      actor,
      target,
      body,
      brandsBefore,
      brandsAfter: 'brands' in body ? await brandsAfterWrite(strapi, brandsBefore, body.brands as never) : undefined,
      brandRolesBefore: brandRoleMap(target.userBrandRoles ?? []),
      brandRolesAfter: 'userBrandRoles' in body ? await brandRolesAfterWrite(strapi, body.userBrandRoles) : undefined,
      adminsPerBrand,
    });
    if (!decision.allowed) {
      throw decision.status === 400
        ? new errors.ValidationError(decision.message)
        : new errors.PolicyError(decision.message);
    }
    return original.update(ctx);
  };

  user.destroy = async (ctx) => {
    const actor = await currentActor(ctx);
    if (String(actor.id) === String(ctx.params.id)) throw new errors.PolicyError(messages.deleteSelf);
    // An unknown id is a 404, as for reading (users-permissions would answer 204 as if deleted).
    if (!(await loadAccessUser(strapi, ctx.params.id ?? ''))) throw new errors.NotFoundError(messages.userNotFound);
    return original.destroy(ctx);
  };

  return plugin;
};
