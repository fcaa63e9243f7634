import type { Core } from '@strapi/strapi';

const POST = 'api::post.post';

export type PostLogAction = 'created' | 'updated' | 'published' | 'unpublished' | 'scheduled' | 'rescheduled' | 'unscheduled';
/** One line of a post's log: who did what, when. `by` is an e-mail, or 'scheduler' for a scheduled action. */
export interface PostLogEntry {
  at: string;
  by: string;
  action: PostLogAction;
  /** For schedule entries: when the action is to run. */
  executeAt?: string;
}

export const SCHEDULER = 'scheduler';

export const logEntry = (by: string, action: PostLogAction, executeAt?: string): PostLogEntry => ({
  at: new Date().toISOString(),
  by,
  action,
  ...(executeAt ? { executeAt } : {}),
});

/** The log as kept on the draft row (the published row is a copy). */
export const currentPostLog = async (strapi: Core.Strapi, documentId: string): Promise<PostLogEntry[]> => {
  const row = await strapi.db.query(POST).findOne({ where: { documentId, publishedAt: { $null: true } }, select: ['log'] });
  return (row?.log as PostLogEntry[]) ?? [];
};

/** The log is the server's: clients never write it. Both rows get it so readers see the same. */
export const appendPostLog = async (strapi: Core.Strapi, documentId: string, entry: PostLogEntry) =>
  strapi.db.query(POST).updateMany({ where: { documentId }, data: { log: [...(await currentPostLog(strapi, documentId)), entry] } });
