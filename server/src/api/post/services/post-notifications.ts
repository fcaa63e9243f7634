import type { Core } from '@strapi/strapi';
import { notificationTargets, tokensOf, Favoriter } from './notification-targets';
import { pushSender, PushSender } from './push-sender';

/**
 * After a post is published: finds the users who favorited its brand, drops those its hide flags
 * exclude, writes the notification data record and sends the push. Failures are only logged.
 */
export const notifyPublishedPost = async (strapi: Core.Strapi, postDocumentId: string, send: PushSender = pushSender(strapi)) => {
  try {
    const post = await strapi.db.query('api::post.post').findOne({
      where: { documentId: postDocumentId, publishedAt: { $notNull: true } },
      populate: { brand: true },
    });
    if (!post?.brand) return null;
    const favorites = await strapi.db.query('api::favorite.favorite').findMany({
      where: { brand: { id: post.brand.id }, isFavorite: true },
      populate: { user: { select: ['id', 'fcmToken'], populate: { profile: true } } },
    });
    const favoriters: Favoriter[] = favorites
      .filter((f: { user?: unknown }) => f.user)
      .map((f: { user: { id: number; fcmToken?: string; profile?: { target?: Favoriter['target'] } } }) => ({
        userId: f.user.id,
        target: f.user.profile?.target ?? null,
        fcmToken: f.user.fcmToken ?? null,
      }));
    const tokens = tokensOf(notificationTargets(favoriters, post));
    const record = await strapi.documents('api::notification.notification').create({
      data: { tokens, brandName: post.brand.name, postTitle: post.title, postType: post.type, postId: postDocumentId },
    });
    if (tokens.length) {
      await send({ tokens, title: post.brand.name, body: post.title, data: { postId: postDocumentId, postType: String(post.type) } });
    }
    return record;
  } catch (error) {
    strapi.log.error(`[push] Benachrichtigung zu Beitrag ${postDocumentId} fehlgeschlagen: ${(error as Error).message}`);
    return null;
  }
};
