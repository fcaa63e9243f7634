// The one access function of the client: menus, routes and buttons all ask it. It mirrors the
// server's rules (server/src/access, server/src/seed/permissions.ts), which stay the authority.

export const ROLE_TYPES = ['public', 'authenticated', 'operator', 'visual_admin', 'brand_admin', 'visual_brand_admin', 'sales'] as const;
export type RoleType = (typeof ROLE_TYPES)[number];

export type Action = 'list' | 'show' | 'create' | 'edit' | 'delete' | 'export';

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

const READ: Action[] = ['list', 'show'];
const ALL: Action[] = ['list', 'show', 'create', 'edit', 'delete', 'export'];

/** What each role may do per resource (a route's first path segment). */
const RULES: Record<RoleType, Record<string, Action[]>> = {
  public: {},
  authenticated: { home: READ, profile: ['list', 'show', 'edit'] },
  operator: {
    'brand-management': ALL,
    'brand-history': READ,
    'user-management': ALL,
    'employee-management': ALL,
    'employee-create': ['create'],
    'link-management': ALL,
    'table-management': ALL,
    // The reference tables as data resources (the table management page edits them).
    licenses: ALL,
    addons: ALL,
    specializations: ALL,
    'generate-report': ALL,
    profile: ['list', 'show', 'edit'],
  },
  visual_admin: { 'brand-management': READ, 'brand-history': READ, profile: ['list', 'show', 'edit'] },
  brand_admin: {
    home: READ,
    posts: ALL,
    // Scheduled publication of posts (strapi-plugin-publisher actions).
    'post-schedules': ALL,
    events: ALL,
    sales: ALL,
    'brand-profile': ['list', 'show', 'edit'],
    'brand-admins': ALL,
    'brand-history': READ,
    'change-brand': READ,
    profile: ['list', 'show', 'edit'],
  },
  visual_brand_admin: { home: READ, posts: READ, 'post-schedules': READ, 'change-brand': READ, profile: ['list', 'show', 'edit'] },
  sales: {
    home: READ,
    posts: READ,
    contacts: READ,
    chat: ['list', 'show', 'create'],
    profile: ['list', 'show', 'edit'],
    'change-brand': READ,
  },
};

export const canAccess = (role: RoleType, resource: string, action: Action = 'list'): boolean => (RULES[role]?.[resource] ?? []).includes(action);

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

/** Where a role lands after signing in (docs/decisions/0003-effective-role.md). */
export const landingPath = (role: RoleType): string => (role === 'operator' || role === 'visual_admin' ? '/brand-management' : '/home');

/** Sales users get the simplified, mobile-first layout. */
export const usesSalesLayout = (role: RoleType) => role === 'sales';

/** Pages that keep the user where they are on a 401 (the spec's "States and transitions"). */
export const UNAUTHORIZED_EXEMPT_PATHS = ['/invite-start', '/register-add-brand', '/login-add-brand', '/link-preview', '/reset-password'];
export const isUnauthorizedExempt = (pathname: string) => UNAUTHORIZED_EXEMPT_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
