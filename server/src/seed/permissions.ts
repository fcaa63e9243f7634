import type { RoleType } from '../access/roles';

// The content-API permissions of every role: the one table the boot sync applies. Routes also
// scope what each caller sees (controllers and policies); a permission here only opens the door.
const api = (name: string, actions: string[]) => actions.map((a) => `api::${name}.${name}.${a}`);
const READ = ['find', 'findOne'];
const CRUD = ['find', 'findOne', 'create', 'update', 'delete'];
const up = (actions: string[]) => actions.map((a) => `plugin::users-permissions.${a}`);
const upload = (actions: string[]) => actions.map((a) => `plugin::upload.content-api.${a}`);
/** Scheduled publication (strapi-plugin-publisher's content API), scoped per brand by our extension. */
const schedule = (actions: string[]) => actions.map((a) => `plugin::publisher.actionController.${a}`);

const PUBLIC = up([
  'auth.callback',
  'auth.connect',
  'auth.register',
  'auth.forgotPassword',
  'auth.resetPassword',
  'auth.emailConfirmation',
  'auth.sendEmailConfirmation',
]);

/** Every signed-in user: their own account, uploads for their image, the brands and reference lists. */
const SIGNED_IN = [
  ...up(['user.me', 'user.update', 'auth.changePassword']),
  // Accepting an invitation adds its brand to the signed-in account (/login-add-brand).
  ...api('invitation', ['preview', 'accept']),
  // The mobile app and the sales workspace: own favorites, own chats. (Their live events: the
  // stream's route signs the token in itself, api/realtime/routes.)
  ...api('favorite', CRUD),
  ...api('chat', ['list', 'open', 'messages', 'send', 'read']),
  ...upload(['upload']),
  ...api('brand', READ),
  ...api('specialization', READ),
];

const REFERENCE_READ = [...api('license', READ), ...api('addon', READ)];
const USERS_READ = up(['user.find', 'user.findOne', 'user.count']);

export const ROLE_PERMISSIONS: Record<RoleType, string[]> = {
  public: PUBLIC,
  // Doctors and PTAs (no back-office role) connect with a sales rep through the rep's link.
  authenticated: [...SIGNED_IN, 'api::link.link.connect'],
  operator: [
    ...SIGNED_IN,
    ...USERS_READ,
    ...up(['user.create', 'user.destroy', 'role.find', 'role.findOne']),
    ...upload(['find', 'findOne', 'destroy']),
    ...api('brand', ['create', 'update', 'delete']),
    ...api('license', CRUD),
    ...api('addon', CRUD),
    ...api('specialization', ['create', 'update', 'delete']),
    ...api('link', CRUD),
    // Onboarding: a brand's first admin from its page, anyone from the user management.
    ...api('invitation', ['find', 'create', 'delete', 'resend']),
    ...api('notification', READ),
    ...api('post', READ),
    ...api('event', READ),
    'api::report.report.generate',
    // The mail outbox: read, and send a failed mail again (docs/decisions/0024-mail-outbox.md).
    'api::mail.mail.find',
    'api::mail.mail.retry',
  ],
  // role.find: listing users by role type filters on the role relation (docs/architecture.md, "Strapi 5 facts").
  visual_admin: [...SIGNED_IN, ...REFERENCE_READ, ...USERS_READ, ...up(['role.find']), ...api('link', READ)],
  brand_admin: [
    ...SIGNED_IN,
    ...REFERENCE_READ,
    ...USERS_READ,
    ...up(['role.find']),
    // No media library (upload find): it would list every brand's files, draft teasers included.
    ...api('post', [...CRUD, 'publish', 'unpublish', 'notification', 'audience']),
    ...schedule(CRUD),
    ...api('event', [...CRUD, 'publish', 'unpublish']),
    ...api('link', [...READ, 'create']),
    // Profile fields of their own brands only (the brand controller checks).
    ...api('brand', ['update']),
    ...api('invitation', ['find', 'create', 'delete', 'resend']),
    'api::dashboard.dashboard.figures',
    'api::export.export.posts',
  ],
  // Dashboard and posts only (docs/decisions/0003-effective-role.md): the calls behind the disabled menu items
  // (events, field service, brand admins, brand profile, history) are refused. Users: their own
  // account and contacts (the scope in server/src/access/user-scope.ts).
  visual_brand_admin: [...SIGNED_IN, ...USERS_READ, ...api('post', READ), ...schedule(READ), 'api::dashboard.dashboard.figures'],
  // Web Push on this device, from the profile (docs/decisions/0027-web-push.md).
  sales: [...SIGNED_IN, ...USERS_READ, ...api('post', READ), ...api('event', READ), ...api('web-push', ['key', 'subscribe', 'unsubscribe'])],
};

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
export const PUBLIC_TOKEN_PERMISSIONS = [...api('link', ['find']), ...api('brand', READ), ...api('specialization', READ), ...api('invitation', ['preview'])];
