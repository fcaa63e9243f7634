import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Middleware } from '../../guards/actor';
import { bodyFields } from '../../http/request-context';
import { storageNames } from '../../storage-names';
import { normalisedAddress } from '../../access/rate-limits';
import { accountSubject, clearSignInAttempts, takeSignInAttempt } from '../../security/sign-in-attempts';
import { messages } from '../../messages';
import { limitInForce } from '../../security/rate-limit-counter';
import { recordAudit } from '../../audit/record';

declare const strapi: Core.Strapi;

// The sign-in routes answer the same, in comparable time, whether an address is known or not.
// Registration still says that an address is registered: the invitee must learn to sign in
// instead (/login-add-brand), and the route is rate limited.

const USER = 'plugin::users-permissions.user';
/** A bcrypt hash (cost 10, as users-permissions hashes) of a random value nobody knows. */
const DUMMY_HASH = '$2a$10$MHAJXrdf4JwK7GGNuzhDf./7sRBBC1g2wfxLijzEl2Fahwlgmkbue';

type Users = { validatePassword(password: string, hash: string): Promise<boolean> };

/**
 * Sign-in with an unknown identifier compares the password with a dummy hash, as a known one
 * compares with the stored hash: otherwise the answer is ten times faster and tells who has an account.
 */
export const comparableSignInTime: Middleware = async (ctx, next) => {
  const { identifier, password } = bodyFields(ctx);
  if (typeof identifier === 'string' && typeof password === 'string') {
    const known = await strapi.db.query(USER).count({ where: { $or: [{ email: identifier.toLowerCase() }, { username: identifier }] } });
    if (!known) await (strapi.plugin('users-permissions').service('user') as Users).validatePassword(password, DUMMY_HASH);
  }
  await next();
};

/**
 * Failed sign-ins are counted per account, from whatever IP (signInAccount): after a few, each next
 * attempt waits longer (a 429 with Retry-After), rather than the account being locked. A name no
 * account has is counted by itself, so the answers tell nobody whether it has one. A successful
 * sign-in (and a new password, security/sessions.ts) forgets the failures.
 */
export const signInPaced: Middleware = async (guardCtx, next) => {
  const ctx = guardCtx as typeof guardCtx & { set(field: string, value: string): void };
  const limit = limitInForce(strapi, 'signInAccount');
  const { identifier, password } = bodyFields(ctx);
  if (!limit || typeof identifier !== 'string' || !identifier || typeof password !== 'string') return next();
  // As users-permissions finds the account it signs in.
  const account = (await strapi.db
    .query(USER)
    .findOne({ where: { provider: 'local', $or: [{ email: identifier.toLowerCase() }, { username: identifier }] }, select: ['id'] })) as { id: number } | null;
  const subject = account ? accountSubject(account.id) : `name:${normalisedAddress(identifier)}`;
  const retryAfter = await takeSignInAttempt(strapi, subject, limit);
  if (retryAfter > 0) {
    ctx.set('Retry-After', String(retryAfter));
    throw new errors.RateLimitError(messages.rateLimits.signInPaused(retryAfter), { retryAfter });
  }
  await next();
  if (typeof (ctx.body as { user?: { id?: unknown } } | undefined)?.user?.id === 'number') await clearSignInAttempts(strapi, subject);
};

/** "Send the confirmation again" answers the same for unknown, unconfirmed, confirmed and blocked accounts. */
export const uniformConfirmationAnswer: Middleware = async (ctx, next) => {
  try {
    await next();
  } catch (error) {
    if (!(error instanceof errors.ApplicationError) || error instanceof errors.ValidationError) throw error;
  }
  const { email } = bodyFields(ctx);
  ctx.status = 200;
  ctx.body = { email, sent: true };
};

/**
 * A successful sign-in records when (`lastSignInAt`, the operators' user list filters by it).
 * users-permissions keeps no such time. Written below the document service, so the account's
 * version (`updatedAt`, guards/versions.ts) stays: an open edit form is not made stale by a sign-in.
 */
export const recordedSignIn: Middleware = async (ctx, next) => {
  await next();
  const id = (ctx.body as { user?: { id?: unknown } } | undefined)?.user?.id;
  if (typeof id !== 'number') return;
  const users = storageNames(strapi, USER);
  await strapi.db
    .connection(users.table)
    .where({ id })
    .update({ [users.column('lastSignInAt')]: new Date() });
};

/**
 * Every sign-in is an audit entry, and every refused one (docs/decisions/0035-audit-log.md): of the
 * account the name or address belongs to; an unknown name is not stored (people type passwords
 * into it).
 */
export const auditedSignIn: Middleware = async (ctx, next) => {
  const refused = async () => {
    const { identifier } = bodyFields(ctx);
    const account =
      typeof identifier === 'string' && identifier
        ? ((await strapi.db
            .query(USER)
            .findOne({ where: { provider: 'local', $or: [{ email: identifier.toLowerCase() }, { username: identifier }] }, select: ['id'] })) as {
            id: number;
          } | null)
        : null;
    // Whoever typed the name is not known: the attempt is anonymous, about the account it names.
    await recordAudit(strapi, { action: 'sign-in-failed', resource: 'user', recordId: account ? String(account.id) : null, actorId: null });
  };
  try {
    await next();
  } catch (error) {
    // A refusal (wrong password, blocked, paused) is an ApplicationError; a failure of the server is not.
    if (error instanceof errors.ApplicationError || ((error as { status?: number }).status ?? 500) < 500) await refused();
    throw error;
  }
  const id = (ctx.body as { user?: { id?: unknown } } | undefined)?.user?.id;
  if (typeof id === 'number') await recordAudit(strapi, { action: 'sign-in', resource: 'user', recordId: String(id), actorId: id });
  else if ((ctx.status ?? 200) >= 400 && (ctx.status ?? 200) < 500) await refused();
};
