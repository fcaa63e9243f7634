import type { Core } from '@strapi/strapi';
import { lastAdminBrands } from '../access/user-update';
import { brandRoleMap } from '../access/user-scope';
import { brandIdsOf, brandsWithRole } from '../access/roles';
import { brandAdminCounts, loadAccessUser } from '../guards/lookups';

// A person asks for the erasure of their account from „Mein Profil“ and may withdraw the request;
// operators see it in the user list (`erasureRequestedAt`, shown to staff only: access/user-scope.ts)
// and confirm it by erasing the account (erasure.ts). Before an erasure: the brands it would leave
// without a brand admin, by the rule that keeps the last brand admin (access/user-update.ts).

const USER = 'plugin::users-permissions.user';

type Stored = { erasureRequestedAt?: string | null } | null;

const iso = (value: string | Date | null | undefined) => (value ? new Date(value).toISOString() : null);

/** When the person asked for their erasure, or null. */
export const erasureRequestOf = async (strapi: Core.Strapi, userId: number): Promise<string | null> => {
  const row = (await strapi.db.query(USER).findOne({ where: { id: userId }, select: ['erasureRequestedAt'] })) as Stored;
  return iso(row?.erasureRequestedAt);
};

/** Records the request (a repeated request keeps the first time); answers its time. */
export const requestErasure = async (strapi: Core.Strapi, userId: number): Promise<string> => {
  const earlier = await erasureRequestOf(strapi, userId);
  if (earlier) return earlier;
  const now = new Date();
  await strapi.db.query(USER).update({ where: { id: userId }, data: { erasureRequestedAt: now } });
  return now.toISOString();
};

/** Withdraws the request, if there is one. */
export const withdrawErasureRequest = async (strapi: Core.Strapi, userId: number) => {
  if (await erasureRequestOf(strapi, userId)) await strapi.db.query(USER).update({ where: { id: userId }, data: { erasureRequestedAt: null } });
};

/** The names of the brands whose last brand admin the account is (an erasure leaves every brand). */
export const lastAdminBrandNames = async (strapi: Core.Strapi, userId: number): Promise<string[]> => {
  const target = await loadAccessUser(strapi, userId);
  if (!target) return [];
  const brands = lastAdminBrands({
    actor: target,
    target,
    body: { brands: [], userBrandRoles: [] },
    brandsBefore: brandIdsOf(target),
    brandsAfter: [],
    brandRolesBefore: brandRoleMap(target.userBrandRoles ?? []),
    brandRolesAfter: {},
    adminsPerBrand: await brandAdminCounts(strapi, brandsWithRole(target, ['brand_admin'])),
  });
  if (!brands.length) return [];
  const rows = (await strapi.db.query('api::brand.brand').findMany({ where: { documentId: { $in: brands } }, select: ['name'] })) as { name: string }[];
  return [...new Set(rows.map((r) => r.name))].sort();
};
