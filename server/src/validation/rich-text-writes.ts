import type { Core } from '@strapi/strapi';
import { cleanRichText } from './rich-text';

// Every write of a rich text goes through the document service (REST, our controllers, the
// publisher plugin's scheduled actions): cleaning it there covers every route at once.

type Attributes = Record<string, { type?: string }>;
const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object';

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
  strapi.documents.use(async (ctx, next) => {
    const fields = richTextFields(ctx.contentType?.attributes);
    // Read as a record: Strapi types each action's parameters apart, and only a write has `data`.
    const params: Record<string, unknown> | undefined = ctx.params;
    if (!fields.length || !params) return next();
    const { data, documentId } = params;
    if (isObject(data)) params.data = withCleanRichText(data, fields);
    if (ctx.action === 'publish' && typeof documentId === 'string') await cleanStoredDraft(strapi, ctx.uid, documentId, fields);
    return next();
  });
};
