import type { Core, Modules } from '@strapi/strapi';
import { csvFileName } from '@markenportal/contract';
import { asksForDrafts } from '../../../guards/brand-documents';
import { inPages, sendCsv } from '../services/csv-response';
import { POST_EXPORT_FIELDS, postExportRows, type PostExportRow } from '../services/post-export';
import { messages } from '../../../messages';
import { recordAudit } from '../../../audit/record';
import { productTimeZone } from '../../../time-zone';
import type { PublicationCohort } from '../../../access/post-list-filter';

type Query = { filters?: Record<string, unknown>; status?: unknown; sort?: unknown; publicationFilter?: PublicationCohort };
type Ctx = { query: Query; state: { auth?: unknown }; set(name: string, value: string): void; body?: unknown };

/** The list's sort, then the id, so that pages follow each other without gaps or repeats. */
const sortOf = (sort: unknown) => [...(Array.isArray(sort) ? sort : typeof sort === 'string' ? sort.split(',') : []).map(String), 'id:asc'];

/** The brand a list's filters name (`brand.documentId`, as the app's lists send it), for the export's entry. */
const brandNamedIn = async (strapi: Core.Strapi, filters: unknown): Promise<{ id: number; documentId: string; name: string } | null> => {
  const find = (value: unknown): string | null => {
    if (!value || typeof value !== 'object') return null;
    for (const [key, inner] of Object.entries(value)) {
      const id = key === 'brand' && inner && typeof inner === 'object' ? (inner as { documentId?: unknown }).documentId : undefined;
      const exact = id && typeof id === 'object' ? (id as { $eq?: unknown }).$eq : id;
      if (typeof exact === 'string') return exact;
      const deeper = find(inner);
      if (deeper) return deeper;
    }
    return null;
  };
  const documentId = find(filters);
  return documentId ? strapi.db.query('api::brand.brand').findOne({ where: { documentId }, select: ['id', 'documentId', 'name'] }) : null;
};

// Exports of the lists as CSV for German Excel (guarded in routes/export.ts like the lists themselves).
export default ({ strapi }: { strapi: Core.Strapi }) => {
  /**
   * The list's own query as Strapi's controllers take it: validated (an unknown or private field is
   * a 400) and sanitized for the caller, before the file starts, since a stream cannot turn into a 400.
   */
  const listQuery = async (ctx: Ctx, uid: 'api::post.post'): Promise<Query> => {
    const schema = strapi.getModel(uid);
    await strapi.contentAPI.validate.query(ctx.query, schema, { auth: ctx.state.auth });
    return (await strapi.contentAPI.sanitize.query(ctx.query, schema, { auth: ctx.state.auth })) as Query;
  };

  return {
    /** GET /api/exports/posts: the post list's filters (scoped to the caller's brands), status and sort. */
    async posts(ctx: Ctx) {
      const { filters, sort, publicationFilter } = await listQuery(ctx, 'api::post.post');
      // Who took which rows (docs/decisions/0035-audit-log.md), once the query is valid.
      await recordAudit(strapi, {
        action: 'export',
        resource: 'post',
        recordId: null,
        brand: await brandNamedIn(strapi, filters),
        changes: [{ field: 'filters', before: null, after: filters ?? null }],
      });
      const pages = inPages(
        (start, limit) =>
          // As PostExportRow: title and type are required in the schema (the generated type has every field optional).
          strapi.documents('api::post.post').findMany({
            filters,
            // The list's state (guards/post-list.ts): with or without a published version.
            publicationFilter,
            status: asksForDrafts(ctx.query.status) ? 'draft' : 'published',
            // Validated above like the list's sort.
            sort: sortOf(sort) as Modules.Documents.Params.Sort.Any<'api::post.post'>,
            start,
            limit,
            fields: [...POST_EXPORT_FIELDS],
          }) as Promise<PostExportRow[]>,
      );
      await sendCsv(ctx, csvFileName(messages.exports.postsFile, new Date(), productTimeZone()), messages.exports.posts, postExportRows(strapi, pages));
    },
  };
};
