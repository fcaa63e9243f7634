import { AccessUser, BrandRoleType, brandsWithRole, globalRole, RoleType } from './roles';

/** Who reads and who writes the documents of a brand, per content type. */
export interface BrandScopeRules {
  /** Effective roles that read a brand's documents (published ones only, unless also in `drafts`). */
  read: RoleType[];
  /** Effective roles that also read drafts. */
  drafts: RoleType[];
  /** Effective roles that create, change and delete a brand's documents. */
  write: RoleType[];
  /** Operators write the documents of every brand (links). */
  operatorWrites?: boolean;
}

export const POST_RULES: BrandScopeRules = {
  read: ['brand_admin', 'visual_brand_admin', 'sales'],
  drafts: ['brand_admin', 'visual_brand_admin'],
  write: ['brand_admin'],
};
// Events are not among a visual brand admin's menu items (dashboard and posts only).
export const EVENT_RULES: BrandScopeRules = { read: ['brand_admin', 'sales'], drafts: ['brand_admin'], write: ['brand_admin'] };
// Brand admins create the invite links of their own field-service staff; operators any link.
export const LINK_RULES: BrandScopeRules = { read: ['brand_admin'], drafts: [], write: ['brand_admin'], operatorWrites: true };

const isStaff = (user: AccessUser) => ['operator', 'visual_admin'].includes(globalRole(user));

/** The brands whose documents the user reads (null: all of them, for operators and employees). */
export const readableBrands = (user: AccessUser, rules: BrandScopeRules): string[] | null => (isStaff(user) ? null : brandsWithRole(user, rules.read));

/** Whether the user reads the brand's (published) documents: readableBrands for one brand, as the read guard decides. */
export const readsBrand = (user: AccessUser, rules: BrandScopeRules, brand: string): boolean => {
  const brands = readableBrands(user, rules);
  return brands === null || brands.includes(brand);
};

/** The brands whose drafts the user reads (null: all). */
export const draftBrands = (user: AccessUser, rules: BrandScopeRules): string[] | null => (isStaff(user) ? null : brandsWithRole(user, rules.drafts));

/** The brands whose documents the user writes (null: all, for operators where the rules say so). */
export const writableBrands = (user: AccessUser, rules: BrandScopeRules): string[] | null =>
  rules.operatorWrites && globalRole(user) === 'operator' ? null : brandsWithRole(user, rules.write as BrandRoleType[]);

/** A filter no row matches. */
const NO_ROWS = { id: { $null: true } };

/**
 * A filter for rows matching one of `values`, built by `filter`; no rows for no values. Strapi's
 * content API removes an empty `$in: []` from a query's filters while sanitizing it, which would
 * turn "none of these" into "all", so scopes are built through this.
 */
export const oneOf = <T>(values: T[], filter: (values: T[]) => Record<string, unknown>): Record<string, unknown> => (values.length ? filter(values) : NO_ROWS);

/** A Strapi filter limiting a list to the given brands. */
export const brandFilter = (brands: string[]) => oneOf(brands, (some) => ({ brand: { documentId: { $in: some } } }));
