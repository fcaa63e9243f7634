// Roles and the effective role of a user for the current brand (docs/decisions/0003-effective-role.md).
// The server decides the same way (server/src/access/roles.ts) and stays the authority.

export const ROLE_TYPES = ['public', 'authenticated', 'operator', 'visual_admin', 'brand_admin', 'visual_brand_admin', 'sales'] as const;
export type RoleType = (typeof ROLE_TYPES)[number];

type BrandRef = { id?: string | number; documentId?: string } | null | undefined;
export interface SessionUser {
  id: number;
  email?: string;
  username?: string;
  role?: { type?: string } | null;
  brand?: BrandRef;
  brands?: BrandRef[] | null;
  userBrandRoles?: { brand?: BrandRef; role?: string | null }[] | null;
  profile?: { firstName?: string | null; lastName?: string | null; title?: string | null } | null;
  image?: { url?: string } | null;
}

export const isRoleType = (value: unknown): value is RoleType => typeof value === 'string' && (ROLE_TYPES as readonly string[]).includes(value);

const brandKey = (brand: BrandRef) => (brand ? String(brand.documentId ?? brand.id ?? '') : '');

/** The brands a user belongs to, by documentId, in a stable order. */
export const brandIdsOf = (user: SessionUser | null | undefined): string[] => {
  if (!user) return [];
  const ids = [user.brand, ...(user.brands ?? []), ...(user.userBrandRoles ?? []).map((e) => e.brand)].map(brandKey).filter(Boolean);
  return [...new Set(ids)];
};

/**
 * The effective role (docs/decisions/0003-effective-role.md): the per-brand role for the current brand when the
 * user has one, otherwise the user's role. Unknown role types count as `authenticated`.
 */
export const effectiveRole = (user: SessionUser | null | undefined, currentBrandId?: string | null): RoleType => {
  if (!user) return 'public';
  if (currentBrandId) {
    const entry = (user.userBrandRoles ?? []).find((e) => brandKey(e.brand) === currentBrandId);
    if (entry && isRoleType(entry.role)) return entry.role;
  }
  return isRoleType(user.role?.type) ? (user.role!.type as RoleType) : 'authenticated';
};
