import type { Core } from '@strapi/strapi';
import { readsPublishedPostsOf } from '../../../access/post-readers';
import type { AccessUser } from '../../../access/roles';

const USER = 'plugin::users-permissions.user';
const BRAND = 'api::brand.brand';
/** Users loaded per query: their relations are read with IN lists of this many ids, below both databases' limits. */
const USERS_PER_QUERY = 1000;

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The brand's documentId (the rule names brands by it); null when the brand is gone. */
export const brandDocumentId = async (strapi: Core.Strapi, brandId: number): Promise<string | null> =>
  ((await strapi.db.query(BRAND).findOne({ where: { id: brandId }, select: ['documentId'] })) as { documentId: string } | null)?.documentId ?? null;

/**
 * Of these users, the ids of those who read the brand's published posts (access/post-readers.ts):
 * the pushes of a post reach only them. Their roles and brands are read a bounded number of users
 * per query, with a turn of the event loop between queries.
 */
export const postReadersAmong = async (strapi: Core.Strapi, brand: string, userIds: number[]): Promise<Set<number>> => {
  const readers = new Set<number>();
  const ids = [...new Set(userIds)];
  for (let start = 0; start < ids.length; start += USERS_PER_QUERY) {
    if (start) await yieldToEventLoop();
    const users = (await strapi.db.query(USER).findMany({
      where: { id: { $in: ids.slice(start, start + USERS_PER_QUERY) } },
      select: ['id'],
      populate: {
        role: { select: ['type'] },
        brand: { select: ['documentId'] },
        brands: { select: ['documentId'] },
        userBrandRoles: { populate: { brand: { select: ['documentId'] } } },
      },
    })) as AccessUser[];
    for (const user of users) if (readsPublishedPostsOf(user, brand)) readers.add(user.id);
  }
  return readers;
};
