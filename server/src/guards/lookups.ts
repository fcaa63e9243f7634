import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { messages } from '../messages';
import { AccessUser, brandsWithRole } from '../access/roles';
import { hasContacts, pruneContacts, userReadScope, type ScopedUser } from '../access/user-scope';
import { resolveRelationWrite } from './relation-write';

// What the guards look up in the database to decide with the pure rules of server/src/access, and
// what the services look up of users, brands and roles.

const USER_UID = 'plugin::users-permissions.user';
const BRAND_UID = 'api::brand.brand';
const ROLE_UID = 'plugin::users-permissions.role';

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

/** The brand list a relation write leads to, from the list before it. */
export const brandsAfterWrite = (strapi: Core.Strapi, before: string[], value: unknown) =>
  resolveRelationWrite(strapi, BRAND_UID, before, value as never, false);

/** The per-brand roles a userBrandRoles write leads to. */
export const brandRolesAfterWrite = async (strapi: Core.Strapi, value: unknown): Promise<Record<string, string>> => {
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

/** The id of the users-permissions role of `type` (the seed creates them: seed/roles.ts). */
export const roleIdByType = async (strapi: Core.Strapi, type: string): Promise<number> => {
  const role = await strapi.db.query(ROLE_UID).findOne({ where: { type } });
  return role.id;
};
