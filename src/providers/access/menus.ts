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
  // „Protokoll“ (issue 37), after the spec's seven.
  entry(role, 'audit-log', 'app.menu.audit_log'),
];
/** The brand team's items beyond the spec's seven, as [resource, label]: the resources added since (`npm run new:resource`). */
const BRAND_MORE_MENU: [string, string][] = [
  // `npm run new:resource` adds brand menu items above this line.
];
const OPERATOR_MENU = (role: RoleType) => [
  entry(role, 'brand-management', 'app.menu.brand_management'),
  entry(role, 'user-management', 'app.menu.user_management'),
  entry(role, 'employee-management', 'app.menu.employee_management'),
  entry(role, 'generate-report', 'app.menu.reports'),
  // „Protokoll“ (issue 37), after the spec's four.
  entry(role, 'audit-log', 'app.menu.audit_log'),
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

/** A second menu below the spec's main items: its label (catalog key) and items. */
export interface SecondaryMenu {
  label: string;
  entries: MenuEntry[];
}

/**
 * The menu below the spec's main items, with the entries the role may open (none: no menu): the
 * operator's master data (links and reference tables), and the brand team's further resources.
 */
export const secondaryMenuFor = (role: RoleType): SecondaryMenu => {
  const staff = role === 'operator' || role === 'visual_admin';
  const entries = staff
    ? [
        entry(role, 'link-management', 'app.menu.link_management'),
        entry(role, 'table-management', 'app.menu.table_management'),
        entry(role, 'legal-texts', 'app.menu.legal_texts'),
      ]
    : BRAND_MORE_MENU.map(([resource, label]) => entry(role, resource, label));
  return { label: staff ? 'app.menu.master_data' : 'app.menu.more', entries: entries.filter((e) => e.enabled) };
};

/** Where a role lands after signing in (docs/decisions/0003-effective-role.md). */
export const landingPath = (role: RoleType): string => (role === 'operator' || role === 'visual_admin' ? '/brand-management' : '/home');

/** Sales users get the simplified, mobile-first layout. */
export const usesFieldAppLayout = (role: RoleType) => role === 'sales';
