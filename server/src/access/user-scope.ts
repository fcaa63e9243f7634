import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { messages } from '../messages';
import { AccessUser, brandsWithRole, globalRole } from './roles';
import { resolveRelationWrite } from './relation-write';
import { contactFiltersAreOwn } from './query-shape';
import { invalidParameter } from '../messages/validation';

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
 * Staff read everyone, brand admins the users of their brands (field service and access
 * management), everyone themselves and their contacts. Visual brand admins have neither screen.
 */
export const userReadScope = (actor: ScopedUser): Record<string, unknown> | null => {
  if (['operator', 'visual_admin'].includes(globalRole(actor))) return null;
  const ownIds = [actor.id, ...(actor.contacts ?? []).map((c) => c.id)];
  const adminBrands = brandsWithRole(actor, ['brand_admin']);
  const own = { id: { $in: ownIds } };
  return adminBrands.length ? { $or: [own, { brands: { documentId: { $in: adminBrands } } }] } : own;
};

/** Whether an answer holds users' `contacts` below its top level (there is something to prune). */
const hasContacts = (value: unknown): boolean =>
  Array.isArray(value)
    ? value.some(hasContacts)
    : !!value && typeof value === 'object' && Object.entries(value).some(([k, v]) => (k === 'contacts' && Array.isArray(v)) || hasContacts(v));

const pruneContacts = (value: unknown, visible: Set<number>): void => {
  if (Array.isArray(value)) return value.forEach((v) => pruneContacts(v, visible));
  if (!value || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  for (const [key, v] of Object.entries(record)) {
    if (key === 'contacts' && Array.isArray(v)) record[key] = v.filter((c) => visible.has((c as { id?: number })?.id as number));
    pruneContacts(record[key], visible);
  }
};

/**
 * Populate must not reach past the read scope: `contacts` of the users in an answer (contacts of
 * contacts, a sales rep's doctors for a brand admin) keep only the people the caller may read.
 */
export const limitContactsToScope = async (strapi: Core.Strapi, who: ScopedUser | number, body: unknown) => {
  if (!hasContacts(body)) return;
  const actor = typeof who === 'number' ? await loadAccessUser(strapi, who) : who;
  const scope = actor ? userReadScope(actor) : { id: { $in: [] } };
  if (!scope) return;
  const rows: { id: number }[] = await strapi.db.query(USER_UID).findMany({ where: scope, select: ['id'] });
  pruneContacts(body, new Set(rows.map((r) => r.id)));
};

/**
 * The caller's filters and a scope, both required (a null scope: no limit). Filters through
 * `contacts` are refused unless they ask for the caller's own contacts (staff, who read everyone,
 * excepted): anything else tests who is connected with whom, one request at a time.
 */
export const scopedFilters = (actor: ScopedUser, filters: unknown, scope: Record<string, unknown> | null) => {
  if (userReadScope(actor) !== null && !contactFiltersAreOwn(filters, actor.id)) {
    throw new errors.ValidationError(invalidParameter('contacts'));
  }
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
    // Any form Strapi accepts (documentId, id, connect, set, a list): read as Strapi writes it.
    const [documentId] = await resolveRelationWrite(strapi, BRAND_UID, [], entry?.brand as never, true);
    // One role per brand: with two, the stored order (the first counts) and this map could differ.
    if (documentId && documentId in result) throw new errors.ValidationError(messages.oneRolePerBrand);
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
