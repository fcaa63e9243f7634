// Role types of the spec's "Roles and permissions". `public` is the unauthenticated role.
export const ROLE_TYPES = ['public', 'authenticated', 'operator', 'visual_admin', 'brand_admin', 'visual_brand_admin', 'sales'] as const;
export type RoleType = (typeof ROLE_TYPES)[number];

export const BRAND_ROLE_TYPES = ['brand_admin', 'visual_brand_admin', 'sales'] as const;
export type BrandRoleType = (typeof BRAND_ROLE_TYPES)[number];

export interface BrandRef {
  id?: number;
  documentId?: string;
}

/** The fields of a user that access decisions read. */
export interface AccessUser {
  id: number;
  role?: { type?: string } | null;
  brand?: BrandRef | null;
  brands?: BrandRef[] | null;
  userBrandRoles?: { brand?: BrandRef | null; role?: string | null }[] | null;
}

export const isRoleType = (value: unknown): value is RoleType => typeof value === 'string' && (ROLE_TYPES as readonly string[]).includes(value);

export const globalRole = (user: AccessUser | null | undefined): RoleType => {
  const type = user?.role?.type;
  if (!user) return 'public';
  return isRoleType(type) ? type : 'authenticated';
};

const brandKey = (brand: BrandRef | null | undefined) => brand?.documentId;

/**
 * The effective role of docs/decisions/0003-effective-role.md: the per-brand role when the user has one for the
 * brand, otherwise the user's global role.
 */
export const roleForBrand = (user: AccessUser | null | undefined, brandDocumentId?: string | null): RoleType => {
  if (!user) return 'public';
  if (brandDocumentId) {
    const entry = (user.userBrandRoles ?? []).find((e) => brandKey(e.brand) === brandDocumentId);
    if (entry && isRoleType(entry.role)) return entry.role;
  }
  return globalRole(user);
};

/** Every brand the user belongs to, by documentId. */
export const brandsOf = (user: AccessUser): string[] => {
  const ids = new Set<string>();
  for (const b of user.brands ?? []) if (b?.documentId) ids.add(b.documentId);
  if (user.brand?.documentId) ids.add(user.brand.documentId);
  for (const e of user.userBrandRoles ?? []) if (e.brand?.documentId) ids.add(e.brand.documentId);
  return [...ids];
};

/** Brands in which the user holds one of the given roles (effective role per brand). */
export const brandsWithRole = (user: AccessUser, roles: readonly RoleType[]): string[] => brandsOf(user).filter((b) => roles.includes(roleForBrand(user, b)));

export const isOperator = (user: AccessUser | null | undefined) => globalRole(user) === 'operator';
export const isBackOfficeStaff = (user: AccessUser | null | undefined) => ['operator', 'visual_admin'].includes(globalRole(user));
