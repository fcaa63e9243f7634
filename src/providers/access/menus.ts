// The menus per role, where a role lands, and which layout it gets.
import type { RoleType } from './roles';
import { canAccess } from './rules';

export interface MenuEntry {
  /** Catalog key of the label. */
  label: string;
  to: string;
  resource: string;
  enabled: boolean;
}

const entry = (role: RoleType, resource: string, label: string, to = `/${resource}`): MenuEntry => ({
  label,
  to,
  resource,
  enabled: canAccess(role, resource, 'list'),
});

const BRAND_MENU = (role: RoleType) => [
  entry(role, 'home', 'app.menu.dashboard'),
  entry(role, 'posts', 'app.menu.posts'),
  entry(role, 'events', 'app.menu.events'),
  entry(role, 'sales', 'app.menu.sales'),
  entry(role, 'brand-profile', 'app.menu.brand_profile'),
  entry(role, 'brand-admins', 'app.menu.brand_admins'),
  entry(role, 'brand-history', 'app.menu.brand_history'),
  // `npm run new:resource` adds brand menu items above this line.
];
const OPERATOR_MENU = (role: RoleType) => [
  entry(role, 'brand-management', 'app.menu.brand_management'),
  entry(role, 'user-management', 'app.menu.user_management'),
  entry(role, 'employee-management', 'app.menu.employee_management'),
  entry(role, 'generate-report', 'app.menu.reports'),
];

/** The menu of the spec's "Screens and routes" for a role: labels, order, and which items are disabled. */
export const menuFor = (role: RoleType): MenuEntry[] => {
  switch (role) {
    case 'brand_admin':
    case 'visual_brand_admin':
      return BRAND_MENU(role);
    case 'operator':
    case 'visual_admin':
      return OPERATOR_MENU(role);
    case 'sales':
      return [
        entry(role, 'home', 'app.menu.home'),
        entry(role, 'posts', 'app.menu.posts'),
        entry(role, 'contacts', 'app.menu.contacts'),
        entry(role, 'chat', 'app.menu.chats'),
        entry(role, 'profile', 'app.menu.profile'),
      ];
    default:
      return [{ label: 'app.menu.home', to: '/home', resource: 'home', enabled: true }];
  }
};

/**
 * The operator's master data beside the spec's four main items: links and reference tables, each
 * in its own entry, for the roles that may open them (otherwise nothing).
 */
export const masterDataMenuFor = (role: RoleType): MenuEntry[] =>
  [entry(role, 'link-management', 'app.menu.link_management'), entry(role, 'table-management', 'app.menu.table_management')].filter((e) => e.enabled);

/** Where a role lands after signing in (docs/decisions/0003-effective-role.md). */
export const landingPath = (role: RoleType): string => (role === 'operator' || role === 'visual_admin' ? '/brand-management' : '/home');

/** Sales users get the simplified, mobile-first layout. */
export const usesFieldAppLayout = (role: RoleType) => role === 'sales';
