import type { Context } from 'koa';

// A typed view of Koa's context as Strapi fills it, for controllers and guards. Koa types `state`
// as anything and the body as `any`; this view names what the server reads and keeps what the
// client sent `unknown` until checked.

/** The signed-in user users-permissions puts in `ctx.state.user` (its stored record; the fields read here). */
export type RequestUser = { id: number; email?: string };

export type RequestState = { user?: RequestUser };

export interface RequestContext<State extends RequestState = RequestState> {
  /** The route's path parameters (Strapi's router sets them; global middlewares run before it). */
  params?: Record<string, string | undefined>;
  query: Record<string, unknown>;
  request: { body?: unknown; header?: { authorization?: string } };
  state: State;
  status?: number;
  body?: unknown;
}

/** Koa's context seen through RequestContext: the same object, so writes reach the answer. */
export const requestContext = (ctx: Context): RequestContext => ctx;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The body's fields when it is a JSON object (`{}` for none or any other value). */
export const bodyFields = (ctx: RequestContext): Record<string, unknown> => (isRecord(ctx.request.body) ? ctx.request.body : {});

/** Strapi's REST write body. */
export type DataBody = { data: Record<string, unknown> };

export const isDataBody = (body: unknown): body is DataBody => isRecord(body) && isRecord(body.data);

/**
 * The `data` object of a REST write body, or undefined without one. On routes with the canonicalBody
 * guard (guards/canonical-body.ts) a `data` that is there is an object already.
 */
export const bodyData = (ctx: RequestContext): Record<string, unknown> | undefined => {
  const body = ctx.request.body;
  return isDataBody(body) ? body.data : undefined;
};
