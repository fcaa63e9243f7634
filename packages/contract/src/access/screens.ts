// The web app's side of the access table (table.ts): per screen (a route's first path segment) and
// action, which roles may open it and the calls the page makes there. The app's rules (`canAccess`,
// the menus) read `roles`; the contract test (tests/unit/permissionContract.test.ts) holds `calls`
// against the table in both directions: every call is granted, every grant is used or says why not.
import type { RoleType } from '../roles';

export type ScreenAction = 'list' | 'show' | 'create' | 'edit' | 'delete' | 'export';

/** Calls by whose permissions the server checks them, as the table names actions (`post.find`). */
export interface Calls {
  /** With the signed-in user's token: the permissions of the user's role. */
  user?: readonly string[];
  /** Without a token: the `public` role's. */
  anonymous?: readonly string[];
  /** With the fixed public-access token. */
  publicToken?: readonly string[];
}

/** A screen action: who may, and what it calls; `byRole` adds what a page does only for some roles. */
export interface ScreenRule extends Calls {
  roles: readonly RoleType[];
  byRole?: Partial<Record<RoleType, Calls>>;
}

/** `post.find`, `post.findOne`, … : calls of one resource. */
const call = (resource: string, ...actions: string[]) => actions.map((a) => `${resource}.${a}`);

const OPERATOR: RoleType[] = ['operator'];
const STAFF: RoleType[] = ['operator', 'visual_admin'];
const BRAND_ADMIN: RoleType[] = ['brand_admin'];
const BRAND_TEAM: RoleType[] = ['brand_admin', 'visual_brand_admin'];
const EVERY_ROLE: RoleType[] = ['authenticated', 'operator', 'visual_admin', 'brand_admin', 'visual_brand_admin', 'sales'];
/** Allowed by the rules, but no page or button offers it (or the page shows what the browser has). */
const noCalls = (roles: readonly RoleType[]): ScreenRule => ({ roles });

// Filters, sorts and relation writes through a relation need `find` on its target (Strapi answers
// 400 otherwise); a populated relation without it is left out of the answer.
const USER_LIST = call('user', 'find', 'count');
const BY_ROLE_TYPE = call('role', 'find');
const BRAND_SCOPE = call('brand', 'find');
const UPLOAD = 'upload.upload';
const LINK_INPUTS = [...call('link', 'find'), ...USER_LIST, ...BY_ROLE_TYPE, ...BRAND_SCOPE];
const TEAM_LIST = [...USER_LIST, ...BY_ROLE_TYPE, ...BRAND_SCOPE];
/** The section „Verlauf“ of a record's page: its audit entries (src/audit-log/AuditHistory.tsx). */
const AUDIT_HISTORY = call('audit-entry', 'find');
const AUDIT_READERS: RoleType[] = ['operator', 'brand_admin'];

/** A reference table as the table management page lists and edits it (operators). */
const referenceTable = (type: string): Partial<Record<ScreenAction, ScreenRule>> => ({
  list: { roles: OPERATOR, user: call(type, 'find') },
  create: { roles: OPERATOR, user: call(type, 'create') },
  edit: { roles: OPERATOR, user: call(type, 'findOne', 'update') },
  delete: { roles: OPERATOR, user: call(type, 'delete') },
  show: noCalls(OPERATOR),
  export: noCalls(OPERATOR),
});

