import { AccessUser, brandIdsOf, brandsWithRole, globalRole, isOperator } from './roles';

// What a write may have led to, judged on what was stored (after the write, in its transaction):
// the last line of defence should a rule have read a request differently from Strapi.

/** The brands of the stored versions of a document are all among those the caller writes (null: all). */
export const storedBrandsWithin = (writable: string[] | null, stored: (string | null)[]) =>
  writable === null || stored.every((brand) => brand !== null && writable.includes(brand));

/** A user's memberships: global role, brands and per-brand roles. */
export interface Membership {
  role: string;
  brands: string[];
  brandRoles: Record<string, string>;
}

export const membershipOf = (user: AccessUser): Membership => ({
  role: globalRole(user),
  brands: brandIdsOf(user).sort(),
  brandRoles: Object.fromEntries((user.userBrandRoles ?? []).filter((e) => e.brand?.documentId).map((e) => [e.brand!.documentId!, String(e.role)])),
});

/** The brands whose membership or role differs between two states of a user. */
export const changedBrands = (before: Membership, after: Membership) => {
  const all = new Set([...before.brands, ...after.brands, ...Object.keys(before.brandRoles), ...Object.keys(after.brandRoles)]);
  return [...all].filter((b) => before.brands.includes(b) !== after.brands.includes(b) || before.brandRoles[b] !== after.brandRoles[b]);
};

/**
 * Whether the stored change of a user's memberships is one the caller may make: operators any;
 * others never the global role, and memberships only of the brands they administer (never their own).
 */
export const membershipChangeAllowed = (actor: AccessUser, targetId: number, before: Membership, after: Membership) => {
  if (isOperator(actor)) return true;
  if (before.role !== after.role) return false;
  const changed = changedBrands(before, after);
  if (!changed.length) return true;
  if (actor.id === targetId) return false;
  const administered = brandsWithRole(actor, ['brand_admin']);
  return changed.every((b) => administered.includes(b));
};
