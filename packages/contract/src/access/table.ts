// THE access table (docs/decisions/0029-one-access-table.md): per server resource and action, which
// callers may do it and on which records. Everything else is derived from it: the seeded Strapi
// permissions (server/src/seed), the brand scope of posts, events and links (server/src/access), the
// push audience, the app's screen rules (screens.ts) and the access matrix's expected answers
// (server/tests/access). Written once, here.
import type { RoleType } from '../roles';

/** A role, or the fixed read-only public-access token of the public pages. */
export type Caller = RoleType | 'public-token';

/**
 * On which records a caller may do an action:
 * - `all`: every record (every brand's);
 * - `brands`: the records of the brands where the caller's effective role is this one, published only;
 * - `brand-drafts`: as `brands`, drafts too;
 * - `own`: the caller's own records (their account, favorites, devices, the invitation they accept);
 * - `contacts`: the caller's own account and their contacts (users);
 * - `participants`: the chats the caller takes part in;
 * - `by-key`: one record asked for by its unguessable key (a link's text, an invitation's code).
 */
export type Scope = 'all' | 'brands' | 'brand-drafts' | 'own' | 'contacts' | 'participants' | 'by-key';

export interface ActionRule {
  grants: Partial<Record<Caller, Scope>>;
  /**
   * Decided by our own guard, not by a Strapi permission (the route has none of its own): the seed
   * grants nothing for it, and the guard asks the table (`scopeOf`).
   */
  guardOnly?: boolean;
  /** Callers granted this action that no screen of the web app uses, each with the reason. */
  apiOnly?: Partial<Record<Caller, string>>;
}

export interface ResourceRule {
  /** The permission UIDs' stem: an action's UID is `${permission}.${action}`. */
  permission: string;
  actions: Record<string, ActionRule>;
}

const SIGNED_IN_ROLES = ['authenticated', 'operator', 'visual_admin', 'brand_admin', 'visual_brand_admin', 'sales'] as const;
/** Every signed-in role with one scope. */
const signedIn = (scope: Scope): ActionRule['grants'] => Object.fromEntries(SIGNED_IN_ROLES.map((role) => [role, scope]));
/** The same reason for several callers. */
const because = (reason: string, ...callers: Caller[]): ActionRule['apiOnly'] => Object.fromEntries(callers.map((c) => [c, reason]));
const rule = (grants: ActionRule['grants'], apiOnly?: ActionRule['apiOnly']): ActionRule => (apiOnly ? { grants, apiOnly } : { grants });
/** Actions that share one rule. */
const each = (actions: string[], r: ActionRule) => Object.fromEntries(actions.map((a) => [a, r]));

const BY_ID = 'One document by id, granted with its list (find, findOne); the screens of these callers read lists.';
const OPERATOR = rule({ operator: 'all' });
/** The back office's reference lists (licenses, add-ons): staff and brand admins read, operators write. */
const referenceList = (apiOnly: ActionRule['apiOnly']): ResourceRule['actions'] => ({
  find: rule({ operator: 'all', visual_admin: 'all', brand_admin: 'all' }, apiOnly),
  findOne: rule({ operator: 'all', visual_admin: 'all', brand_admin: 'all' }, because(BY_ID, 'visual_admin', 'brand_admin')),
  ...each(['create', 'update', 'delete'], OPERATOR),
});
const NO_BRAND_ADMIN_SCREEN = because(
  'Brand admins read the reference lists of licenses and add-ons; no brand admin page shows them (the brand profile has neither).',
  'brand_admin',
);
const OPERATOR_READS =
  'Operators read every brand’s posts, events and notification records; no operator page shows them yet (the report counts them on the server).';
const api = (name: string) => `api::${name}.${name}`;

