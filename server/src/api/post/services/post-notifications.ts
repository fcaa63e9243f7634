import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { notificationTargets, tokensOf, type Favoriter } from './notification-targets';
import { insertBatches } from '../../notification/services/delivery-queue';
import { deliveryOptions } from '../../notification/services/delivery-worker';
import { wakePushDelivery } from '../../notification/services/push-delivery';
import { storageNames } from '../../../storage-names';

const POST = 'api::post.post';
const NOTIFICATION = 'api::notification.notification';

/**
 * The users who favorite the brand (row id `brandId`) with their push token and profile target, in
 * one query. Table names come from Strapi's metadata: a brand can have 100,000 favoriters, too many
 * for the query engine's populate (one IN list of every id).
 */
export const favoritersOf = async (strapi: Core.Strapi, brandId: number): Promise<Favoriter[]> => {
  const favorite = storageNames(strapi, 'api::favorite.favorite');
  const user = storageNames(strapi, 'plugin::users-permissions.user');
  const profile = storageNames(strapi, 'user.profile');
  const byUser = favorite.joinTable('user');
  const byBrand = favorite.joinTable('brand');
  const toProfile = user.joinTable('profile');
  const knex = strapi.db.connection;
  const rows = (await knex(`${favorite.table} as f`)
    .join(`${byBrand.name} as fb`, `fb.${byBrand.joinColumn.name}`, 'f.id')
    .join(`${byUser.name} as fu`, `fu.${byUser.joinColumn.name}`, 'f.id')
    .join(`${user.table} as u`, 'u.id', `fu.${byUser.inverseJoinColumn.name}`)
    .leftJoin(`${toProfile.name} as uc`, (j) => j.on(`uc.${toProfile.joinColumn.name}`, 'u.id').andOnVal('uc.field', 'profile'))
    .leftJoin(`${profile.table} as p`, 'p.id', `uc.${toProfile.inverseJoinColumn.name}`)
    .where(`fb.${byBrand.inverseJoinColumn.name}`, brandId)
    .andWhere(`f.${favorite.column('isFavorite')}`, true)
    .select({ userId: 'u.id', fcmToken: `u.${user.column('fcmToken')}`, target: `p.${profile.column('target')}` })) as Favoriter[];
  return rows;
};

type PostWithBrand = { brand?: { id: number } | null; hideForRepresentative?: boolean | null; hideForPTA?: boolean | null };

/** The push tokens a post reaches: its brand's favoriters minus those its hide flags exclude, each token once. */
const tokensFor = async (strapi: Core.Strapi, post: PostWithBrand & { brand: { id: number } }) =>
  tokensOf(notificationTargets(await favoritersOf(strapi, post.brand.id), post));

/** How many devices publishing the post's draft would notify now (the publish confirmation says it). */
export const notificationAudience = async (strapi: Core.Strapi, postDocumentId: string): Promise<number> => {
  const draft = (await strapi.db.query(POST).findOne({
    where: { documentId: postDocumentId, publishedAt: { $null: true } },
    populate: { brand: true },
  })) as PostWithBrand | null;
  return draft?.brand ? (await tokensFor(strapi, { ...draft, brand: draft.brand })).length : 0;
};

/**
 * After a post is published: finds the users who favorited its brand, drops those its hide flags
 * exclude, and writes the notification data record together with its delivery job (the batches of
 * tokens) in one transaction. The pushes are sent by the delivery worker, not here, so publishing
 * does not wait for them (docs/decisions/0015-push-delivery-jobs.md). Failures are only logged.
 */
export const notifyPublishedPost = async (strapi: Core.Strapi, postDocumentId: string) => {
  try {
    const post = await strapi.db.query(POST).findOne({
      where: { documentId: postDocumentId, publishedAt: { $notNull: true } },
      populate: { brand: true },
    });
    if (!post?.brand) return null;
    const tokens = await tokensFor(strapi, post);
    const { batchSize } = deliveryOptions();
    const record = await strapi.db.transaction(async ({ trx }: { trx: Knex.Transaction }) => {
      const created = await strapi.documents(NOTIFICATION).create({
        data: {
          tokens,
          brandName: post.brand.name,
          postTitle: post.title,
          postType: post.type,
          postId: postDocumentId,
          state: tokens.length ? 'pending' : 'done',
          recipients: tokens.length,
          sent: 0,
          failed: 0,
          removedTokens: 0,
        },
      });
      await insertBatches(trx, created.id as number, tokens, batchSize);
      return created;
    });
    wakePushDelivery();
    return record;
  } catch (error) {
    strapi.log.error(`[push] Benachrichtigung zu Beitrag ${postDocumentId} fehlgeschlagen: ${(error as Error).message}`);
    return null;
  }
};
