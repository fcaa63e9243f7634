import { brandScopeOf, type BrandScopeRules } from '@markenportal/contract';
import { AccessUser, brandsWithRole, globalRole } from './roles';

export type { BrandScopeRules };

// The brand scope of each brand's documents, read off the access table (packages/contract/src/access).
export const POST_RULES = brandScopeOf('post');
export const EVENT_RULES = brandScopeOf('event');
export const LINK_RULES = brandScopeOf('link');

/** The brands whose documents the user reads (null: all of them). */
export const readableBrands = (user: AccessUser, rules: BrandScopeRules): string[] | null =>
  rules.readAll.includes(globalRole(user)) ? null : brandsWithRole(user, rules.read);

/** Whether the user reads the brand's (published) documents: readableBrands for one brand, as the read guard decides. */
export const readsBrand = (user: AccessUser, rules: BrandScopeRules, brand: string): boolean => {
  const brands = readableBrands(user, rules);
  return brands === null || brands.includes(brand);
};

/** The brands whose drafts the user reads (null: all). */
export const draftBrands = (user: AccessUser, rules: BrandScopeRules): string[] | null =>
  rules.readAll.includes(globalRole(user)) ? null : brandsWithRole(user, rules.drafts);

/** The brands whose documents the user writes (null: all). */
export const writableBrands = (user: AccessUser, rules: BrandScopeRules): string[] | null =>
  rules.writeAll.includes(globalRole(user)) ? null : brandsWithRole(user, rules.write);

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
