import type { Core } from '@strapi/strapi';
import { AccessUser, brandsWithRole, globalRole } from './roles';

const USER_UID = 'plugin::users-permissions.user';
const BRAND_UID = 'api::brand.brand';

export type ScopedUser = AccessUser & { contacts?: { id: number }[] };

export const loadAccessUser = async (strapi: Core.Strapi, id: number | string): Promise<ScopedUser | null> =>
  strapi.db.query(USER_UID).findOne({
    where: { id: Number(id) },
    populate: {
      role: true,
      brand: true,
      brands: true,
      contacts: { select: ['id'] },
      userBrandRoles: { populate: { brand: true } },
    },
  });

/**
 * Which users a caller may read, as a Strapi filter; null means all of them.
 * Staff read everyone, brand admins the users of their brands, everyone themselves and their contacts.
 */
export const userReadScope = (actor: ScopedUser): Record<string, unknown> | null => {
  if (['operator', 'visual_admin'].includes(globalRole(actor))) return null;
  const ownIds = [actor.id, ...(actor.contacts ?? []).map((c) => c.id)];
  const adminBrands = brandsWithRole(actor, ['brand_admin', 'visual_brand_admin']);
  const own = { id: { $in: ownIds } };
  return adminBrands.length ? { $or: [own, { brands: { documentId: { $in: adminBrands } } }] } : own;
};

export const withScope = (filters: unknown, scope: Record<string, unknown> | null) => {
  if (!scope) return filters;
  return filters && typeof filters === 'object' && Object.keys(filters).length ? { $and: [filters, scope] } : scope;
};

type BrandRefInput = string | number | { id?: number | string; documentId?: string } | null | undefined;

/** Maps brand references in any form Strapi accepts (id, documentId, objects) to documentIds. */
export const resolveBrandRefs = async (strapi: Core.Strapi, refs: BrandRefInput[]): Promise<string[]> => {
  const ids: number[] = [];
  const documentIds: string[] = [];
  for (const ref of refs) {
    if (ref == null) continue;
    if (typeof ref === 'number' || (typeof ref === 'string' && /^\d+$/.test(ref))) ids.push(Number(ref));
    else if (typeof ref === 'string') documentIds.push(ref);
    else if (ref.documentId) documentIds.push(ref.documentId);
    else if (ref.id != null) ids.push(Number(ref.id));
  }
  const found = await strapi.db.query(BRAND_UID).findMany({
    where: { $or: [{ id: { $in: ids } }, { documentId: { $in: documentIds } }] },
    select: ['id', 'documentId'],
  });
  return [...new Set(found.map((b: { documentId: string }) => b.documentId))];
};

type RelationInput = BrandRefInput[] | { set?: BrandRefInput[]; connect?: BrandRefInput[]; disconnect?: BrandRefInput[] };

/** The brand list a relation write leads to, from the list before it. */
export const brandsAfterWrite = async (strapi: Core.Strapi, before: string[], value: RelationInput): Promise<string[]> => {
  if (Array.isArray(value)) return resolveBrandRefs(strapi, value);
  if (value && typeof value === 'object') {
    if (value.set) return resolveBrandRefs(strapi, value.set);
    const connect = await resolveBrandRefs(strapi, value.connect ?? []);
    const disconnect = await resolveBrandRefs(strapi, value.disconnect ?? []);
    return [...new Set([...before, ...connect])].filter((b) => !disconnect.includes(b));
  }
  return before;
};

export const brandRoleMap = (entries: { brand?: { documentId?: string } | null; role?: string | null }[] = []) =>
  Object.fromEntries(entries.filter((e) => e.brand?.documentId).map((e) => [e.brand!.documentId!, String(e.role)]));

/** The per-brand roles a userBrandRoles write leads to. */
export const brandRolesAfterWrite = async (
  strapi: Core.Strapi,
  value: unknown,
): Promise<Record<string, string>> => {
  const entries = Array.isArray(value) ? (value as { brand?: BrandRefInput; role?: string }[]) : [];
  const result: Record<string, string> = {};
  for (const entry of entries) {
    const [documentId] = await resolveBrandRefs(strapi, [entry?.brand as BrandRefInput]);
    if (documentId) result[documentId] = String(entry.role);
  }
  return result;
};
