import type { Core } from '@strapi/strapi';
import { ACCOUNT_POPULATE } from '@markenportal/contract';
import type { Middleware } from '../../guards/actor';
import { loadAccessUser } from '../../guards/lookups';
import { hideSignInTimes, seesSignInTimes } from '../../access/user-scope';

declare const strapi: Core.Strapi;

const USER = 'plugin::users-permissions.user';

type Strategy = {
  authenticate(ctx: unknown): Promise<{ authenticated?: boolean; credentials?: { id: number } | null; ability?: unknown; error?: unknown } | undefined>;
};
type Users = { fetch(id: number, params: Record<string, unknown>): Promise<Record<string, unknown> | null> };

/**
 * The account as GET /users/me with the app's populate answers it to the new token: authenticated
 * by the route's own strategy with that token (blocked and ended sessions as there), shown with that
 * role's permissions, its own role always, sign-in times only to those who see them (`user.me`'s
 * guards). Null when the token does not sign in.
 */
const accountOf = async (jwt: string, strategy: Strategy): Promise<Record<string, unknown> | null> => {
  const probe = { request: { header: { authorization: `Bearer ${jwt}` } }, state: {} };
  const result = await strategy.authenticate(probe);
  const credentials = result?.authenticated && !result.error ? result.credentials : null;
  if (!credentials) return null;
  const users = strapi.plugin('users-permissions').service('user') as Users;
  const user = await users.fetch(credentials.id, { populate: ACCOUNT_POPULATE });
  if (!user) return null;
  const auth = { strategy, credentials, ability: result?.ability };
  const account = (await strapi.contentAPI.sanitize.output(user, strapi.getModel(USER), { auth })) as Record<string, unknown>;
  const actor = await loadAccessUser(strapi, credentials.id);
  if (!actor) return null;
  const role = user.role as { id: number; name: string; type: string } | undefined;
  if (role && !account.role) account.role = { id: role.id, name: role.name, type: role.type };
  if (!seesSignInTimes(actor)) hideSignInTimes(account);
  return account;
};

/**
 * A successful sign-in answers with the whole account (role, brands, per-brand roles, profile,
 * image), as GET /users/me would: the app starts the landing screen's data and code from this
 * answer instead of asking for the account first. Clients that read only `jwt` and `user.id` see
 * the same fields as before, and more of them; nothing that /users/me does not show its owner.
 */
export const accountInSignIn: Middleware = async (ctx, next) => {
  await next();
  const body = ctx.body as { jwt?: unknown; user?: { id?: unknown } } | undefined;
  const strategy = (ctx.state.auth as { strategy?: Strategy } | undefined)?.strategy;
  if (!body || typeof body.jwt !== 'string' || typeof body.user?.id !== 'number' || !strategy?.authenticate) return;
  const account = await accountOf(body.jwt, strategy);
  if (account) body.user = account;
};
