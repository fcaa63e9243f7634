import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { ScopedUser } from '../access/user-scope';
import type { LoadedVersion } from '../access/record-version';
import type { RequestContext, RequestState } from '../http/request-context';
import { loadAccessUser } from './lookups';
import { messages } from '../messages';

declare const strapi: Core.Strapi;

/** What the guards keep in Koa's `ctx.state` besides the user. */
type GuardState = RequestState & {
  auth?: { strategy?: { name?: string } };
  actor?: ScopedUser;
  /** The version a write was based on (guards/versions.ts). */
  loadedVersion?: LoadedVersion;
};
/** The parts of Koa's context that the guards read and write. */
export type GuardContext = RequestContext<GuardState>;
export type Middleware = (ctx: GuardContext, next: () => Promise<unknown>) => Promise<unknown>;

/** Who is calling, with role, brands and per-brand roles; loaded once per request. A 403 without a user. */
export const requireActor = async (ctx: GuardContext): Promise<ScopedUser> => {
  if (ctx.state.actor) return ctx.state.actor;
  const actor = ctx.state.user && (await loadAccessUser(strapi, ctx.state.user.id));
  if (!actor) throw new errors.PolicyError(messages.forbidden);
  ctx.state.actor = actor;
  return actor;
};
