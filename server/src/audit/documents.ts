import type { Core, UID } from '@strapi/strapi';
import type { AuditAction } from '@markenportal/contract';
import { fieldChanges, labelOf } from './changes';
import { inRequest, recordAudit, requestPath, type AuditWrite } from './record';

// Every write through Strapi's document service leaves one audit entry, in the write's transaction
// (docs/decisions/0035-audit-log.md): the record as stored before and after, the changed fields,
// and who wrote it. Registered in server/src/index.ts (register).

const USER = 'plugin::users-permissions.user';
const BRAND = 'api::brand.brand';
const SCHEDULE = 'plugin::publisher.action';
/** Written by the server for itself: the audit log, and a post's push record (its publication is an entry). */
const NOT_AUDITED = new Set(['api::audit-entry.audit-entry', 'api::notification.notification']);
const WRITES = new Set(['create', 'update', 'delete', 'publish', 'unpublish']);

/** The access table's name of what a content type holds, or null when its writes are not audited. */
export const auditedResource = (uid: string): string | null => {
  if (NOT_AUDITED.has(uid)) return null;
  if (uid === USER) return 'user';
  if (uid === SCHEDULE) return 'schedule';
  const api = /^api::([a-z-]+)\.\1$/.exec(uid);
  return api ? api[1] : null;
};

type Row = Record<string, unknown> & { id?: number; documentId?: string };
type Attribute = { type: string; target?: string; component?: string; relation?: string };
type Model = { attributes: Record<string, Attribute>; options?: { draftAndPublish?: boolean } };

/** Populate for a snapshot: relations by their label fields, components with their relations, media by name. */
const populateOf = (strapi: Core.Strapi, model: Model, depth = 0): Record<string, unknown> => {
  const populate: Record<string, unknown> = {};
  for (const [name, attribute] of Object.entries(model.attributes)) {
    if (attribute.type === 'relation' && attribute.target) {
      // A user's contacts can be many, and are the link's business, not the account's content.
      if (name === 'contacts' || attribute.target.startsWith('admin::')) continue;
      const target = strapi.getModel(attribute.target as UID.Schema) as Model | undefined;
      const select = ['id', 'documentId', 'name', 'title', 'type', 'link', 'username'].filter(
        (f) => f === 'id' || (target?.attributes && f in target.attributes) || f === 'documentId',
      );
      populate[name] = { select };
    } else if (attribute.type === 'component' && attribute.component && depth === 0) {
      const component = strapi.getModel(attribute.component as UID.Schema) as Model | undefined;
      populate[name] = component ? { populate: populateOf(strapi, component, 1) } : true;
    } else if (attribute.type === 'media') {
      populate[name] = { select: ['id', 'name'] };
    }
  }
  return populate;
};

const relationsOf = (model: Model) =>
  new Set(
    Object.entries(model.attributes)
      .filter(([, a]) => a.type === 'relation' || a.type === 'media')
      .map(([name]) => name),
  );

/** The record as stored (its draft, for content with drafts). */
const snapshot = async (strapi: Core.Strapi, uid: string, model: Model, documentId: string | undefined): Promise<Row | null> => {
  if (!documentId) return null;
  const where = { documentId, ...(model.options?.draftAndPublish ? { publishedAt: null } : {}) };
  return (await strapi.db.query(uid as UID.Schema).findOne({ where, populate: populateOf(strapi, model) })) as Row | null;
};

type Brand = NonNullable<AuditWrite['brand']>;
const brandRef = (value: unknown): Brand | null => {
  const row = value as Row | null | undefined;
  return row && typeof row.id === 'number' ? { id: row.id, documentId: (row.documentId as string) ?? null, name: (row.name as string) ?? null } : null;
};

/** The brand whose admins read the entry: the record's brand, the brand itself, a user's (first) brand. */
const brandOfRecord = (uid: string, row: Row | null): Brand | null => {
  if (!row) return null;
  if (uid === BRAND) return brandRef(row);
  if (uid === USER) return brandRef((row.brands as Row[] | undefined)?.[0]) ?? brandRef(row.brand);
  return brandRef(row.brand);
};

const userLabel = (row: Row) => {
  const profile = row.profile as { firstName?: string; lastName?: string } | null | undefined;
  return [profile?.firstName, profile?.lastName].filter(Boolean).join(' ') || (row.username as string) || null;
};

