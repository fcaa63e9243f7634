import { BRAND_ROLE_TYPES, ROLE_TYPES, RoleType } from '../providers/access';

/** Roles for select inputs; the names come from the catalog (app.roles.*). */
export const roleChoices = (types: readonly RoleType[] = ROLE_TYPES.filter((t) => t !== 'public')) =>
  types.map((type) => ({ id: type, name: `app.roles.${type}` }));

export const BRAND_ROLE_CHOICES = roleChoices(BRAND_ROLE_TYPES);
export const EMPLOYEE_ROLE_CHOICES = roleChoices(['operator', 'visual_admin']);
