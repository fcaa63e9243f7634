import type { Core } from '@strapi/strapi';
import type { DashboardFigures } from '@markenportal/contract';
import { AccessUser, brandsWithRole } from '../../../access/roles';

/** The figures of docs/decisions/0008-start-pages.md, each the current state of one brand. */
const dashboard = ({ strapi }: { strapi: Core.Strapi }) => ({
  async figures(brand: string): Promise<DashboardFigures> {
    const ofBrand = { brand: { documentId: brand } };
    const postRows: { documentId: string; publishedAt: string | null }[] = await strapi.db
      .query('api::post.post')
      .findMany({ where: ofBrand, select: ['documentId', 'publishedAt'] });
    const live = new Set(postRows.filter((p) => p.publishedAt).map((p) => p.documentId));
    const all = new Set(postRows.map((p) => p.documentId));
    const scheduled = all.size
      ? await strapi.db.query('plugin::publisher.action').count({
          where: { entitySlug: 'api::post.post', mode: 'publish', entityId: { $in: [...all] } },
        })
      : 0;
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
      livePosts: live.size,
      scheduledPosts: scheduled,
      draftPosts: [...all].filter((id) => !live.has(id)).length,
      upcomingEvents,
      salesUsers: members.filter((m) => !m.blocked && brandsWithRole(m, ['sales']).includes(brand)).length,
      favorites,
    };
  },
});

export type DashboardService = ReturnType<typeof dashboard>;
export default dashboard;
