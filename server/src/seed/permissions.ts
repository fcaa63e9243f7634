import { permissionsOf, ROLE_TYPES } from '@markenportal/contract';
import type { RoleType } from '../access/roles';

// The content-API permissions of every role, read off the access table (packages/contract/src/access,
// docs/decisions/0029-one-access-table.md): what the boot sync applies. Routes also scope what each
// caller sees (controllers and guards); a permission only opens the door.
export const ROLE_PERMISSIONS = Object.fromEntries(ROLE_TYPES.map((role) => [role, permissionsOf(role)])) as Record<RoleType, string[]>;

export const ROLE_NAMES: Record<RoleType, string> = {
  public: 'Public',
  authenticated: 'Authenticated',
  operator: 'Operator',
  visual_admin: 'Mitarbeiter',
  brand_admin: 'Brand-Admin',
  visual_brand_admin: 'Brand-Betrachter',
  sales: 'Außendienst',
};

/** What the fixed read-only public-access token may read (link preview, register-add-brand). */
export const PUBLIC_TOKEN_PERMISSIONS = permissionsOf('public-token');