export const SCREENS: Record<string, Partial<Record<ScreenAction, ScreenRule>>> = {
  home: {
    list: {
      roles: ['authenticated', 'brand_admin', 'visual_brand_admin', 'sales'],
      byRole: {
        brand_admin: { user: call('dashboard', 'figures') },
        visual_brand_admin: { user: call('dashboard', 'figures') },
        // Newest posts, contacts and chats.
        sales: { user: [...call('post', 'find'), ...BRAND_SCOPE, ...USER_LIST, ...call('chat', 'list')] },
      },
    },
    show: noCalls(['authenticated', 'brand_admin', 'visual_brand_admin', 'sales']),
  },
  profile: {
    // The rep's switch „Benachrichtigungen auf diesem Gerät“ (Web Push).
    // „Meine Daten“: the own data as one archive (DSGVO Art. 15 and 20); a doctor's or PTA's
    // consents given when connecting through a link, withdrawn there.
    list: {
      roles: EVERY_ROLE,
      user: call('privacy-export', 'own'),
      byRole: { sales: { user: call('web-push', 'key', 'subscribe', 'unsubscribe') }, authenticated: { user: call('consent', 'find', 'withdraw') } },
    },
    // „Löschung beantragen“ and its withdrawal (docs/decisions/0034-erasure.md).
    show: { roles: EVERY_ROLE, user: call('erasure', 'state', 'request', 'withdraw') },
    edit: { roles: EVERY_ROLE, user: [UPLOAD, ...call('user', 'update', 'me')] },
  },
  'change-brand': { list: noCalls(['brand_admin', 'visual_brand_admin', 'sales']), show: noCalls(['brand_admin', 'visual_brand_admin', 'sales']) },

  'brand-management': {
    // The license column is sorted through the relation.
    list: { roles: STAFF, user: [...call('brand', 'find'), ...call('license', 'find')] },
    // License, add-ons, the brand's admins and sales count (users by role type), its links.
    show: {
      roles: STAFF,
      user: [...call('brand', 'findOne'), ...call('license', 'find'), ...call('addon', 'find'), ...USER_LIST, ...BY_ROLE_TYPE, ...call('link', 'find')],
      byRole: { operator: { user: AUDIT_HISTORY } },
    },
    create: { roles: OPERATOR, user: [...call('brand', 'create'), UPLOAD, ...call('license', 'find'), ...call('addon', 'find')] },
    edit: { roles: OPERATOR, user: [...call('brand', 'findOne', 'update'), UPLOAD, ...call('license', 'find'), ...call('addon', 'find')] },
    // The edit pages' delete button.
    delete: { roles: OPERATOR, user: call('brand', 'delete') },
    export: noCalls(OPERATOR),
  },
  'brand-history': {
    // Staff choose the brand from the list; brand admins see the current one.
    list: {
      roles: [...STAFF, 'brand_admin'],
      user: call('brand', 'findOne'),
      byRole: { operator: { user: BRAND_SCOPE }, visual_admin: { user: BRAND_SCOPE } },
    },
    show: noCalls([...STAFF, 'brand_admin']),
  },
  'user-management': {
    list: { roles: OPERATOR, user: TEAM_LIST },
    // The role is written as the id of the role of that type (GET /users-permissions/roles); „Daten
    // exportieren“ downloads the account's data as one archive (DSGVO Art. 15 and 20).
    edit: {
      roles: OPERATOR,
      user: [...call('user', 'findOne', 'update'), ...BY_ROLE_TYPE, ...BRAND_SCOPE, ...call('privacy-export', 'account'), ...AUDIT_HISTORY],
    },
    // „Konto löschen (DSGVO)“ on the edit page erases the account (docs/decisions/0034-erasure.md).
    delete: { roles: OPERATOR, user: [...call('user', 'destroy'), ...call('erasure', 'erase')] },
    show: noCalls(OPERATOR),
    // "Benutzer einladen": an invitation to the chosen brand (docs/decisions/0005-invitations.md).
    create: { roles: OPERATOR, user: [...call('invitation', 'create'), ...BRAND_SCOPE] },
    export: noCalls(OPERATOR),
  },
  // The admins on a brand's page (/brand-management/{id}): invited, open ones resent or withdrawn.
  invitations: {
    list: { roles: OPERATOR, user: call('invitation', 'find') },
    create: { roles: OPERATOR, user: call('invitation', 'create', 'resend') },
    delete: { roles: OPERATOR, user: call('invitation', 'delete') },
  },
  'employee-management': {
    list: { roles: OPERATOR, user: [...USER_LIST, ...BY_ROLE_TYPE] },
    edit: { roles: OPERATOR, user: [...call('user', 'findOne', 'update'), ...BY_ROLE_TYPE, ...AUDIT_HISTORY] },
    delete: { roles: OPERATOR, user: call('user', 'destroy') },
    // The list's button leads to /employee-create.
    create: noCalls(OPERATOR),
    show: noCalls(OPERATOR),
    export: noCalls(OPERATOR),
  },
  // The new employee gets the reset mail, asked for without a token.
  'employee-create': { create: { roles: OPERATOR, user: [...call('user', 'create'), ...BY_ROLE_TYPE], anonymous: call('auth', 'forgotPassword') } },
  'link-management': {
    list: { roles: OPERATOR, user: [...call('link', 'find'), ...call('user', 'find'), ...BRAND_SCOPE] },
    create: { roles: OPERATOR, user: [...call('link', 'create'), ...LINK_INPUTS] },
    edit: { roles: OPERATOR, user: [...call('link', 'findOne', 'update'), ...LINK_INPUTS] },
    delete: { roles: OPERATOR, user: call('link', 'delete') },
    show: noCalls(OPERATOR),
    export: noCalls(OPERATOR),
  },
  // The page's tabs and buttons; their calls are those of the data resources below.
  'table-management': {
    list: noCalls(OPERATOR),
    create: noCalls(OPERATOR),
    edit: noCalls(OPERATOR),
    delete: noCalls(OPERATOR),
    show: noCalls(OPERATOR),
    export: noCalls(OPERATOR),
  },
  licenses: referenceTable('license'),
  addons: referenceTable('addon'),
  specializations: referenceTable('specialization'),
  // The mail outbox: read it, send a failed mail again (edit).
  'mail-outbox': { list: { roles: OPERATOR, user: call('mail', 'find') }, edit: { roles: OPERATOR, user: call('mail', 'retry') } },
  'generate-report': {
    list: { roles: OPERATOR, user: [...call('report', 'generate'), ...BRAND_SCOPE] },
    // The CSV is built from the report on the page.
    export: noCalls(OPERATOR),
    show: noCalls(OPERATOR),
    create: noCalls(OPERATOR),
    edit: noCalls(OPERATOR),
    delete: noCalls(OPERATOR),
  },

  posts: {
    // Drafts, then which of them are live.
    list: { roles: [...BRAND_TEAM, 'sales'], user: [...call('post', 'find'), ...BRAND_SCOPE] },
    // The draft and the published version.
    show: { roles: [...BRAND_TEAM, 'sales'], user: call('post', 'findOne') },
    create: { roles: BRAND_ADMIN, user: [...call('post', 'create'), UPLOAD, ...call('specialization', 'find'), ...BRAND_SCOPE] },
    // The editor, and on /posts/{id} the publish buttons, the schedule panel, the push counts and
    // the „Verlauf“, which go with edit.
    edit: {
      roles: BRAND_ADMIN,
      user: [
        ...call('post', 'findOne', 'update', 'publish', 'unpublish', 'notification', 'audience'),
        UPLOAD,
        ...call('specialization', 'find'),
        ...BRAND_SCOPE,
        ...call('schedule', 'find', 'create', 'update', 'delete'),
        ...AUDIT_HISTORY,
      ],
    },
    delete: { roles: BRAND_ADMIN, user: call('post', 'delete') },
    // The list as CSV, written by the server while it is sent.
    export: { roles: BRAND_ADMIN, user: call('export', 'posts') },
  },
  // The state Geplant in the post list and on the post page.
  'post-schedules': {
    list: { roles: BRAND_TEAM, user: call('schedule', 'find') },
    show: noCalls(BRAND_TEAM),
    create: noCalls(BRAND_ADMIN),
    edit: noCalls(BRAND_ADMIN),
    delete: noCalls(BRAND_ADMIN),
    export: noCalls(BRAND_ADMIN),
  },
  events: {
    list: { roles: BRAND_ADMIN, user: [...call('event', 'find'), ...BRAND_SCOPE] },
    create: { roles: BRAND_ADMIN, user: [...call('event', 'create'), ...call('specialization', 'find'), ...BRAND_SCOPE] },
    // The edit page's and the list's publish and withdraw buttons go with edit.
    edit: {
      roles: BRAND_ADMIN,
      user: [...call('event', 'findOne', 'update', 'publish', 'unpublish'), ...call('specialization', 'find'), ...BRAND_SCOPE, ...AUDIT_HISTORY],
    },
    delete: { roles: BRAND_ADMIN, user: call('event', 'delete') },
    show: noCalls(BRAND_ADMIN),
    export: noCalls(BRAND_ADMIN),
  },
  sales: {
    list: { roles: BRAND_ADMIN, user: TEAM_LIST },
    // Inviting, and the pending invitations beside the list: resent or withdrawn.
    create: { roles: BRAND_ADMIN, user: call('invitation', 'create', 'find', 'resend', 'delete') },
    // The profile and status, and the rep's invite link of the current brand.
    edit: { roles: BRAND_ADMIN, user: [...call('user', 'findOne', 'update', 'find'), ...call('link', 'find', 'create'), ...BRAND_SCOPE, ...AUDIT_HISTORY] },
    // Removal from the brand writes the user's brands and per-brand roles.
    delete: { roles: BRAND_ADMIN, user: call('user', 'update') },
    show: noCalls(BRAND_ADMIN),
    export: noCalls(BRAND_ADMIN),
  },
  'brand-admins': {
    list: { roles: BRAND_ADMIN, user: TEAM_LIST },
    // Inviting, and the pending invitations beside the list: resent or withdrawn.
    create: { roles: BRAND_ADMIN, user: call('invitation', 'create', 'find', 'resend', 'delete') },
    edit: { roles: BRAND_ADMIN, user: [...call('user', 'findOne', 'update'), ...AUDIT_HISTORY] },
    delete: { roles: BRAND_ADMIN, user: call('user', 'update') },
    show: noCalls(BRAND_ADMIN),
    export: noCalls(BRAND_ADMIN),
  },
  'brand-profile': {
    list: { roles: BRAND_ADMIN, user: [...call('brand', 'findOne'), ...AUDIT_HISTORY] },
    // The top bar shows the brand's name from the signed-in user, read again.
    edit: { roles: BRAND_ADMIN, user: [...call('brand', 'findOne', 'update'), UPLOAD, ...call('user', 'me')] },
    show: noCalls(BRAND_ADMIN),
  },
  // The rep's contacts come in one list; a contact's page reads it too.
  contacts: { list: { roles: ['sales'], user: USER_LIST }, show: { roles: ['sales'], user: USER_LIST } },
  chat: {
    list: { roles: ['sales'], user: call('chat', 'list') },
    show: { roles: ['sales'], user: call('chat', 'list', 'messages', 'send', 'read') },
    // The Chat button on a contact's page.
    create: { roles: ['sales'], user: call('chat', 'open') },
  },
  // Retention: the periods and the last passes, read-only.
  retention: { list: { roles: OPERATOR, user: call('retention', 'find') } },
  // „Protokoll“, the audit log (issue 37): operators read all, brand admins their brands' entries
  // (the server scopes them); operators filter by brand. The CSV is built from the list's rows.
  'audit-log': {
    list: { roles: AUDIT_READERS, user: call('audit-entry', 'find'), byRole: { operator: { user: BRAND_SCOPE } } },
    show: { roles: AUDIT_READERS, user: call('audit-entry', 'findOne') },
    export: noCalls(AUDIT_READERS),
  },
  // The operator's „Rechtstexte“: one form for „Datenschutz“ and „Impressum“.
  'legal-texts': { list: { roles: OPERATOR, user: call('legal-text', 'find', 'update') } },
  // `npm run new:resource` adds a resource's screens above this line.
};

