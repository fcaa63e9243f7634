import type { Middleware } from './actor';

/** Spec section 4: an event keeps publishedAt when one is given, otherwise it stays unpublished. */
export const eventStatusFromPublishedAt: Middleware = async (ctx, next) => {
  ctx.query.status = (ctx.request.body as { data?: { publishedAt?: unknown } } | undefined)?.data?.publishedAt ? 'published' : 'draft';
  await next();
};
