import type { Core, UID } from '@strapi/strapi';
import { referenceTableMessages } from '../messages/reference-tables';
import { fieldError } from '../validation/field-error';
import { canonicalBody } from './canonical-body';
import type { Middleware } from './actor';

declare const strapi: Core.Strapi;

// The reference tables (Lizenzen, Add-ons, Fachrichtungen) may only lose an entry nobody uses:
// deleting it would silently strip it from brands, posts or events. The server refuses with 409.

export type ReferenceUid = 'api::license.license' | 'api::addon.addon' | 'api::specialization.specialization';

interface Usage {
  /** The content type that points at the reference entry … */
  uid: UID.ContentType;
  /** … through this relation attribute. */
  field: string;
}

interface ReferenceTable {
  usages: Usage[];
  inUse: (name: string) => string;
}

export const REFERENCE_TABLES: Record<ReferenceUid, ReferenceTable> = {
  'api::license.license': {
    usages: [{ uid: 'api::brand.brand', field: 'license' }],
    inUse: referenceTableMessages.licenseInUse,
  },
  'api::addon.addon': {
    usages: [{ uid: 'api::brand.brand', field: 'addons' }],
    inUse: referenceTableMessages.addonInUse,
  },
  'api::specialization.specialization': {
    usages: [
      { uid: 'api::post.post', field: 'specializations' },
      { uid: 'api::event.event', field: 'specializations' },
    ],
    inUse: referenceTableMessages.specializationInUse,
  },
};

export interface DeleteRefusal {
  message: string;
  /** Referencing rows per content type and field (draft and published rows of posts and events both count). */
  usages: { uid: string; field: string; count: number }[];
}

/**
 * Why the entry must not be deleted, or null when it may be (also when it does not exist: the
 * core delete answers 404 then). Counts database rows, so drafts are included.
 */
export const deleteRefusal = async (app: Core.Strapi, uid: ReferenceUid, documentId: string): Promise<DeleteRefusal | null> => {
  const entry = (await app.db.query(uid).findOne({ where: { documentId }, select: ['id', 'name'] })) as { id: number; name: string } | null;
  if (!entry) return null;
  const table = REFERENCE_TABLES[uid];
  const usages = await Promise.all(
    table.usages.map(async ({ uid: using, field }) => ({
      uid: using,
      field,
      count: await app.db.query(using).count({ where: { [field]: { id: entry.id } } }),
    })),
  );
  return usages.some((u) => u.count > 0) ? { message: table.inUse(entry.name), usages: usages.filter((u) => u.count > 0) } : null;
};

/**
 * Names are trimmed; a blank name is refused (Strapi's `required` lets an empty string through).
 * On update the name is checked only when the body changes it.
 */
export const nameRequired =
  (creating: boolean): Middleware =>
  async (ctx, next) => {
    const data = (ctx.request.body as { data?: Record<string, unknown> } | undefined)?.data;
    if (data && typeof data === 'object') {
      if (typeof data.name === 'string') data.name = data.name.trim();
      if ((creating || 'name' in data) && (data.name === '' || data.name === null)) throw fieldError('name', referenceTableMessages.nameRequired);
    }
    await next();
  };

/**
 * Deleting an entry still in use is refused with 409. The answer is written directly: Strapi maps
 * every ApplicationError but its few subclasses to 400, and has no ConflictError class of its own.
 */
export const notInUse =
  (uid: ReferenceUid): Middleware =>
  async (ctx, next) => {
    const refusal = await deleteRefusal(strapi, uid, String(ctx.params?.id ?? ''));
    if (!refusal) return next();
    ctx.status = 409;
    ctx.body = { data: null, error: { status: 409, name: 'ConflictError', message: refusal.message, details: { usages: refusal.usages } } };
  };

/** The route config of a reference table: references read canonically, names required, deletes only of unused entries. */
export const referenceTableRoutes = (uid: ReferenceUid) => ({
  create: { middlewares: [canonicalBody(uid), nameRequired(true)] },
  update: { middlewares: [canonicalBody(uid), nameRequired(false)] },
  delete: { middlewares: [notInUse(uid)] },
});
