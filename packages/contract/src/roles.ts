// Role types of the spec's "Roles and permissions" and the effective role (docs/decisions/0003-effective-role.md).
// The server decides with these functions and stays the authority; the web app asks the same ones
// for its menus, routes and buttons.

/** `public` is the role of callers without a token. */
export const ROLE_TYPES = ['public', 'authenticated', 'operator', 'visual_admin', 'brand_admin', 'visual_brand_admin', 'sales'] as const;
export type RoleType = (typeof ROLE_TYPES)[number];

/** The roles a user can hold per brand (the userBrandRoles enumeration); brand admins hand them out. */
export const BRAND_ROLE_TYPES = ['brand_admin', 'visual_brand_admin', 'sales'] as const;
export type BrandRoleType = (typeof BRAND_ROLE_TYPES)[number];

/** A brand as a user's relations carry it. Brands are told apart by documentId only. */
export interface BrandRef {
  /** A server row's numeric id, or a react-admin record's id; never compared. */
  id?: number | string;
  documentId?: string;
}

/** The fields of a user the role decisions read: a server row, GET /api/users/me or a react-admin record. */
export interface AccessUser {
  id: number;
  role?: { type?: string } | null;
  brand?: BrandRef | null;
  brands?: (BrandRef | null)[] | null;
  userBrandRoles?: { brand?: BrandRef | null; role?: string | null }[] | null;
}

export const isRoleType = (value: unknown): value is RoleType => typeof value === 'string' && (ROLE_TYPES as readonly string[]).includes(value);

export const isBrandRoleType = (value: unknown): value is BrandRoleType => typeof value === 'string' && (BRAND_ROLE_TYPES as readonly string[]).includes(value);

/** The user's own role: `public` without a user; an unknown role type counts as `authenticated`. */
export const globalRole = (user: AccessUser | null | undefined): RoleType => {
  if (!user) return 'public';
  const type = user.role?.type;
  return isRoleType(type) ? type : 'authenticated';
};

// A numeric id is not a documentId: a ref without documentId names no brand.
const brandKey = (brand: BrandRef | null | undefined): string | undefined => brand?.documentId || undefined;

/** The brands a user belongs to, by documentId, each once: `brand`, then `brands`, then the per-brand roles. */
export const brandIdsOf = (user: AccessUser | null | undefined): string[] => {
  if (!user) return [];
  const refs = [user.brand, ...(user.brands ?? []), ...(user.userBrandRoles ?? []).map((entry) => entry.brand)];
  const ids = refs.map(brandKey).filter((id): id is string => !!id);
  return [...new Set(ids)];
};

/**
 * The effective role (docs/decisions/0003-effective-role.md): the per-brand role when the user holds one for the
 * brand, otherwise the user's own role (globalRole).
 */
export const effectiveRole = (user: AccessUser | null | undefined, brandDocumentId?: string | null): RoleType => {
  if (!user) return 'public';
  if (brandDocumentId) {
    const entry = (user.userBrandRoles ?? []).find((e) => brandKey(e.brand) === brandDocumentId);
    if (entry && isRoleType(entry.role)) return entry.role;
  }
  return globalRole(user);
};
