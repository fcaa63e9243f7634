import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { decideUserUpdate } from '../../access/user-update';
import { brandRoleMap, namesSignInTime, hideSignInTimes, scopedFilters, seesSignInTimes, userReadScope } from '../../access/user-scope';
import { invalidParameter } from '../../messages/validation';
import { brandIdsOf, brandsWithRole } from '../../access/roles';
import { fieldError } from '../../validation/field-error';
import { messages } from '../../messages';
import { brandAdminCounts, brandRolesAfterWrite, brandsAfterWrite, limitContactsToScope, loadAccessUser } from '../../guards/lookups';
import { requireActor, type Middleware } from '../../guards/actor';
import { eraseOnRequest, lastAdminConflict } from '../../privacy/erase-on-request';

declare const strapi: Core.Strapi;

// The guards of the users-permissions user routes: who reads whom, who changes what. Refusals are
// PolicyErrors: Strapi replaces the message of any other 403 raised below its authorize step.

const USER = 'plugin::users-permissions.user';
type Body = Record<string, unknown>;

/** Answers show users' `contacts` only as far as the caller reads people. */
export const prunedPeople: Middleware = async (ctx, next) => {
  await next();
  const actor = await requireActor(ctx);
  await limitContactsToScope(strapi, actor, ctx.body);
  if (!seesSignInTimes(actor)) hideSignInTimes(ctx.body);
};

/** Everyone reads their own role, which the output sanitizer drops for roles without role.find. */
export const ownRoleShown: Middleware = async (ctx, next) => {
  await next();
  const body = ctx.body as { role?: unknown } | undefined;
  const actor = await requireActor(ctx);
  const role = actor.role as { id: number; name: string; type: string } | undefined;
  if (body && role && !body.role) body.role = { id: role.id, name: role.name, type: role.type };
};

/** Lists and counts: the caller's filters within the people they read. */
export const usersInScope: Middleware = async (ctx, next) => {
  const actor = await requireActor(ctx);
  // Asking by the sign-in time would tell it to those who are not shown it.
  if (!seesSignInTimes(actor) && namesSignInTime(ctx.query)) throw new errors.ValidationError(invalidParameter('lastSignInAt'));
  ctx.query = { ...ctx.query, filters: scopedFilters(actor, ctx.query.filters, userReadScope(actor)) };
  await next();
};

/** One user: unknown and invisible users alike are a 404 (users-permissions would answer 204). */
export const userVisible: Middleware = async (ctx, next) => {
  const scope = userReadScope(await requireActor(ctx));
  const byId = { id: Number(ctx.params?.id) };
  const visible = await strapi.db.query(USER).count({ where: scope ? { $and: [byId, scope] } : byId });
  if (!visible) throw new errors.NotFoundError(messages.userNotFound);
  await next();
};

/**
 * Changing one's own e-mail address (the sign-in) needs the current password, and an address with
 * an open invitation is taken only by accepting it: otherwise whoever holds a session, or an
 * invitation's link, takes over an account or an invitation meant for someone else.
 */
const confirmEmailChange = async (actorId: number, targetId: number, body: Body) => {
  const { currentPassword } = body;
  delete body.currentPassword;
  if (actorId !== targetId || !('email' in body)) return;
  const stored = await strapi.db.query(USER).findOne({ where: { id: targetId }, select: ['email', 'password'] });
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : body.email;
  if (!stored || email === stored.email) return;
  const users = strapi.plugin('users-permissions').service('user') as { validatePassword(password: string, hash: string): Promise<boolean> };
  if (typeof currentPassword !== 'string' || !stored.password || !(await users.validatePassword(currentPassword, stored.password))) {
    throw fieldError('currentPassword', messages.currentPasswordWrong);
  }
  const invited = await strapi.db
    .query('api::invitation.invitation')
    .count({ where: { email, acceptedAt: { $null: true }, expiresAt: { $gt: new Date().toISOString() } } });
  if (invited) throw fieldError('email', messages.emailInvited);
};

