import type { Core } from '@strapi/strapi';
import { notificationTargets, type Favoriter, type PostFlags } from './notification-targets';
import { storageNames } from '../../../storage-names';

/** Who a post's notification reaches, as it was when the post was published. */
export interface Audience extends PostFlags {
  brandId: number;
}

/** Favoriters read per query: a brand can have 100,000, read in pages with a turn of the event loop between. */
const PAGE = 5000;
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * One page of the users who favorite the brand (row id `brandId`), after the favorite `afterId`,
 * with their push token and profile target, in one query. Table names come from Strapi's metadata:
 * the query engine's populate would put every id of 100,000 favoriters in one IN list.
 */
const favoritersPage = async (strapi: Core.Strapi, brandId: number, afterId: number): Promise<(Favoriter & { favoriteId: number })[]> => {
  const favorite = storageNames(strapi, 'api::favorite.favorite');
  const user = storageNames(strapi, 'plugin::users-permissions.user');
  const profile = storageNames(strapi, 'user.profile');
  const byUser = favorite.joinTable('user');
  const byBrand = favorite.joinTable('brand');
  const toProfile = user.joinTable('profile');
  const knex = strapi.db.connection;
  return knex(`${favorite.table} as f`)
    .join(`${byBrand.name} as fb`, `fb.${byBrand.joinColumn.name}`, 'f.id')
    .join(`${byUser.name} as fu`, `fu.${byUser.joinColumn.name}`, 'f.id')
    .join(`${user.table} as u`, 'u.id', `fu.${byUser.inverseJoinColumn.name}`)
    .leftJoin(`${toProfile.name} as uc`, (j) => j.on(`uc.${toProfile.joinColumn.name}`, 'u.id').andOnVal('uc.field', 'profile'))
    .leftJoin(`${profile.table} as p`, 'p.id', `uc.${toProfile.inverseJoinColumn.name}`)
    .where(`fb.${byBrand.inverseJoinColumn.name}`, brandId)
    .andWhere(`f.${favorite.column('isFavorite')}`, true)
    .andWhere('f.id', '>', afterId)
    .orderBy('f.id')
    .limit(PAGE)
    .select({ favoriteId: 'f.id', userId: 'u.id', fcmToken: `u.${user.column('fcmToken')}`, target: `p.${profile.column('target')}` });
};

/**
 * The push tokens a post reaches: its brand's favoriters minus those its hide flags exclude, each
 * token once; read in pages of PAGE favoriters (docs/decisions/0015-push-delivery-jobs.md).
 */
export const audienceTokens = async (strapi: Core.Strapi, audience: Audience): Promise<string[]> => {
  const tokens = new Set<string>();
  for (let afterId = 0; ;) {
    const page = await favoritersPage(strapi, audience.brandId, afterId);
    for (const target of notificationTargets(page, audience)) if (target.fcmToken) tokens.add(target.fcmToken);
    if (page.length < PAGE) return [...tokens];
    afterId = page[page.length - 1].favoriteId;
    await yieldToEventLoop();
  }
};
