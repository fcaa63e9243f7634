import { errors } from '@strapi/utils';
import { AccessUser, brandsWithRole, globalRole } from './roles';
import { contactFiltersAreOwn } from './query-shape';
import { invalidParameter } from '../messages/validation';

export type ScopedUser = AccessUser & { contacts?: { id: number }[] };

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
export const hasContacts = (value: unknown): boolean =>
  Array.isArray(value)
    ? value.some(hasContacts)
    : !!value && typeof value === 'object' && Object.entries(value).some(([k, v]) => (k === 'contacts' && Array.isArray(v)) || hasContacts(v));

export const pruneContacts = (value: unknown, visible: Set<number>): void => {
  if (Array.isArray(value)) return value.forEach((v) => pruneContacts(v, visible));
  if (!value || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  for (const [key, v] of Object.entries(record)) {
    if (key === 'contacts' && Array.isArray(v)) record[key] = v.filter((c) => visible.has((c as { id?: number })?.id as number));
    pruneContacts(record[key], visible);
  }
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

export const brandRoleMap = (entries: { brand?: { documentId?: string } | null; role?: string | null }[] = []) =>
  Object.fromEntries(entries.filter((e) => e.brand?.documentId).map((e) => [e.brand!.documentId!, String(e.role)]));

/** Who sees when people last signed in: the platform's staff (the operators' user list). */
export const seesSignInTimes = (actor: ScopedUser) => userReadScope(actor) === null;

/**
 * Answers to others show no `lastSignInAt`, at any depth (populated people too), nor whether the
 * person asked for their erasure (`erasureRequestedAt`: operators see it in the user list).
 */
export const hideSignInTimes = (value: unknown): void => {
  if (Array.isArray(value)) return value.forEach(hideSignInTimes);
  if (!value || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  delete record.lastSignInAt;
  delete record.erasureRequestedAt;
  Object.values(record).forEach(hideSignInTimes);
};

/** Whether any part of a query (filters, sort, fields, populate) names `lastSignInAt` or `erasureRequestedAt` (only staff ask by them). */
export const namesSignInTime = (query: Record<string, unknown>) => /lastSignInAt|erasureRequestedAt/.test(JSON.stringify(query));
