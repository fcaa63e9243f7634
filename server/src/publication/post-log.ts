import type { Core } from '@strapi/strapi';
import type { PostLogAction, PostLogEntry } from '@markenportal/contract';

const POST = 'api::post.post';

/** A new log entry; its shape is the contract's PostLogEntry, which the web app shows as it is. */
export const logEntry = (by: string, action: PostLogAction, executeAt?: string): PostLogEntry => ({
  at: new Date().toISOString(),
  by,
  action,
  ...(executeAt ? { executeAt } : {}),
});

/** The content types that keep a log (posts, and events since they publish like posts). */
export type LoggedType = 'api::post.post' | 'api::event.event';

/** The log as kept on the draft row (the published row is a copy). */
export const currentPostLog = async (strapi: Core.Strapi, documentId: string, uid: LoggedType = POST): Promise<PostLogEntry[]> => {
  const row = await strapi.db.query(uid).findOne({ where: { documentId, publishedAt: { $null: true } }, select: ['log'] });
  return (row?.log as PostLogEntry[]) ?? [];
};

/** The log is the server's: clients never write it. Both rows get it so readers see the same. */
export const appendPostLog = async (strapi: Core.Strapi, documentId: string, entry: PostLogEntry, uid: LoggedType = POST) =>
  strapi.db.query(uid).updateMany({ where: { documentId }, data: { log: [...(await currentPostLog(strapi, documentId, uid)), entry] } });
