// What each role may do per resource: menus, routes and buttons all ask `canAccess`. It mirrors
// the server's rules (server/src/access, server/src/seed/permissions.ts), which stay the authority.
import type { RoleType } from './roles';

export type Action = 'list' | 'show' | 'create' | 'edit' | 'delete' | 'export';

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
    // The mail outbox: read it, send a failed mail again (edit).
    'mail-outbox': ['list', 'edit'],
    // Any brand's invitations: a brand's first admin from its page, sent again or withdrawn there.
    invitations: ['list', 'create', 'delete'],
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

/** Everything a role may do, by resource: what the permission contract test walks (tests/unit/permissionContract.test.ts). */
export const allowedActions = (role: RoleType): Readonly<Record<string, readonly Action[]>> => RULES[role];
