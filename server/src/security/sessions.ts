import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  ACCESS_FIELDS,
  accessEnded,
  issuedAtMs,
  issuedBeforeSessionsEnded,
  tokenRefused,
  type AccessState,
  type SigningInAccount,
} from '../access/access-change';
import { realtimeHub } from '../api/realtime/services/realtime-hub';
import { VOIDED_RESET_LINK } from '../access/account-links';
import { accountSubject, clearSignInAttempts } from './sign-in-attempts';

declare const strapi: Core.Strapi;

// Sessions end everywhere at once (docs/security.md, "Deployment and sessions"): a password change or
// reset, or a block, records the moment on the user (passwordChangedAt, accessChangedAt; both
// private); a token issued before it is refused like an invalid one (401), also after an unblock.
// Then, and when the account loses its role, a brand or a per-brand role (access/access-change.ts),
// its open live streams close on every instance. A deleted account's tokens find no user; its
// streams close too. A password change or a block also voids a reset link sent before it, and a new
// password forgets the failed sign-ins (security/sign-in-attempts.ts).

const USER = 'plugin::users-permissions.user';

type TokenPayload = { id?: number; iat?: number; iatMs?: number };
type JwtService = {
  getToken(ctx: unknown): Promise<TokenPayload | null> | TokenPayload | null;
  issue(payload: Record<string, unknown>, options?: unknown): string;
} & Record<string, unknown>;
type JwtFactory = (deps: { strapi: Core.Strapi }) => JwtService;

/** users-permissions' JWT service: tokens carry their issue time in ms, and those issued before the sessions ended are refused. */
export const endingSessions =
  (factory: JwtFactory): JwtFactory =>
  (deps) => {
    const service = factory(deps);
    const { getToken, issue } = service;
    service.issue = function issueWithTime(payload, options) {
      return issue.call(this, { ...payload, iatMs: Date.now() }, options);
    };
    service.getToken = async function checkedToken(ctx: unknown) {
      const payload = await getToken.call(this, ctx);
      if (payload?.id === undefined) return payload;
      const user = await strapi.db.query(USER).findOne({ where: { id: payload.id }, select: ['passwordChangedAt', 'accessChangedAt'] });
      if (issuedBeforeSessionsEnded(issuedAtMs(payload), user?.passwordChangedAt, user?.accessChangedAt)) throw new errors.UnauthorizedError('Invalid token.');
      return payload;
    };
    return service;
  };

type UserRow = {
  id: number;
  blocked?: boolean | null;
  role?: { id: number } | null;
  brand?: { id: number } | null;
  brands?: { id: number }[] | null;
  userBrandRoles?: { role: string; brand?: { id: number } | null }[] | null;
};
/** Whether sign-up asks new accounts to confirm their address (users-permissions' advanced settings). */
const confirmationRequired = async () =>
  ((await strapi.store({ type: 'plugin', name: 'users-permissions' }).get({ key: 'advanced' })) as { email_confirmation?: boolean } | null)
    ?.email_confirmation === true;

/** What an API token's strategy would find for `key`: Strapi checks API tokens before users-permissions. */
const apiTokenState = async (key: string): Promise<'none' | 'valid' | 'expired'> => {
  const tokens = strapi.service('admin::api-token-content-api') as unknown as {
    hash(key: string): string;
    getByAccessKey(hash: string): Promise<{ expiresAt?: string | null } | null>;
  };
  const token = await tokens.getByAccessKey(tokens.hash(key));
  if (!token) return 'none';
  return token.expiresAt && Date.parse(token.expiresAt) < Date.now() ? 'expired' : 'valid';
};

/**
 * The account a request's bearer token signs in, checked as users-permissions' strategy with the
 * check above checks it (our secret's signature, then tokenRefused) in one query, without loading
 * the account's role and its permissions: for the live stream, which every signed-in role may open
 * (api/realtime/routes). `null` without a bearer token or with an API token; `'refused'` for one
 * that signs nobody in.
 */
