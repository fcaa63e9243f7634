import type { Core } from '@strapi/strapi';
import { cleanRichText } from './rich-text';

// Every write of a rich text goes through the document service (REST, our controllers, the
// publisher plugin's scheduled actions): cleaning it there covers every route at once.

type Attributes = Record<string, { type?: string }>;
type DocumentContext = { action: string; uid: string; contentType?: { attributes?: Attributes }; params?: Record<string, unknown> };

const richTextFields = (attributes: Attributes = {}) =>
  Object.entries(attributes)
    .filter(([, a]) => a.type === 'richtext')
    .map(([name]) => name);

/** The data of a write with its rich texts cleaned (a new object; other fields untouched). */
export const withCleanRichText = (data: Record<string, unknown>, fields: string[]) => {
  const clean = { ...data };
  for (const field of fields) if (typeof clean[field] === 'string') clean[field] = cleanRichText(clean[field] as string);
  return clean;
};

/** A draft written before this cleaning existed is cleaned as it is published. */
const cleanStoredDraft = async (strapi: Core.Strapi, uid: string, documentId: string, fields: string[]) => {
  const rows = (await strapi.db.query(uid as never).findMany({ where: { documentId, publishedAt: null }, select: ['id', ...fields], limit: 50 })) as Record<
    string,
    unknown
  >[];
  for (const row of rows) {
    const clean = withCleanRichText(row, fields);
    if (fields.some((f) => clean[f] !== row[f])) {
      await strapi.db.query(uid as never).update({ where: { id: row.id }, data: Object.fromEntries(fields.map((f) => [f, clean[f]])) });
    }
  }
};

export const registerRichTextCleaning = (strapi: Core.Strapi) => {
  strapi.documents.use(async (context, next) => {
    const ctx = context as unknown as DocumentContext;
    const fields = richTextFields(ctx.contentType?.attributes);
    if (!fields.length || !ctx.params) return next();
    const { data, documentId } = ctx.params as { data?: unknown; documentId?: unknown };
    if (data && typeof data === 'object') ctx.params.data = withCleanRichText(data as Record<string, unknown>, fields);
    if (ctx.action === 'publish' && typeof documentId === 'string') await cleanStoredDraft(strapi, ctx.uid, documentId, fields);
    return next();
  });
};
