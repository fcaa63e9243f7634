import { GET, POST, PUT, DELETE, inDays, everyone } from '../requests';
import type { Row } from '../row';
import { unique } from '../world';

// The access matrix's rows (access/matrix-table.ts): scheduled publication, sign-in and sessions,
// plugins' routes and routes that do not exist.
export const SCHEDULES_AND_SIGN_IN_ROWS: Row[] = [
  // Scheduled publication: brand admins of the post's brand; viewers read the schedules. The
  // schedules of w.fresh are of Cardiovia's posts.
  { route: 'GET /publisher/actions', kind: 'read', access: 'schedule.find', ok: 200, call: () => GET('/publisher/actions') },
  {
    route: 'POST /publisher/actions',
    target: 'a Cardiovia draft',
    kind: 'write',
    access: 'schedule.create',
    ok: 201,
    on: { brand: 'cardiovia' },
    call: async (w) =>
      POST('/publisher/actions', { data: { entityId: await w.fresh.post(), entitySlug: 'api::post.post', mode: 'publish', executeAt: inDays(30) } }),
    made: (w, body) => w.trash.actions.push(body.data.documentId),
  },
  {
    route: 'PUT /publisher/actions/:id',
    kind: 'write',
    access: 'schedule.update',
    ok: 200,
    on: { brand: 'cardiovia' },
    call: async (w) => PUT(`/publisher/actions/${await w.shared('action', () => w.fresh.action())}`, { data: { executeAt: inDays(31) } }),
  },
  {
    route: 'DELETE /publisher/actions/:id',
    kind: 'write',
    access: 'schedule.delete',
    ok: 204,
    on: { brand: 'cardiovia' },
    call: async (w) => DELETE(`/publisher/actions/${await w.fresh.action()}`),
  },

  // Authentication: the sign-in routes are for callers without a token (the app sends none there).
  // Several calls are refused for their input: `ok` is that answer.
  {
    route: 'POST /auth/local',
    kind: 'write',
    access: 'auth.callback',
    ok: 200,
    call: () => POST('/auth/local', { identifier: 'pta@example.com', password: 'Demo1234!' }),
  },
  {
    route: 'POST /auth/local/register',
    kind: 'write',
    access: 'auth.register',
    ok: 200,
    call: () => {
      const name = unique('registriert').toLowerCase();
      return POST('/auth/local/register', { username: name, email: `${name}@matrix.test`, password: 'Matrix-1234' });
    },
    made: (w, body) => w.trash.users.push(body.user.id),
  },
  {
    route: 'POST /auth/forgot-password',
    kind: 'write',
    access: 'auth.forgotPassword',
    ok: 200,
    call: () => POST('/auth/forgot-password', { email: 'niemand@matrix.test' }),
  },
  {
    route: 'POST /auth/reset-password',
    target: 'an unknown code',
    kind: 'write',
    access: 'auth.resetPassword',
    ok: 400,
    call: () => POST('/auth/reset-password', { code: 'matrix-unbekannt', password: 'Matrix-1234', passwordConfirmation: 'Matrix-1234' }),
  },
  {
    route: 'POST /auth/change-password',
    target: 'a wrong current password',
    kind: 'write',
    access: 'auth.changePassword',
    ok: 400,
    call: () => POST('/auth/change-password', { currentPassword: 'Falsch-1234', password: 'Matrix-1234', passwordConfirmation: 'Matrix-1234' }),
  },
  {
    route: 'GET /auth/email-confirmation',
    target: 'an unknown code',
    kind: 'read',
    access: 'auth.emailConfirmation',
    ok: 400,
    call: () => GET('/auth/email-confirmation?confirmation=matrix-unbekannt'),
  },
  {
    route: 'POST /auth/send-email-confirmation',
    kind: 'write',
    access: 'auth.sendEmailConfirmation',
    ok: 200,
    call: () => POST('/auth/send-email-confirmation', { email: 'niemand@matrix.test' }),
  },
  {
    route: 'GET /connect/(.*)',
    target: 'a provider that is not enabled',
    kind: 'read',
    access: 'auth.connect',
    ok: 400,
    call: () => GET('/connect/google'),
  },
  {
    route: 'GET /auth/:provider/callback',
    target: 'a provider that is not enabled',
    kind: 'read',
    access: 'auth.callback',
    ok: 400,
    call: () => GET('/auth/google/callback'),
  },
  // Sessions with refresh tokens are not used (JWTs of users-permissions' legacy mode): not in the table.
  { route: 'POST /auth/refresh', kind: 'write', access: 'auth.refresh', ok: 200, call: () => POST('/auth/refresh', {}) },
  { route: 'POST /auth/logout', kind: 'write', access: 'auth.logout', ok: 200, call: () => POST('/auth/logout', {}) },
  { route: 'GET /auth/sessions', kind: 'read', access: 'auth.getSessions', ok: 200, call: () => GET('/auth/sessions') },
  {
    route: 'DELETE /auth/sessions/:sessionId',
    kind: 'write',
    access: 'auth.revokeSession',
    ok: 404,
    call: () => DELETE('/auth/sessions/matrix-unbekannt'),
  },

  // Plugins' routes nobody is given (not in the table), and routes that do not exist.
  {
    route: 'POST /email',
    kind: 'write',
    access: 'email.send',
    ok: 200,
    call: () => POST('/email', { to: 'niemand@matrix.test', subject: 'Matrix', text: 'Matrix' }),
  },
  { route: 'GET /i18n/locales', kind: 'read', access: 'i18n.listLocales', ok: 200, call: () => GET('/i18n/locales') },
  // The content-type builder's read API (schemas).
  {
    route: 'GET /content-type-builder/content-types',
    kind: 'read',
    access: 'content-type-builder.getContentTypes',
    ok: 200,
    call: () => GET('/content-type-builder/content-types'),
  },
  {
    route: 'GET /content-type-builder/content-types/:uid',
    kind: 'read',
    access: 'content-type-builder.getContentType',
    ok: 200,
    call: () => GET('/content-type-builder/content-types/api::post.post'),
  },
  {
    route: 'GET /content-type-builder/components',
    kind: 'read',
    access: 'content-type-builder.getComponents',
    ok: 200,
    call: () => GET('/content-type-builder/components'),
  },
  {
    route: 'GET /content-type-builder/components/:uid',
    kind: 'read',
    access: 'content-type-builder.getComponent',
    ok: 404,
    call: () => GET('/content-type-builder/components/matrix.unbekannt'),
  },
  {
    route: 'GET /messages',
    target: 'no such route (messages go through their chat)',
    kind: 'read',
    access: 'message.find',
    ok: 200,
    // No route: Strapi's router answers everyone 404 before any access rule.
    but: everyone(404),
    call: () => GET('/messages'),
  },
  {
    route: 'POST /messages',
    target: 'no such route',
    kind: 'write',
    access: 'message.create',
    ok: 201,
    // No route: Koa's router answers 405 to a POST on any unknown path (the static file route takes every path for GET).
    but: everyone(405),
    call: () => POST('/messages', { data: { text: 'x' } }),
  },
];