/** A user's change is a block, an unblock, a role or brand change when that is what changed. */
const userAction = (changes: { field: string; after: unknown }[]): AuditAction => {
  const blocked = changes.find((c) => c.field === 'blocked');
  if (blocked) return blocked.after ? 'block' : 'unblock';
  if (changes.some((c) => c.field === 'role')) return 'role-change';
  if (changes.some((c) => c.field === 'brands' || c.field === 'userBrandRoles' || c.field === 'brand')) return 'brand-change';
  return 'update';
};

type DocumentMiddleware = Parameters<Core.Strapi['documents']['use']>[0];

/**
 * A planned publication (strapi-plugin-publisher's action) is an entry of the post or event it
 * plans, with its brand: the brand's admins read it, and it is in that record's „Verlauf“.
 */
const recordSchedule = async (strapi: Core.Strapi, before: Row | null, after: Row | null) => {
  const plan = after ?? before;
  const uid = typeof plan?.entitySlug === 'string' ? plan.entitySlug : null;
  const resource = uid ? auditedResource(uid) : null;
  if (!plan || !uid || !resource) return;
  const target = await snapshot(strapi, uid, strapi.getModel(uid as UID.Schema) as Model, String(plan.entityId));
  const planned = (row: Row | null) => (row ? { executeAt: row.executeAt ? new Date(String(row.executeAt)).toISOString() : null, mode: row.mode } : null);
  await recordAudit(strapi, {
    action: 'schedule',
    resource,
    recordId: String(plan.entityId),
    recordLabel: target ? String(labelOf(target) ?? '') || null : null,
    brand: brandOfRecord(uid, target),
    changes: fieldChanges(planned(before), planned(after), new Set()),
  });
};

export const auditDocuments =
  (strapi: Core.Strapi): DocumentMiddleware =>
  async (context, next) => {
    const ctx = context as unknown as { uid: string; action: string; params?: { documentId?: string } };
    const resource = auditedResource(ctx.uid);
    // The server's own writes outside a request (the demo data, the publisher's timers) are not
    // a person's; a scheduled publication is still one (recorded by the publisher's sweep).
    if (!resource || !WRITES.has(ctx.action) || !inRequest(strapi)) return next();
    const model = strapi.getModel(ctx.uid as UID.Schema) as Model;
    return strapi.db.transaction(async () => {
      const before = ctx.action === 'create' ? null : await snapshot(strapi, ctx.uid, model, ctx.params?.documentId);
      const result = await next();
      const documentId = ctx.params?.documentId ?? (result as Row | null)?.documentId;
      const after = ctx.action === 'delete' ? null : await snapshot(strapi, ctx.uid, model, documentId);
      if (ctx.uid === SCHEDULE) {
        await recordSchedule(strapi, before, after);
        return result;
      }
      const changes = fieldChanges(before, after, relationsOf(model));
      const action: AuditAction =
        ctx.action === 'update' && ctx.uid === USER
          ? requestPath(strapi) === '/api/auth/reset-password'
            ? 'password-reset'
            : userAction(changes)
          : (ctx.action as AuditAction);
      // Saved unchanged: nothing happened that an entry could tell.
      if (ctx.action === 'update' && !changes.length) return result;
      const row = after ?? before;
      await recordAudit(strapi, {
        action,
        resource,
        // Users are known by their numeric id everywhere else (/api/users/:id): their entries too.
        recordId: ctx.uid === USER ? (row?.id !== undefined ? String(row.id) : null) : (documentId ?? null),
        recordLabel: row ? String((ctx.uid === USER ? userLabel(row) : labelOf(row)) ?? '') || null : null,
        brand: brandOfRecord(ctx.uid, after) ?? brandOfRecord(ctx.uid, before),
        changes: ctx.action === 'publish' || ctx.action === 'unpublish' ? [] : changes,
      });
      return result;
    });
  };

/**
 * A scheduled publication or withdrawal, run by the server itself (extensions/publisher): an entry
 * without a person, in the publication's transaction.
 */
export const recordScheduledPublication = async (strapi: Core.Strapi, uid: string, documentId: string, mode: string) => {
  const resource = auditedResource(uid);
  if (!resource) return;
  const model = strapi.getModel(uid as UID.Schema) as Model;
  const row = await snapshot(strapi, uid, model, documentId);
  await recordAudit(strapi, {
    action: mode === 'publish' ? 'publish' : 'unpublish',
    resource,
    recordId: documentId,
    recordLabel: row ? String(labelOf(row) ?? '') || null : null,
    brand: brandOfRecord(uid, row),
    actorId: null,
  });
};
