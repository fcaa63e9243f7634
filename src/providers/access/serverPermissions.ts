// Which server permissions (users-permissions action UIDs, server/src/seed/permissions.ts) each
// screen action of the rules (rules.ts) needs: the calls the dataProvider really makes for it. The
// permission contract test (tests/unit/permissionContract.test.ts) holds both tables against this
// one, in both directions (docs/decisions/0013-shared-contract.md).
import type { RoleType } from '@markenportal/contract';
import type { Action } from './rules';

/** Calls by whose permissions the server checks them. */
export interface Calls {
  /** With the signed-in user's token: the permissions of the user's role. */
  user?: readonly string[];
  /** Without a token: the `public` role's. */
  anonymous?: readonly string[];
  /** With the fixed public-access token: PUBLIC_TOKEN_PERMISSIONS. */
  publicToken?: readonly string[];
}

/** A screen action's calls; `byRole` adds what a page does only for some roles. */
export interface ScreenCalls extends Calls {
  byRole?: Partial<Record<RoleType, Calls>>;
}

/** The calls of a screen action as a role makes them. */
export const callsFor = ({ byRole, ...calls }: ScreenCalls, role: RoleType): Required<Calls> => {
  const extra = byRole?.[role] ?? {};
  return {
    user: [...(calls.user ?? []), ...(extra.user ?? [])],
    anonymous: [...(calls.anonymous ?? []), ...(extra.anonymous ?? [])],
    publicToken: [...(calls.publicToken ?? []), ...(extra.publicToken ?? [])],
  };
};

/** Action UIDs as the server's table writes them: a content type's, and users-permissions'. */
export const api = (type: string, ...actions: string[]) => actions.map((a) => `api::${type}.${type}.${a}`);
export const users = (...actions: string[]) => actions.map((a) => `plugin::users-permissions.${a}`);
const schedules = (...actions: string[]) => actions.map((a) => `plugin::publisher.actionController.${a}`);
const UPLOAD = 'plugin::upload.content-api.upload';

/** Allowed by the rules, but no page or button offers it. */
const NO_SCREEN: ScreenCalls = {};
/** A page that shows what the browser already has. */
const NO_CALLS: ScreenCalls = {};

// Filters, sorts and relation writes through a relation need `find` on its target (Strapi answers
// 400 otherwise); a populated relation without it is left out of the answer.
const USER_LIST = users('user.find', 'user.count');
const BY_ROLE_TYPE = users('role.find');
const BRAND_SCOPE = api('brand', 'find');
const LINK_INPUTS = [...api('link', 'find'), ...USER_LIST, ...BY_ROLE_TYPE, ...api('brand', 'find')];
const TEAM_LIST: ScreenCalls = { user: [...USER_LIST, ...BY_ROLE_TYPE, ...BRAND_SCOPE] };

/** A reference table as the table management page lists and edits it. */
const referenceTable = (type: string): Partial<Record<Action, ScreenCalls>> => ({
  list: { user: api(type, 'find') },
  create: { user: api(type, 'create') },
  edit: { user: api(type, 'findOne', 'update') },
  delete: { user: api(type, 'delete') },
  show: NO_SCREEN,
  export: NO_SCREEN,
});

