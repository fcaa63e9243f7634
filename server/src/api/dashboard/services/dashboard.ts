import type { Core } from '@strapi/strapi';
import { postState, type DashboardFigures, type PostState } from '@markenportal/contract';
import { AccessUser, brandsWithRole } from '../../../access/roles';
import { postStateFacts } from '../../post/services/post-states';

/** The figures of docs/decisions/0008-start-pages.md, each the current state of one brand. */
const dashboard = ({ strapi }: { strapi: Core.Strapi }) => ({
  async figures(brand: string): Promise<DashboardFigures> {
    const ofBrand = { brand: { documentId: brand } };
    const posts: string[] = (
      await strapi.db.query('api::post.post').findMany({ where: { ...ofBrand, publishedAt: { $null: true } }, select: ['documentId'] })
    ).map((p: { documentId: string }) => p.documentId);
    // Each post counts once, in the state the lists show it in.
    const count: Record<PostState, number> = { live: 0, scheduled: 0, draft: 0 };
    for (const facts of (await postStateFacts(strapi, posts)).values()) count[postState(facts)] += 1;
    // One draft row per event document: the count of documents, published or not.
    const upcomingEvents = await strapi.db
      .query('api::event.event')
      .count({ where: { ...ofBrand, publishedAt: { $null: true }, startDate: { $gte: new Date().toISOString() } } });
    const members: (AccessUser & { blocked?: boolean })[] = await strapi.db.query('plugin::users-permissions.user').findMany({
      where: { $or: [{ brands: { documentId: brand } }, { userBrandRoles: { brand: { documentId: brand } } }] },
      select: ['id', 'blocked'],
      populate: { role: true, brands: true, brand: true, userBrandRoles: { populate: { brand: true } } },
    });
    const favorites = await strapi.db.query('api::favorite.favorite').count({ where: { ...ofBrand, isFavorite: true } });
    return {
      livePosts: count.live,
      scheduledPosts: count.scheduled,
      draftPosts: count.draft,
      upcomingEvents,
      salesUsers: members.filter((m) => !m.blocked && brandsWithRole(m, ['sales']).includes(brand)).length,
      favorites,
    };
  },
});

export type DashboardService = ReturnType<typeof dashboard>;
export default dashboard;