export const ACCESS = {
  // The brand directory is no secret: everyone signed in and the public token read it.
  brand: {
    permission: api('brand'),
    actions: {
      find: rule(
        { ...signedIn('all'), 'public-token': 'all' },
        because('The mobile app: doctors and PTAs read the brands (to favorite them).', 'authenticated'),
      ),
      findOne: rule(
        { ...signedIn('all'), 'public-token': 'all' },
        { ...because(BY_ID, 'visual_brand_admin', 'sales', 'public-token'), ...because('The mobile app: doctors and PTAs read the brands.', 'authenticated') },
      ),
      create: OPERATOR,
      // Brand admins: the profile fields of their own brands (the brand controller checks).
      update: rule({ operator: 'all', brand_admin: 'brands' }),
      delete: OPERATOR,
    },
  },
  license: { permission: api('license'), actions: referenceList(NO_BRAND_ADMIN_SCREEN) },
  addon: { permission: api('addon'), actions: referenceList(NO_BRAND_ADMIN_SCREEN) },
  specialization: {
    permission: api('specialization'),
    actions: {
      find: rule(
        { ...signedIn('all'), 'public-token': 'all' },
        {
          ...because(
            'Every signed-in caller and the public token read the reference list of specializations; these roles have no form that offers them.',
            'visual_admin',
            'visual_brand_admin',
            'sales',
            'public-token',
          ),
          ...because('The mobile app: doctors and PTAs read the specializations.', 'authenticated'),
        },
      ),
      findOne: rule(
        { ...signedIn('all'), 'public-token': 'all' },
        {
          ...because(BY_ID, 'visual_admin', 'brand_admin', 'visual_brand_admin', 'sales', 'public-token'),
          ...because('The mobile app: doctors and PTAs read the specializations.', 'authenticated'),
        },
      ),
      ...each(['create', 'update', 'delete'], OPERATOR),
    },
  },
  // Posts of a brand: its admins and viewers (drafts too) and its sales reps (published); operators all.
  post: {
    permission: api('post'),
    actions: {
      ...each(
        ['find', 'findOne'],
        rule({ operator: 'all', brand_admin: 'brand-drafts', visual_brand_admin: 'brand-drafts', sales: 'brands' }, because(OPERATOR_READS, 'operator')),
      ),
      ...each(['create', 'update', 'delete', 'publish', 'unpublish', 'notification', 'audience'], rule({ brand_admin: 'brands' })),
    },
  },
  // Events: like posts, but not for brand viewers (dashboard and posts only).
  event: {
    permission: api('event'),
    actions: {
      ...each(
        ['find', 'findOne'],
        rule(
          { operator: 'all', brand_admin: 'brand-drafts', sales: 'brands' },
          { ...because(OPERATOR_READS, 'operator'), ...because('Sales reps read their brand’s published events; the field app shows none yet.', 'sales') },
        ),
      ),
      ...each(['create', 'update', 'delete', 'publish', 'unpublish'], rule({ brand_admin: 'brands' })),
    },
  },
  // Invite links: brand admins create those of their own field-service staff; operators any link.
  link: {
    permission: api('link'),
    actions: {
      find: rule({ operator: 'all', visual_admin: 'all', brand_admin: 'brands', 'public-token': 'by-key' }),
      findOne: rule({ operator: 'all', visual_admin: 'all', brand_admin: 'brands' }, because(BY_ID, 'visual_admin', 'brand_admin')),
      create: rule({ operator: 'all', brand_admin: 'brands' }),
      update: OPERATOR,
      delete: OPERATOR,
      // Doctors and PTAs (no back-office role) connect with a sales rep through the rep's link.
      connect: rule({ authenticated: 'own' }),
    },
  },
  // Onboarding: operators invite a brand's first admin and anyone from the user management; brand
  // admins their own brands' staff (docs/decisions/0005-invitations.md).
  invitation: {
    permission: api('invitation'),
    actions: {
      ...each(['find', 'create', 'delete', 'resend'], rule({ operator: 'all', brand_admin: 'brands' })),
      preview: rule(
        { ...signedIn('by-key'), 'public-token': 'by-key' },
        because('The invitation pages read the preview with the public-access token; the server also answers signed-in callers.', ...SIGNED_IN_ROLES),
      ),
      accept: rule(signedIn('own')),
    },
  },
  favorite: {
    permission: api('favorite'),
    actions: each(
      ['find', 'findOne', 'create', 'update', 'delete'],
      rule(signedIn('own'), because('The mobile app: every signed-in user keeps their own favorites.', ...SIGNED_IN_ROLES)),
    ),
  },
  chat: {
    permission: api('chat'),
    actions: each(
      ['list', 'open', 'messages', 'send', 'read'],
      rule(
        signedIn('participants'),
        because(
          'Every signed-in user may chat with their contacts and hear of it live through the API (the mobile app); here only the field app (sales) does.',
          'authenticated',
          'operator',
          'visual_admin',
          'brand_admin',
          'visual_brand_admin',
        ),
      ),
    ),
  },
  notification: { permission: api('notification'), actions: each(['find', 'findOne'], rule({ operator: 'all' }, because(OPERATOR_READS, 'operator'))) },
  report: { permission: api('report'), actions: { generate: OPERATOR } },
  // The mail outbox: read, and send a failed mail again (docs/decisions/0024-mail-outbox.md).
  mail: { permission: api('mail'), actions: { find: OPERATOR, retry: OPERATOR } },
  dashboard: { permission: api('dashboard'), actions: { figures: rule({ brand_admin: 'brands', visual_brand_admin: 'brands' }) } },
  export: { permission: api('export'), actions: { posts: rule({ brand_admin: 'brand-drafts' }) } },
  // Web Push on the rep's device, from the profile (docs/decisions/0027-web-push.md).
  'web-push': { permission: api('web-push'), actions: each(['key', 'subscribe', 'unsubscribe'], rule({ sales: 'own' })) },
  // Users: staff read everyone, brand admins their brands' users, everyone themselves and their
  // contacts (server/src/access/user-scope.ts); who changes which fields: access/user-update.ts.
  user: {
    permission: 'plugin::users-permissions.user',
    actions: {
      me: rule(signedIn('own')),
      update: rule({ ...signedIn('own'), operator: 'all', brand_admin: 'brands' }),
      find: rule(
        { operator: 'all', visual_admin: 'all', brand_admin: 'brands', visual_brand_admin: 'contacts', sales: 'contacts' },
        because('Brand viewers list users within their scope (their own account and contacts); no viewer page lists users.', 'visual_brand_admin'),
      ),
      count: rule(
        { operator: 'all', visual_admin: 'all', brand_admin: 'brands', visual_brand_admin: 'contacts', sales: 'contacts' },
        because('Brand viewers list users within their scope (their own account and contacts); no viewer page lists users.', 'visual_brand_admin'),
      ),
      findOne: rule(
        { operator: 'all', visual_admin: 'all', brand_admin: 'brands', visual_brand_admin: 'contacts', sales: 'contacts' },
        because(BY_ID, 'visual_admin', 'visual_brand_admin', 'sales'),
      ),
      create: OPERATOR,
      destroy: OPERATOR,
    },
  },
  // The list of roles (no people): listing users by role type filters on the role relation.
  role: {
    permission: 'plugin::users-permissions.role',
    actions: { find: rule({ operator: 'all', visual_admin: 'all', brand_admin: 'all' }), findOne: rule({ operator: 'all' }, because(BY_ID, 'operator')) },
  },
  auth: {
    permission: 'plugin::users-permissions.auth',
    actions: {
      ...each(['callback', 'register', 'forgotPassword', 'resetPassword'], rule({ public: 'all' })),
      ...each(
        ['connect', 'emailConfirmation', 'sendEmailConfirmation'],
        rule(
          { public: 'all' },
          because(
            'Sign-in through a provider, and the e-mail confirmation (its link points at the server; sending it again is guarded in extensions/users-permissions): no page.',
            'public',
          ),
        ),
      ),
      changePassword: rule(
        signedIn('own'),
        because(
          'A signed-in password change through the API (it ends older sessions, server/src/security/password-change.ts); no page offers it yet.',
          ...SIGNED_IN_ROLES,
        ),
      ),
    },
  },
  upload: {
    permission: 'plugin::upload.content-api',
    actions: {
      upload: rule(signedIn('own')),
      // POST /upload?id=… changes an existing file in place: the same permission as `upload`, then
      // extensions/upload/guards.ts asks this rule.
      replace: {
        grants: { operator: 'all' },
        guardOnly: true,
        apiOnly: because('Changing a file in place through the API (the media library); no page offers it yet.', 'operator'),
      },
      // No media library for brand admins: it would list every brand's files, draft teasers included.
      ...each(
        ['find', 'findOne', 'destroy'],
        rule(
          { operator: 'all' },
          because('The media library of the spec’s "The calls it makes" (GET and DELETE /api/upload/files): no page offers it yet.', 'operator'),
        ),
      ),
    },
  },
  // Scheduled publication of posts (strapi-plugin-publisher's actions), scoped per brand by our extension.
  schedule: {
    permission: 'plugin::publisher.actionController',
    actions: {
      find: rule({ brand_admin: 'brand-drafts', visual_brand_admin: 'brand-drafts' }),
      findOne: rule({ brand_admin: 'brand-drafts', visual_brand_admin: 'brand-drafts' }, because(BY_ID, 'brand_admin', 'visual_brand_admin')),
      ...each(['create', 'update', 'delete'], rule({ brand_admin: 'brands' })),
    },
  },
  // The live stream of every signed-in account (GET /realtime/events): its route signs the token in
  // itself (auth: false, api/realtime/routes), so Strapi has no permission for it.
  realtime: {
    permission: api('realtime'),
    actions: {
      events: {
        grants: signedIn('own'),
        guardOnly: true,
        apiOnly: because('Every page of a signed-in user holds the stream open; it needs no permission a screen could name.', ...SIGNED_IN_ROLES),
      },
    },
  },
  // Retention's periods and last passes, read-only (docs/decisions/0032-retention.md).
  retention: { permission: api('retention'), actions: { find: OPERATOR } },
  // A person's data as one archive (DSGVO Art. 15 and 20, server/src/api/privacy): everyone signed in
  // their own account's, operators any account's (docs/decisions/0033-export-personal-data.md).
  'privacy-export': { permission: 'api::privacy.export', actions: { own: rule(signedIn('own')), account: OPERATOR } },
  // Erasure on request (DSGVO Art. 17, docs/decisions/0034-erasure.md): operators erase an
  // account; everyone asks for (and withdraws) the erasure of their own from „Mein Profil“.
  erasure: {
    permission: 'api::privacy.erasure',
    actions: { erase: OPERATOR, ...each(['state', 'request', 'withdraw'], rule(signedIn('own'))) },
  },
  // The audit log (issue 37): read-only; operators read every entry, brand admins those of their
  // own brands' records (the server scopes the list); no route writes an entry.
  'audit-entry': {
    permission: api('audit-entry'),
    actions: each(['find', 'findOne'], rule({ operator: 'all', brand_admin: 'brands' })),
  },
  // The consents a doctor or PTA gave when connecting through a link: each lists and withdraws their own
  // (withdrawing ends the contact; docs/decisions/0036-consent-and-notice.md).
  consent: { permission: api('consent'), actions: each(['find', 'withdraw'], rule({ authenticated: 'own' })) },
  // „Datenschutz“ and „Impressum“: every page links them, the public pages read them with the
  // public-access token, operators write them.
  'legal-text': { permission: api('legal-text'), actions: { find: rule({ operator: 'all', 'public-token': 'all' }), update: OPERATOR } },
  // `npm run new:resource` adds a resource's rules above this line.
} satisfies Record<string, ResourceRule>;

export type AccessResource = keyof typeof ACCESS;
/** An action of the table as `resource.action` (`post.find`, `user.me`). */
export type AccessCall = string;