export const SCREEN_CALLS: Record<string, Partial<Record<Action, ScreenCalls>>> = {
  home: {
    list: {
      byRole: {
        brand_admin: { user: api('dashboard', 'figures') },
        visual_brand_admin: { user: api('dashboard', 'figures') },
        // Newest posts, contacts and chats.
        sales: { user: [...api('post', 'find'), ...BRAND_SCOPE, ...USER_LIST, ...api('chat', 'list')] },
      },
    },
    show: NO_SCREEN,
  },
  profile: {
    // The rep's switch „Benachrichtigungen auf diesem Gerät“ (Web Push).
    list: { byRole: { sales: { user: api('web-push', 'key', 'subscribe', 'unsubscribe') } } },
    show: NO_SCREEN,
    edit: { user: [UPLOAD, ...users('user.update', 'user.me')] },
  },
  'change-brand': { list: NO_CALLS, show: NO_SCREEN },

  'brand-management': {
    // The license column is sorted through the relation.
    list: { user: [...api('brand', 'find'), ...api('license', 'find')] },
    // License, add-ons, the brand's admins and sales count (users by role type), its links.
    show: { user: [...api('brand', 'findOne'), ...api('license', 'find'), ...api('addon', 'find'), ...USER_LIST, ...BY_ROLE_TYPE, ...api('link', 'find')] },
    create: { user: [...api('brand', 'create'), UPLOAD, ...api('license', 'find'), ...api('addon', 'find')] },
    edit: { user: [...api('brand', 'findOne', 'update'), UPLOAD, ...api('license', 'find'), ...api('addon', 'find')] },
    // The edit pages' delete button.
    delete: { user: api('brand', 'delete') },
    export: NO_SCREEN,
  },
  'brand-history': {
    // Staff choose the brand from the list; brand admins see the current one.
    list: {
      user: api('brand', 'findOne'),
      byRole: { operator: { user: api('brand', 'find') }, visual_admin: { user: api('brand', 'find') } },
    },
    show: NO_SCREEN,
  },
  'user-management': {
    list: { user: [...USER_LIST, ...BY_ROLE_TYPE, ...BRAND_SCOPE] },
    // The role is written as the id of the role of that type (GET /users-permissions/roles).
    edit: { user: [...users('user.findOne', 'user.update', 'role.find'), ...api('brand', 'find')] },
    delete: { user: users('user.destroy') },
    show: NO_SCREEN,
    // "Benutzer einladen": an invitation to the chosen brand (docs/decisions/0005-invitations.md).
    create: { user: [...api('invitation', 'create'), ...api('brand', 'find')] },
    export: NO_SCREEN,
  },
  // The admins on a brand's page (/brand-management/{id}): invited, open ones resent or withdrawn.
  invitations: {
    list: { user: api('invitation', 'find') },
    create: { user: api('invitation', 'create', 'resend') },
    delete: { user: api('invitation', 'delete') },
  },
  'employee-management': {
    list: { user: [...USER_LIST, ...BY_ROLE_TYPE] },
    edit: { user: users('user.findOne', 'user.update', 'role.find') },
    delete: { user: users('user.destroy') },
    // The list's button leads to /employee-create.
    create: NO_SCREEN,
    show: NO_SCREEN,
    export: NO_SCREEN,
  },
  // The new employee gets the reset mail, asked for without a token.
  'employee-create': { create: { user: users('user.create', 'role.find'), anonymous: users('auth.forgotPassword') } },
  'link-management': {
    list: { user: [...api('link', 'find'), ...users('user.find'), ...api('brand', 'find')] },
    create: { user: [...api('link', 'create'), ...LINK_INPUTS] },
    edit: { user: [...api('link', 'findOne', 'update'), ...LINK_INPUTS] },
    delete: { user: api('link', 'delete') },
    show: NO_SCREEN,
    export: NO_SCREEN,
  },
  // The page's tabs and buttons; their calls are those of the data resources below.
  'table-management': { list: NO_CALLS, create: NO_CALLS, edit: NO_CALLS, delete: NO_CALLS, show: NO_SCREEN, export: NO_SCREEN },
  licenses: referenceTable('license'),
  addons: referenceTable('addon'),
  specializations: referenceTable('specialization'),
  'mail-outbox': { list: { user: api('mail', 'find') }, edit: { user: api('mail', 'retry') } },
  'generate-report': {
    list: { user: [...api('report', 'generate'), ...api('brand', 'find')] },
    // The CSV is built from the report on the page.
    export: NO_CALLS,
    show: NO_SCREEN,
    create: NO_SCREEN,
    edit: NO_SCREEN,
    delete: NO_SCREEN,
  },

  posts: {
    // Drafts, then which of them are live.
    list: { user: [...api('post', 'find'), ...BRAND_SCOPE] },
    // The draft and the published version.
    show: { user: api('post', 'findOne') },
    create: { user: [...api('post', 'create'), UPLOAD, ...api('specialization', 'find'), ...api('brand', 'find')] },
    // The editor, and on /posts/{id} the publish buttons, the schedule panel and the push counts,
    // which go with edit.
    edit: {
      user: [
        ...api('post', 'findOne', 'update', 'publish', 'unpublish', 'notification', 'audience'),
        UPLOAD,
        ...api('specialization', 'find'),
        ...api('brand', 'find'),
        ...schedules('find', 'create', 'update', 'delete'),
      ],
    },
    delete: { user: api('post', 'delete') },
    // The list as CSV, written by the server while it is sent.
    export: { user: api('export', 'posts') },
  },
  // The state Geplant in the post list and on the post page.
  'post-schedules': {
    list: { user: schedules('find') },
    show: NO_SCREEN,
    create: NO_SCREEN,
    edit: NO_SCREEN,
    delete: NO_SCREEN,
    export: NO_SCREEN,
  },
  events: {
    list: { user: [...api('event', 'find'), ...BRAND_SCOPE] },
    create: { user: [...api('event', 'create'), ...api('specialization', 'find'), ...api('brand', 'find')] },
    // The edit page's and the list's publish and withdraw buttons go with edit.
    edit: { user: [...api('event', 'findOne', 'update', 'publish', 'unpublish'), ...api('specialization', 'find'), ...api('brand', 'find')] },
    delete: { user: api('event', 'delete') },
    show: NO_SCREEN,
    export: NO_SCREEN,
  },
  sales: {
    list: TEAM_LIST,
    // Inviting, and the pending invitations beside the list: resent or withdrawn.
    create: { user: api('invitation', 'create', 'find', 'resend', 'delete') },
    // The profile and status, and the rep's invite link of the current brand.
    edit: { user: [...users('user.findOne', 'user.update', 'user.find'), ...api('link', 'find', 'create'), ...api('brand', 'find')] },
    // Removal from the brand writes the user's brands and per-brand roles.
    delete: { user: users('user.update') },
    show: NO_SCREEN,
    export: NO_SCREEN,
  },
  'brand-admins': {
    list: TEAM_LIST,
    // Inviting, and the pending invitations beside the list: resent or withdrawn.
    create: { user: api('invitation', 'create', 'find', 'resend', 'delete') },
    edit: { user: users('user.findOne', 'user.update') },
    delete: { user: users('user.update') },
    show: NO_SCREEN,
    export: NO_SCREEN,
  },
  'brand-profile': {
    list: { user: api('brand', 'findOne') },
    // The top bar shows the brand's name from the signed-in user, read again.
    edit: { user: [...api('brand', 'findOne', 'update'), UPLOAD, ...users('user.me')] },
    show: NO_SCREEN,
  },
  // The rep's contacts come in one list; a contact's page reads it too.
  contacts: { list: { user: USER_LIST }, show: { user: USER_LIST } },
  chat: {
    list: { user: api('chat', 'list') },
    show: { user: api('chat', 'list', 'messages', 'send', 'read') },
    // The Chat button on a contact's page.
    create: { user: api('chat', 'open') },
  },
};

