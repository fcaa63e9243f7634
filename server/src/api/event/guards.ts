import type { Middleware } from '../../guards/actor';

/** The spec's "States and transitions": an event keeps publishedAt when one is given, otherwise it stays unpublished. */
export const eventStatusFromPublishedAt: Middleware = async (ctx, next) => {
  ctx.query.status = (ctx.request.body as { data?: { publishedAt?: unknown } } | undefined)?.data?.publishedAt ? 'published' : 'draft';
  await next();
};

/**
 * A change is made to the draft, whatever the query says: publishing it is its own step
 * (POST /events/:id/publish). Strapi's update would otherwise write the published version at once.
 */
export const eventDraftUpdate: Middleware = async (ctx, next) => {
  ctx.query.status = 'draft';
  const data = (ctx.request.body as { data?: Record<string, unknown> } | undefined)?.data;
  if (data && typeof data === 'object') delete data.publishedAt;
  await next();
};
