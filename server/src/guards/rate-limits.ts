import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { normalisedAddress, RATE_LIMIT_DEFAULTS, requestWeight, unitOf, type RateLimitAction, type RateLimits, type Subject } from '../access/rate-limits';
import { countRequest, type Bucket } from '../security/rate-limit-counter';
import { messages } from '../messages';
import type { GuardContext, Middleware } from './actor';
import { bodyFields } from '../http/request-context';

declare const strapi: Core.Strapi;

type UploadedFile = { size?: number };
type LimitedContext = GuardContext & {
  request: { ip?: string; files?: Record<string, UploadedFile | UploadedFile[] | undefined> };
  set(field: string, value: string): void;
};

/** The sizes of the files a multipart request carries (the body parser has read them before any route guard). */
const fileSizes = (ctx: LimitedContext) =>
  Object.values(ctx.request.files ?? {})
    .flatMap((files) => (Array.isArray(files) ? files : files ? [files] : []))
    .map((file) => (typeof file.size === 'number' ? file.size : 0));

/** The address a sign-in or reset body names (`identifier` or `email`), as stored. */
const bodyAddress = (ctx: LimitedContext) => {
  const body = bodyFields(ctx);
  return normalisedAddress(body.identifier ?? body.email);
};

/** Whom the action counts in this request; null when the request names no such subject (the IP's bucket still counts it). */
const subjectOf = (ctx: LimitedContext, subject: Subject): string | null => {
  const ip = `ip:${ctx.request.ip ?? ''}`;
  const user = ctx.state.user?.id;
  if (subject === 'account') return user === undefined ? ip : `user:${user}`;
  if (subject === 'ip') return ip;
  // Counted by the sign-in's own guard (extensions/users-permissions/auth-guards.ts, signInPaced), never here.
  if (subject === 'signInAccount') return null;
  const address = bodyAddress(ctx);
  if (!address) return null;
  return subject === 'address' ? `address:${address}` : `address:${address}|${ip}`;
};

/**
 * Counts the request against each named limit, shared by all instances (security/rate-limit-counter.ts);
 * over any of them it is a 429 with `Retry-After` and a German message, before any other work.
 * Declared first in the route's middlewares. RATE_LIMITS=false switches every limit off.
 */
export const rateLimited =
  (...actions: RateLimitAction[]): Middleware =>
  async (guardCtx, next) => {
    const ctx = guardCtx as LimitedContext;
    const limits = strapi.config.get<RateLimits | null>('rate-limits.limits', null);
    const buckets: Bucket[] = [];
    for (const action of actions) {
      const limit = limits?.[action];
      const subject = limit && subjectOf(ctx, RATE_LIMIT_DEFAULTS[action].subject);
      if (limit && subject) buckets.push({ action, subject, limit, weight: requestWeight(unitOf(action), fileSizes(ctx)) });
    }
    const retryAfter = await countRequest(strapi, buckets);
    if (retryAfter > 0) {
      ctx.set('Retry-After', String(retryAfter));
      throw new errors.RateLimitError(messages.rateLimits.tooMany(retryAfter), { retryAfter });
    }
    await next();
  };
