// Roles and the effective role of a user for the current brand (docs/decisions/0003-effective-role.md): the
// contract package defines them for the app and the server alike; here is the signed-in user.
import type { AccessUser } from '@markenportal/contract';

export { ROLE_TYPES, BRAND_ROLE_TYPES, isRoleType, isBrandRoleType, brandIdsOf, effectiveRole } from '@markenportal/contract';
export type { RoleType, BrandRoleType } from '@markenportal/contract';

/** The signed-in user as GET /api/users/me answers (populated as ME_POPULATE asks). */
export interface SessionUser extends AccessUser {
  email?: string;
  username?: string;
  profile?: { firstName?: string | null; lastName?: string | null; title?: string | null } | null;
  image?: { url?: string } | null;
  /** The stored version, named by the own profile's save (docs/decisions/0019-conditional-saves.md). */
  updatedAt?: string;
}
