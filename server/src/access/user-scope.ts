import type { Core } from '@strapi/strapi';
import { AccessUser, brandsWithRole, globalRole } from './roles';
import { resolveRefs, resolveRelationWrite } from './relation-write';

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

/** The brand list a relation write leads to, from the list before it. */
export const brandsAfterWrite = (strapi: Core.Strapi, before: string[], value: unknown) =>
  resolveRelationWrite(strapi, BRAND_UID, before, value as never, false);

export const brandRoleMap = (entries: { brand?: { documentId?: string } | null; role?: string | null }[] = []) =>
  Object.fromEntries(entries.filter((e) => e.brand?.documentId).map((e) => [e.brand!.documentId!, String(e.role)]));

/** The per-brand roles a userBrandRoles write leads to. */
export const brandRolesAfterWrite = async (
  strapi: Core.Strapi,
  value: unknown,
): Promise<Record<string, string>> => {
  const entries = Array.isArray(value) ? (value as { brand?: unknown; role?: string }[]) : [];
  const result: Record<string, string> = {};
  for (const entry of entries) {
    const [documentId] = await resolveRefs(strapi, BRAND_UID, [entry?.brand as never]);
    if (documentId) result[documentId] = String(entry.role);
  }
  return result;
};

/** Per brand, how many users hold brand_admin as their effective role in it. */
export const brandAdminCounts = async (strapi: Core.Strapi, brands: string[]): Promise<Record<string, number>> => {
  if (!brands.length) return {};
  const members: AccessUser[] = await strapi.db.query(USER_UID).findMany({
    where: { $or: [{ brands: { documentId: { $in: brands } } }, { userBrandRoles: { brand: { documentId: { $in: brands } } } }] },
    populate: { role: true, brands: true, brand: true, userBrandRoles: { populate: { brand: true } } },
  });
  return Object.fromEntries(brands.map((b) => [b, members.filter((m) => brandsWithRole(m, ['brand_admin']).includes(b)).length]));
};