/**
 * What every page of a signed-in user asks: the user, and the field app's unread badge. (Its live
 * stream is no permission: the stream's route lets every signed-in account in, server/src/api/realtime.)
 */
export const SIGNED_IN_CALLS: ScreenCalls = {
  user: users('user.me'),
  byRole: { sales: { user: api('chat', 'list') } },
};

/** The pages anyone opens, signed in or not (no rule asked); `user` calls are the signed-in caller's. */
export const OPEN_PAGE_CALLS: Record<string, ScreenCalls> = {
  login: { anonymous: users('auth.callback'), user: users('user.me') },
  forgot: { anonymous: users('auth.forgotPassword') },
  'reset-password': { anonymous: users('auth.resetPassword') },
  'invite-start': { publicToken: api('invitation', 'preview') },
  'register-add-brand': {
    publicToken: api('invitation', 'preview'),
    anonymous: users('auth.register'),
    user: [...users('user.me'), ...api('invitation', 'accept')],
  },
  'login-add-brand': {
    publicToken: api('invitation', 'preview'),
    anonymous: users('auth.callback'),
    user: [...users('user.me'), ...api('invitation', 'accept')],
  },
  // The link with its brand and logo; a signed-in doctor or PTA connects.
  'link-preview': {
    publicToken: [...api('link', 'find'), ...api('brand', 'find')],
    anonymous: users('auth.callback'),
    user: users('user.me'),
    byRole: { authenticated: { user: api('link', 'connect') } },
  },
};
