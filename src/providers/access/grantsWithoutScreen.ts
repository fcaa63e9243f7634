// Permissions the server grants (server/src/seed/permissions.ts) that no screen of this app needs,
// each with the reason: the permission contract test (tests/unit/permissionContract.test.ts)
// accepts exactly these. Where the reason is "no screen yet", the grant is an open question for
// the server's table, not a need of the app.
import { ROLE_TYPES, type RoleType } from '@markenportal/contract';
import { api, users } from './serverPermissions';

/** A role, or the fixed public-access token of the public pages. */
export type Caller = RoleType | 'public-token';

export interface GrantWithoutScreen {
  permissions: readonly string[];
  callers: readonly Caller[];
  reason: string;
}

const SIGNED_IN: readonly Caller[] = ROLE_TYPES.filter((role) => role !== 'public');
const oneById = (permissions: string[], callers: Caller[]): GrantWithoutScreen => ({
  permissions,
  callers,
  reason: 'One document by id, granted with its list (find, findOne); the screens of these callers read lists.',
});

export const GRANTS_WITHOUT_SCREEN: readonly GrantWithoutScreen[] = [
  // The mobile app's API (README, "API for the mobile app").
  {
    permissions: api('favorite', 'find', 'findOne', 'create', 'update', 'delete'),
    callers: SIGNED_IN,
    reason: 'The mobile app: every signed-in user keeps their own favorites.',
  },
  {
    permissions: api('chat', 'list', 'open', 'messages', 'send', 'read'),
    callers: ['authenticated', 'operator', 'visual_admin', 'brand_admin', 'visual_brand_admin'],
    reason: 'Every signed-in user may chat with their contacts and hear of it live through the API (the mobile app); here only the field app (sales) does.',
  },
  {
    permissions: [...api('brand', 'find', 'findOne'), ...api('specialization', 'find', 'findOne')],
    callers: ['authenticated'],
    reason: 'The mobile app: doctors and PTAs read the brands (to favorite them) and the specializations.',
  },
  // Strapi's account routes that no page of this app calls.
  {
    permissions: users('auth.connect', 'auth.emailConfirmation', 'auth.sendEmailConfirmation'),
    callers: ['public'],
    reason:
      'Sign-in through a provider, and the e-mail confirmation (its link points at the server; sending it again is guarded in extensions/users-permissions): no page.',
  },
  {
    permissions: users('auth.changePassword'),
    callers: SIGNED_IN,
    reason: 'A signed-in password change through the API (it ends older sessions, server/src/security/password-change.ts); no page offers it yet.',
  },
  {
    permissions: api('invitation', 'preview'),
    callers: SIGNED_IN,
    reason: 'The invitation pages read the preview with the public-access token; the server also answers signed-in callers.',
  },
  // One document by id, granted with its list (find, findOne); the screens read lists.
  oneById(api('specialization', 'findOne'), ['visual_admin', 'brand_admin', 'visual_brand_admin', 'sales', 'public-token']),
  oneById(api('brand', 'findOne'), ['visual_brand_admin', 'sales', 'public-token']),
  oneById([...api('license', 'findOne'), ...api('addon', 'findOne'), ...api('link', 'findOne')], ['visual_admin', 'brand_admin']),
  oneById(users('user.findOne'), ['visual_admin', 'visual_brand_admin', 'sales']),
  oneById(users('role.findOne'), ['operator']),
  oneById(['plugin::publisher.actionController.findOne'], ['brand_admin', 'visual_brand_admin']),
  {
    permissions: api('specialization', 'find'),
    callers: ['visual_admin', 'visual_brand_admin', 'sales', 'public-token'],
    reason: 'Every signed-in caller and the public token read the reference list of specializations; these roles have no form that offers them.',
  },
  // Grants for which no screen exists yet: open questions for the server's table.
  {
    permissions: [...api('post', 'find', 'findOne'), ...api('event', 'find', 'findOne'), ...api('notification', 'find', 'findOne')],
    callers: ['operator'],
    reason: 'Operators read every brand’s posts, events and notification records; no operator page shows them yet (the report counts them on the server).',
  },
  {
    permissions: ['plugin::upload.content-api.find', 'plugin::upload.content-api.findOne', 'plugin::upload.content-api.destroy'],
    callers: ['operator'],
    reason: 'The media library of the spec’s "The calls it makes" (GET and DELETE /api/upload/files): no page offers it yet.',
  },
  {
    permissions: [...api('license', 'find'), ...api('addon', 'find')],
    callers: ['brand_admin'],
    reason: 'Brand admins read the reference lists of licenses and add-ons; no brand admin page shows them (the brand profile has neither).',
  },
  {
    permissions: users('user.find', 'user.count'),
    callers: ['visual_brand_admin'],
    reason: 'Brand viewers list users within their scope (their own account and contacts, server/src/access/user-scope.ts); no viewer page lists users.',
  },
  {
    permissions: api('event', 'find', 'findOne'),
    callers: ['sales'],
    reason: 'Sales reps read their brand’s published events; the field app shows none yet.',
  },
];