/**
 * What every page of a signed-in user asks: the user, and the field app's unread badge. (Its live
 * stream is no permission: the stream's route lets every signed-in account in, server/src/api/realtime.)
 */
export const SIGNED_IN_CALLS: Omit<ScreenRule, 'roles'> = {
  user: call('user', 'me'),
  byRole: { sales: { user: call('chat', 'list') } },
};

/** The pages anyone opens, signed in or not (no rule asked); `user` calls are the signed-in caller's. */
export const OPEN_PAGE_CALLS: Record<string, Omit<ScreenRule, 'roles'>> = {
  login: { anonymous: call('auth', 'callback'), user: call('user', 'me') },
  forgot: { anonymous: call('auth', 'forgotPassword') },
  'reset-password': { anonymous: call('auth', 'resetPassword') },
  'invite-start': { publicToken: call('invitation', 'preview') },
  'register-add-brand': {
    publicToken: call('invitation', 'preview'),
    anonymous: call('auth', 'register'),
    user: [...call('user', 'me'), ...call('invitation', 'accept')],
  },
  'login-add-brand': {
    publicToken: call('invitation', 'preview'),
    anonymous: call('auth', 'callback'),
    user: [...call('user', 'me'), ...call('invitation', 'accept')],
  },
  // The link with its brand and logo; a signed-in doctor or PTA connects.
  'link-preview': {
    publicToken: [...call('link', 'find'), ...BRAND_SCOPE],
    anonymous: call('auth', 'callback'),
    user: call('user', 'me'),
    byRole: { authenticated: { user: call('link', 'connect') } },
  },
  // „Datenschutz“ and „Impressum“, linked from every page.
  privacy: { publicToken: call('legal-text', 'find') },
  imprint: { publicToken: call('legal-text', 'find') },
};
