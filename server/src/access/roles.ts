// The server's role decisions beyond the contract's (packages/contract: role types, the effective
// role of docs/decisions/0003-effective-role.md, a user's brands), which the web app shares.
import { brandIdsOf, effectiveRole, globalRole, type AccessUser, type RoleType } from '@markenportal/contract';

export { ROLE_TYPES, BRAND_ROLE_TYPES, isRoleType, isBrandRoleType, globalRole, brandIdsOf, effectiveRole } from '@markenportal/contract';
export type { RoleType, BrandRoleType, BrandRef, AccessUser } from '@markenportal/contract';

/** Brands in which the user holds one of the given roles (effective role per brand). */
export const brandsWithRole = (user: AccessUser, roles: readonly RoleType[]): string[] =>
  brandIdsOf(user).filter((b) => roles.includes(effectiveRole(user, b)));

export const isOperator = (user: AccessUser | null | undefined) => globalRole(user) === 'operator';
export const isBackOfficeStaff = (user: AccessUser | null | undefined) => ['operator', 'visual_admin'].includes(globalRole(user));
