import type { Core } from '@strapi/strapi';
import { notificationTargets, type Favoriter, type PostFlags } from './notification-targets';
import { storageNames } from '../../../storage-names';
import { brandFavoriters } from '../../favorite/services/brand-favoriters';
import { brandDocumentId, postReadersAmong } from '../../favorite/services/post-readers';

/** Who a post's notification reaches, as it was when the post was published. */
export interface Audience extends PostFlags {
  brandId: number;
}

/** Favoriters read per query: a brand can have 100,000, read in pages with a turn of the event loop between. */
const PAGE = 5000;
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** One page of the users who favorite the brand, after the favorite `afterId`, with their push token and profile target. */
const favoritersPage = async (strapi: Core.Strapi, brandId: number, afterId: number): Promise<(Favoriter & { favoriteId: number })[]> => {
  const user = storageNames(strapi, 'plugin::users-permissions.user');
  const { query, userId, profileTarget } = brandFavoriters(strapi, brandId);
  return query
    .join(`${user.table} as u`, 'u.id', userId)
    .andWhere('f.id', '>', afterId)
    .orderBy('f.id')
    .limit(PAGE)
    .select({ favoriteId: 'f.id', userId: 'u.id', fcmToken: `u.${user.column('fcmToken')}`, target: profileTarget });
};

/**
 * The push tokens a post reaches: its brand's favoriters who read its posts (access/post-readers.ts),
 * minus those its hide flags exclude, each token once; read in pages of PAGE favoriters
 * (docs/decisions/0015-push-delivery-jobs.md).
 */
export const audienceTokens = async (strapi: Core.Strapi, audience: Audience): Promise<string[]> => {
  const tokens = new Set<string>();
  const brand = await brandDocumentId(strapi, audience.brandId);
  if (!brand) return [];
  for (let afterId = 0; ;) {
    const page = await favoritersPage(strapi, audience.brandId, afterId);
    const targets = notificationTargets(page, audience).filter((target) => target.fcmToken);
    const readers = await postReadersAmong(
      strapi,
      brand,
      targets.map((target) => Number(target.userId)),
    );
    for (const target of targets) if (readers.has(Number(target.userId))) tokens.add(target.fcmToken!);
    if (page.length < PAGE) return [...tokens];
    afterId = page[page.length - 1].favoriteId;
    await yieldToEventLoop();
  }
};
