import { createECDH, randomBytes } from 'node:crypto';
import { GET, POST, PUT, DELETE } from '../requests';
import type { Row } from '../row';
import { unique } from '../world';

// The access matrix's rows (access/matrix-table.ts): dashboard, exports, reports, mails, the live
// stream, Web Push, uploads, users and roles.

/** A browser's subscription keys: a P-256 public key and a 16-byte secret. */
const MATRIX_PUSH_KEYS = {
  p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
  auth: randomBytes(16).toString('base64url'),
};

export const SERVICES_AND_USERS_ROWS: Row[] = [
  // Dashboard, reports, live events.
  {
    route: 'GET /dashboard',
    target: '?brand=Cardiovia',
    kind: 'read',
    access: 'dashboard.figures',
    ok: 200,
    on: { brand: 'cardiovia' },
    call: (w) => GET(`/dashboard?brand=${w.ids.cardiovia}`),
  },
  {
    route: 'GET /exports/posts',
    target: 'the post list as CSV, drafts included',
    kind: 'read',
    access: 'export.posts',
    ok: 200,
    call: () => GET('/exports/posts?status=draft'),
  },
  { route: 'GET /reports', kind: 'read', access: 'report.generate', ok: 200, call: () => GET('/reports?from=2026-01-01&to=2026-12-31') },
  { route: 'GET /mails', kind: 'read', access: 'mail.find', ok: 200, call: () => GET('/mails?filters[state]=failed') },
  {
    route: 'POST /mails/:id/retry',
    target: 'a mail that does not exist: operators pass the guard and hear 404',
    kind: 'write',
    access: 'mail.retry',
    ok: 404,
    call: () => POST('/mails/999999999/retry'),
  },
  { route: 'GET /retention', kind: 'read', access: 'retention.find', ok: 200, call: () => GET('/retention') },
  {
    route: 'GET /realtime/events',
    kind: 'read',
    access: 'realtime.events',
    ok: 200,
    call: () => ({ method: 'GET', path: '/realtime/events', stream: true }),
  },
  // A person's data as one archive (DSGVO Art. 15 and 20): everyone their own, operators anyone's.
  { route: 'GET /privacy/export', kind: 'read', access: 'privacy-export.own', ok: 200, call: () => GET('/privacy/export') },
  {
    route: 'GET /privacy/export/:userId',
    target: 'the sales rep’s account',
    kind: 'read',
    access: 'privacy-export.account',
    ok: 200,
    call: (w) => GET(`/privacy/export/${w.ids.sales}`),
  },
  // Web Push on the rep's own device (docs/decisions/0027-web-push.md).
  { route: 'GET /web-push/key', kind: 'read', access: 'web-push.key', ok: 200, call: () => GET('/web-push/key') },
  {
    route: 'POST /web-push/subscriptions',
    kind: 'write',
    access: 'web-push.subscribe',
    ok: 201,
    call: () => POST('/web-push/subscriptions', { endpoint: `https://fcm.googleapis.com/fcm/send/${unique('matrix')}`, keys: MATRIX_PUSH_KEYS }),
    made: (w, body) => w.trash.webPushEndpoints.push(body.data.endpoint),
  },
  {
    route: 'POST /web-push/subscriptions/remove',
    target: 'a device the caller never registered: sales pass the guard and hear 404',
    kind: 'write',
    access: 'web-push.unsubscribe',
    ok: 404,
    call: () => POST('/web-push/subscriptions/remove', { endpoint: 'https://fcm.googleapis.com/fcm/send/nie-registriert' }),
  },

  // Uploads: everyone signed in uploads new files; only operators list them (the media library),
  // delete or change existing files; attaching a file to an entry goes through that entry's route.
  {
    route: 'POST /upload',
    kind: 'write',
    access: 'upload.upload',
    ok: 201,
    call: () => ({ method: 'POST', path: '/upload', upload: {} }),
    made: (w, body) => w.trash.files.push(...body.map((f: { id: number }) => f.id)),
  },
  {
    route: 'POST /upload',
    target: 'ref/refId/field: as Cardiovia’s logo',
    kind: 'write',
    // Not an action of the table: nobody attaches a file through the upload route (extensions/upload/guards.ts).
    access: 'upload.attach',
    ok: 201,
    call: (w) => ({ method: 'POST', path: '/upload', upload: { ref: 'api::brand.brand', refId: String(w.ids.cardioviaNumeric), field: 'logo' } }),
    made: (w, body) => w.trash.files.push(...body.map((f: { id: number }) => f.id)),
  },
  {
    route: 'POST /upload',
    target: '?id=: change an existing file',
    kind: 'write',
    access: 'upload.replace',
    ok: 200,
    call: async (w) => ({
      method: 'POST',
      path: `/upload?id=${await w.shared('file', () => w.fresh.file())}`,
      upload: { fileInfo: JSON.stringify({ name: unique('datei') }) },
    }),
  },
  { route: 'GET /upload/files', kind: 'read', access: 'upload.find', ok: 200, call: () => GET('/upload/files') },
  { route: 'GET /upload/files/page', kind: 'read', access: 'upload.findPage', ok: 200, call: () => GET('/upload/files/page') },
  {
    route: 'GET /upload/files/:id',
    kind: 'read',
    access: 'upload.findOne',
    ok: 200,
    call: async (w) => GET(`/upload/files/${await w.shared('file', () => w.fresh.file())}`),
  },
  { route: 'DELETE /upload/files/:id', kind: 'write', access: 'upload.destroy', ok: 200, call: async (w) => DELETE(`/upload/files/${await w.fresh.file()}`) },

  // Users: reads are scoped (staff all, brand admins their brands, everyone themselves and their
  // contacts); the doctor has no user list at all.
  { route: 'GET /users', kind: 'read', access: 'user.find', ok: 200, call: () => GET('/users') },
  {
    route: 'GET /users',
    target: '?filters[role][type][$in]=brand_admin (users by role type)',
    kind: 'read',
    access: 'user.find',
    ok: 200,
    // Filtering on the role relation needs role.find: without it Strapi refuses the key (400).
    on: { filtersThrough: 'role.find' },
    call: () => GET('/users?filters[role][type][$in][0]=brand_admin'),
  },
  { route: 'GET /users/count', kind: 'read', access: 'user.count', ok: 200, call: () => GET('/users/count') },
  { route: 'GET /users/me', kind: 'read', access: 'user.me', ok: 200, call: () => GET('/users/me') },
  // sales@ is their own account, and arzt@'s contact.
  {
    route: 'GET /users/:id',
    target: 'sales@ (Cardiovia)',
    kind: 'read',
    access: 'user.findOne',
    ok: 200,
    on: { brand: 'cardiovia', contacts: ['sales', 'arzt'] },
    call: (w) => GET(`/users/${w.ids.sales}`),
  },
  {
    route: 'GET /users/:id',
    target: 'jonas.becker@ (DermaSana)',
    kind: 'read',
    access: 'user.findOne',
    ok: 200,
    on: { brand: 'dermasana', contacts: [] },
    call: (w) => GET(`/users/${w.ids.jonas}`),
  },
  {
    route: 'POST /users',
    kind: 'write',
    access: 'user.create',
    ok: 201,
    call: (w) => {
      const name = unique('neu').toLowerCase();
      return POST('/users', { username: name, email: `${name}@matrix.test`, password: 'Matrix-1234', confirmed: true, role: w.ids.roleAuthenticated });
    },
    made: (w, body) => w.trash.users.push(body.id),
  },
  {
    route: 'PUT /users/:id',
    target: 'own account, profile unchanged',
    kind: 'write',
    // The caller's own account: within each signed-in caller's scope (a brand admin's account belongs to their brands).
    access: 'user.update',
    ok: 200,
    call: async (w, caller) =>
      caller === 'public' || caller === 'token'
        ? PUT(`/users/${w.ids.sales}`, { profile: {} })
        : PUT(`/users/${w.ids.own[caller]}`, { profile: await w.profileOf(caller) }),
  },
  {
    route: 'PUT /users/:id',
    target: 'profile of a Cardiovia sales user',
    kind: 'write',
    access: 'user.update',
    ok: 200,
    // A fresh user, none of the callers' own; a person is no secret to a writer: 403, not 404.
    on: { brand: 'cardiovia', owner: [], known: true },
    call: async (w) => PUT(`/users/${await w.shared('user-put', () => w.fresh.user('sales'))}`, { profile: { firstName: 'Matrix', lastName: 'Geändert' } }),
  },
  {
    route: 'PUT /users/:id',
    target: 'role of a Cardiovia sales user (set to sales again)',
    kind: 'write',
    access: 'user.update',
    ok: 200,
    on: { brand: 'cardiovia', owner: [], known: true },
    // A field rule, which the table leaves to access/user-update.ts: only operators change a role.
    but: { brandadmin: 403 },
    call: async (w) => PUT(`/users/${await w.shared('user-put', () => w.fresh.user('sales'))}`, { role: w.ids.roleSales }),
  },
  {
    route: 'PUT /users/:id',
    target: '/users/me (no such route: a user id “me”)',
    kind: 'write',
    access: 'user.update',
    // No user has the id “me”: whoever may change users hears 404.
    ok: 404,
    call: () => PUT('/users/me', { profile: { city: 'Bonn' } }),
  },
  { route: 'DELETE /users/:id', kind: 'write', access: 'user.destroy', ok: 200, call: async (w) => DELETE(`/users/${await w.fresh.user()}`) },

  // Roles and permissions: the role list for the back office (users by role type); only operators
  // see a role's permissions; nobody changes them through the API (the table has no such action).
  { route: 'GET /users-permissions/roles', kind: 'read', access: 'role.find', ok: 200, call: () => GET('/users-permissions/roles') },
  {
    route: 'GET /users-permissions/roles/:id',
    kind: 'read',
    access: 'role.findOne',
    ok: 200,
    call: (w) => GET(`/users-permissions/roles/${w.ids.roleAuthenticated}`),
  },
  {
    route: 'POST /users-permissions/roles',
    kind: 'write',
    access: 'role.createRole',
    ok: 200,
    call: () => POST('/users-permissions/roles', { name: 'Matrix', description: 'Matrix', permissions: {} }),
  },
  {
    route: 'PUT /users-permissions/roles/:role',
    target: 'an unknown role',
    kind: 'write',
    access: 'role.updateRole',
    ok: 404,
    call: () => PUT('/users-permissions/roles/999999', { name: 'Matrix' }),
  },
  {
    route: 'DELETE /users-permissions/roles/:role',
    target: 'an unknown role',
    kind: 'write',
    access: 'role.deleteRole',
    ok: 404,
    call: () => DELETE('/users-permissions/roles/999999'),
  },
  {
    route: 'GET /users-permissions/permissions',
    kind: 'read',
    access: 'permissions.getPermissions',
    ok: 200,
    call: () => GET('/users-permissions/permissions'),
  },
];