/**
 * Users sign in by e-mail address or username: a username that looks like an address must be the
 * account's own, or one account would answer to another person's address.
 */
export const usernameIsNoOtherAddress = (username: unknown, email: unknown) => {
  if (
    typeof username === 'string' &&
    username.includes('@') &&
    username.trim().toLowerCase() !==
      String(email ?? '')
        .trim()
        .toLowerCase()
  ) {
    throw fieldError('username', messages.usernameLooksLikeAddress);
  }
};

// Written by the server only: when someone last signed in (recorded at sign-in, auth-guards.ts), when
// they asked for their erasure (privacy/erasure-requests.ts).
const SERVER_FIELDS = ['lastSignInAt', 'erasureRequestedAt'];

/** A user body that names a field only the server writes is refused (on update decideUserUpdate refuses it). */
export const noServerFields: Middleware = async (ctx, next) => {
  const body = (ctx.request.body ?? {}) as Body;
  const named = SERVER_FIELDS.find((field) => body && typeof body === 'object' && field in body);
  if (named) throw fieldError(named, invalidParameter(named));
  await next();
};

/** Registration: the same rule for the username. */
export const registrationUsername: Middleware = async (ctx, next) => {
  const { username, email } = (ctx.request.body ?? {}) as Body;
  usernameIsNoOtherAddress(username, email);
  await next();
};

/** A change of a user: decided by decideUserUpdate on the canonical body (access/user-update.ts). */
export const userUpdateAllowed: Middleware = async (ctx, next) => {
  const actor = await requireActor(ctx);
  const target = await loadAccessUser(strapi, ctx.params?.id ?? '');
  if (!target) throw new errors.NotFoundError(messages.userNotFound);
  const body = (ctx.request.body ?? {}) as Body;
  await confirmEmailChange(actor.id, target.id, body);
  if ('username' in body) {
    const stored = await strapi.db.query(USER).findOne({ where: { id: target.id }, select: ['email'] });
    usernameIsNoOtherAddress(body.username, 'email' in body ? body.email : stored?.email);
  }
  const brandsBefore = brandIdsOf(target);
  const decision = decideUserUpdate({
    actor,
    target,
    body,
    brandsBefore,
    brandsAfter: 'brands' in body ? await brandsAfterWrite(strapi, brandsBefore, body.brands) : undefined,
    brandRolesBefore: brandRoleMap(target.userBrandRoles ?? []),
    brandRolesAfter: 'userBrandRoles' in body ? await brandRolesAfterWrite(strapi, body.userBrandRoles) : undefined,
    adminsPerBrand: await brandAdminCounts(strapi, brandsWithRole(target, ['brand_admin'])),
  });
  if (!decision.allowed) throw decision.status === 400 ? new errors.ValidationError(decision.message) : new errors.PolicyError(decision.message);
  await next();
};

/** Deleting: never oneself; an unknown id is a 404, as for reading (users-permissions would answer 204). */
export const userDeletable: Middleware = async (ctx, next) => {
  const actor = await requireActor(ctx);
  if (String(actor.id) === String(ctx.params?.id)) throw new errors.PolicyError(messages.deleteSelf);
  if (!(await loadAccessUser(strapi, ctx.params?.id ?? ''))) throw new errors.NotFoundError(messages.userNotFound);
  await next();
};

/**
 * Deleting an account is its erasure (server/src/privacy/erase-on-request.ts): the same steps and
 * the same refusal of the last brand admin as „Konto löschen (DSGVO)“, answered as Strapi's delete
 * answers (the account's id). Users-permissions' own delete, which leaves the person's messages,
 * contacts and mails behind, never runs.
 */
export const userDeletedByErasure: Middleware = async (ctx) => {
  const actor = await requireActor(ctx);
  const outcome = await eraseOnRequest(strapi, Number(ctx.params?.id), actor.id);
  if (outcome.kind === 'last-admin') return lastAdminConflict(ctx, outcome.brands);
  if (outcome.kind === 'unknown') throw new errors.NotFoundError(messages.userNotFound);
  ctx.body = { id: Number(ctx.params?.id) };
};