export const tokenAccount = async (ctx: { request: { header?: { authorization?: string } } }): Promise<{ id: number } | 'refused' | null> => {
  // The same reading of the header as users-permissions' jwt service.
  const parts = ctx.request.header?.authorization?.split(/\s+/) ?? [];
  if (parts.length !== 2 || parts[0].toLowerCase() !== 'bearer') return null;
  const jwt = strapi.plugin('users-permissions').service('jwt') as { verify(token: string): Promise<TokenPayload> };
  const payload = await jwt.verify(parts[1]).catch(() => null);
  // Not ours: an API token (the public-access token) names no person, as no token (403); else 401.
  if (typeof payload?.id !== 'number') return (await apiTokenState(parts[1])) === 'valid' ? null : 'refused';
  const account = (await strapi.db
    .query(USER)
    .findOne({ where: { id: payload.id }, select: ['id', 'blocked', 'confirmed', 'passwordChangedAt', 'accessChangedAt'] })) as
    (SigningInAccount & { id: number }) | null;
  const refused = tokenRefused(account, issuedAtMs(payload), !!account && !account.confirmed && (await confirmationRequired()));
  return refused || !account ? 'refused' : { id: account.id };
};

type LifecycleEvent = {
  params: { where?: Record<string, unknown>; data?: Record<string, unknown> };
  state: { accessBefore?: AccessState & { id: number }; passwordChanged?: boolean };
  result?: { id?: number } | null;
};

const accessOf = async (where: Record<string, unknown>): Promise<(AccessState & { id: number }) | null> => {
  const user = (await strapi.db.query(USER).findOne({
    where,
    select: ['id', 'blocked'],
    populate: { role: { select: ['id'] }, brand: { select: ['id'] }, brands: { select: ['id'] }, userBrandRoles: { populate: { brand: { select: ['id'] } } } },
  })) as UserRow | null;
  if (!user) return null;
  return {
    id: user.id,
    blocked: !!user.blocked,
    roleId: user.role?.id ?? null,
    brandIds: [...new Set([...(user.brands ?? []).map((b) => b.id), ...(user.brand ? [user.brand.id] : [])])],
    brandRoles: (user.userBrandRoles ?? []).map((r) => `${r.brand?.id ?? ''}:${r.role}`),
  };
};

/** The role of accounts without a back-office role (doctors, PTAs): leaving it is a gain. */
const authenticatedRoleId = async () =>
  ((await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'authenticated' }, select: ['id'] })) as { id: number } | null)?.id ??
  null;

const endStreams = async (ids: number[]) => {
  try {
    await realtimeHub(strapi).endAccess(ids);
  } catch (error) {
    strapi.log.error(`[sessions] Live-Verbindungen nicht beendet: ${(error as Error).message}`);
  }
};

/** Lifecycles of the user: whichever route writes a password or takes access away, sessions end. */
export const sessionLifecycles = {
  async beforeUpdate(event: LifecycleEvent) {
    const data = event.params.data;
    if (!data) return;
    if (typeof data.password === 'string' && data.password) {
      Object.assign(data, { passwordChangedAt: new Date() }, VOIDED_RESET_LINK);
      event.state.passwordChanged = true;
    }
    if (ACCESS_FIELDS.some((field) => field in data) && event.params.where) {
      event.state.accessBefore = (await accessOf(event.params.where)) ?? undefined;
    }
  },
  async afterUpdate(event: LifecycleEvent) {
    const before = event.state.accessBefore;
    const after = before && (await accessOf({ id: before.id }));
    const ended = before && after ? accessEnded(before, after, await authenticatedRoleId()) : null;
    if (ended === 'sessions') await strapi.db.query(USER).update({ where: { id: before!.id }, data: { accessChangedAt: new Date(), ...VOIDED_RESET_LINK } });
    const id = before?.id ?? event.result?.id;
    if (event.state.passwordChanged && id !== undefined) await clearSignInAttempts(strapi, accountSubject(id));
    if ((ended || event.state.passwordChanged) && id !== undefined) await endStreams([id]);
  },
  async afterDelete(event: LifecycleEvent) {
    if (event.result?.id !== undefined) await endStreams([event.result.id]);
  },
};
