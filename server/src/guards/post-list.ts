import type { Core } from '@strapi/strapi';
import { POST_LIST_PARAMS, type PostListQuery } from '@markenportal/contract';
import { brandFilter, POST_RULES, readableBrands } from '../access/brand-scope';
import { parsePostListQuery, postListFilter, type PostListFacts } from '../access/post-list-filter';
import { isApiToken } from './brand-documents';
import { requireActor, type GuardContext, type Middleware } from './actor';

declare const strapi: Core.Strapi;

const POST_UID = 'api::post.post';
const ACTION_UID = 'plugin::publisher.action';

type Period = { $gte?: string; $lt?: string };
const periodOf = ({ publishedFrom, publishedBefore }: PostListQuery): Period | null =>
  publishedFrom || publishedBefore ? { ...(publishedFrom ? { $gte: publishedFrom } : {}), ...(publishedBefore ? { $lt: publishedBefore } : {}) } : null;

/** The caller's brands (all for staff and the public token): the id lists below stay within them. */
const brandWhere = async (ctx: GuardContext) => {
  if (isApiToken(ctx)) return {};
  const brands = readableBrands(await requireActor(ctx), POST_RULES);
  return brands ? brandFilter(brands) : {};
};

/** The planned posts (within the period) without a published version, and with a period those live within it. */
const postListFacts = async (ctx: GuardContext, query: PostListQuery): Promise<PostListFacts> => {
  const period = periodOf(query);
  const inBrands = await brandWhere(ctx);
  const actions = (await strapi.db.query(ACTION_UID).findMany({
    where: { entitySlug: POST_UID, mode: 'publish', ...(period ? { executeAt: period } : {}) },
    select: ['entityId'],
  })) as { entityId: string }[];
  const planned = [...new Set(actions.map((a) => a.entityId))];
  const livePlanned = planned.length
    ? ((await strapi.db.query(POST_UID).findMany({ where: { documentId: { $in: planned }, publishedAt: { $notNull: true } }, select: ['documentId'] })) as {
        documentId: string;
      }[])
    : [];
  const live = new Set(livePlanned.map((p) => p.documentId));
  const scheduled = planned.filter((id) => !live.has(id));
  if (!period) return { scheduled };
  const liveInPeriod = (await strapi.db.query(POST_UID).findMany({
    where: { $and: [{ publishedAt: { $notNull: true } }, { publishedAt: period }, inBrands] },
    select: ['documentId'],
  })) as { documentId: string }[];
  return { scheduled, liveInPeriod: liveInPeriod.map((p) => p.documentId) };
};

/**
 * The post list's state and period (the contract's PostListQuery) as filters, ANDed with the
 * caller's; runs before scopedList, which adds the caller's brands to the whole. Used by the list
 * and its export, so both hold the same rows.
 */
export const postListParams: Middleware = async (ctx, next) => {
  const query = parsePostListQuery(ctx.query);
  if (query) {
    const { filter, cohort } = postListFilter(query, await postListFacts(ctx, query));
    // In place, as scopedList does: the custom keys go, Strapi's controller knows only its own.
    for (const key of POST_LIST_PARAMS) delete ctx.query[key];
    const own = ctx.query.filters && typeof ctx.query.filters === 'object' && Object.keys(ctx.query.filters).length ? ctx.query.filters : null;
    if (filter) ctx.query.filters = own ? { $and: [own, filter] } : filter;
    if (cohort) ctx.query.publicationFilter = cohort;
  }
  await next();
};
