import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { audienceTokens, type Audience } from './favoriters';
import { insertCollection } from '../../notification/services/recipient-collection';
import { wakePushDelivery } from '../../notification/services/push-delivery';

const POST = 'api::post.post';
const NOTIFICATION = 'api::notification.notification';

type PostWithBrand = { brand?: { id: number } | null; hideForRepresentative?: boolean | null; hideForPTA?: boolean | null };

/** Who the post reaches: its brand's favoriters, less those its hide flags exclude. */
const audienceOf = (post: PostWithBrand & { brand: { id: number } }): Audience => ({
  brandId: post.brand.id,
  hideForRepresentative: !!post.hideForRepresentative,
  hideForPTA: !!post.hideForPTA,
});

/** How many devices publishing the post's draft would notify now (the publish confirmation says it). */
export const notificationAudience = async (strapi: Core.Strapi, postDocumentId: string): Promise<number> => {
  const draft = (await strapi.db.query(POST).findOne({
    where: { documentId: postDocumentId, publishedAt: { $null: true } },
    populate: { brand: true },
  })) as PostWithBrand | null;
  return draft?.brand ? (await audienceTokens(strapi, audienceOf({ ...draft, brand: draft.brand }))).length : 0;
};

/**
 * After a post is published: writes the notification data record (state `pending`) and the first
 * step of its delivery job in one transaction, and answers. A worker of any instance then finds
 * the favoriters the post reaches and writes the record's batches of tokens, and sends them; so
 * publishing neither waits for the recipients nor copies them (docs/decisions/0015-push-delivery-jobs.md).
 * Failures are only logged.
 */
export const notifyPublishedPost = async (strapi: Core.Strapi, postDocumentId: string) => {
  try {
    const post = await strapi.db.query(POST).findOne({
      where: { documentId: postDocumentId, publishedAt: { $notNull: true } },
      populate: { brand: true },
    });
    if (!post?.brand) return null;
    const record = await strapi.db.transaction(async ({ trx }: { trx: Knex.Transaction }) => {
      // The spec's `tokens` are not copied here: they are stored once, in the record's batches.
      const created = await strapi.documents(NOTIFICATION).create({
        data: {
          brandName: post.brand.name,
          postTitle: post.title,
          postType: post.type,
          postId: postDocumentId,
          state: 'pending',
          recipients: 0,
          sent: 0,
          failed: 0,
          removedTokens: 0,
        },
      });
      await insertCollection(trx, created.id as number, audienceOf(post));
      return created;
    });
    wakePushDelivery();
    return record;
  } catch (error) {
    strapi.log.error(`[push] Benachrichtigung zu Beitrag ${postDocumentId} fehlgeschlagen: ${(error as Error).message}`);
    return null;
  }
};
