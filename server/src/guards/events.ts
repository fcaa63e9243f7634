import type { Middleware } from './actor';

/** The spec's "States and transitions": an event keeps publishedAt when one is given, otherwise it stays unpublished. */
export const eventStatusFromPublishedAt: Middleware = async (ctx, next) => {
  ctx.query.status = (ctx.request.body as { data?: { publishedAt?: unknown } } | undefined)?.data?.publishedAt ? 'published' : 'draft';
  await next();
};
