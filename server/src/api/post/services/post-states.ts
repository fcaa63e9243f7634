import type { Core } from '@strapi/strapi';
import type { PostStateFacts } from '@markenportal/contract';

/**
 * What decides the state of each post (the contract's postState): since when its published version
 * is public, and when a planned publish runs. One read of each per call, for any number of posts.
 */
export const postStateFacts = async (strapi: Core.Strapi, documentIds: string[]): Promise<Map<string, PostStateFacts>> => {
  const facts = new Map<string, PostStateFacts>(documentIds.map((id) => [id, { livePublishedAt: null, scheduledAt: null }]));
  // In chunks: a database takes only so many parameters in one query (SQLite 32,766).
  for (let i = 0; i < documentIds.length; i += CHUNK) await addFacts(strapi, documentIds.slice(i, i + CHUNK), facts);
  return facts;
};

const CHUNK = 5000;

const addFacts = async (strapi: Core.Strapi, documentIds: string[], facts: Map<string, PostStateFacts>) => {
  const [live, planned] = await Promise.all([
    strapi.db.query('api::post.post').findMany({
      where: { documentId: { $in: documentIds }, publishedAt: { $notNull: true } },
      select: ['documentId', 'publishedAt'],
    }) as Promise<{ documentId: string; publishedAt: string }[]>,
    strapi.db.query('plugin::publisher.action').findMany({
      where: { entitySlug: 'api::post.post', mode: 'publish', entityId: { $in: documentIds } },
      select: ['entityId', 'executeAt'],
    }) as Promise<{ entityId: string; executeAt: string }[]>,
  ]);
  for (const row of live) facts.get(row.documentId)!.livePublishedAt = row.publishedAt;
  for (const action of planned) facts.get(action.entityId)!.scheduledAt = action.executeAt;
};
