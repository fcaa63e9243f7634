import { createECDH, randomBytes } from 'node:crypto';
import { Caller, CALLERS, Request, SIGNED_IN, unique, World } from './world';

// THE table of expected answers: every route of the server's content API × eight callers (the
// seven roles — public without a token, authenticated as the doctor arzt@, operator, mitarbeiter
// (visual_admin), brandadmin (brand_admin of Cardiovia and DermaSana), brandviewer
// (visual_brand_admin of Cardiovia), sales (Cardiovia) — and the public-access token).
//
// Where the answers come from (design.md sections 1 and 3, issues 4–6, server/src/seed/permissions.ts):
// - The permission table opens a route to a role or answers 403; controllers then scope by brand:
//   a document of a brand the caller does not read is a 404, a write to it a 403.
// - Operators and employees read every brand; only operators write brands, reference tables and
//   links; employees write nothing. Operators read posts and events but never write them. Operators
//   invite to any brand (onboarding).
// - Brand admins write their brands' posts, events, schedules and invitations, create invite links
//   and edit their brand's profile; brand viewers read posts (drafts too), their schedules and the
//   dashboard, nothing behind their disabled menu items (events, users of the brand, reference lists).
// - Sales read their brand's published posts and events; everyone signed in has their own account,
//   favorites, chats (with their contacts only), live events and uploads of new files; doctors and
//   PTAs (authenticated) connect with a rep through the rep's link.
// - The public-access token reads brands, specializations, one link by its text and an invitation
//   by its code: nothing else, and it writes nothing.
// A 2xx is an allow; anything else a refusal. A 500 is never an expected answer.

export type Expected = Record<Caller, number>;

export interface Row {
  /** Method and route as Strapi lists it. */
  route: string;
  /** What the call is aimed at, when a route is tried on more than one target. */
  target?: string;
  kind: 'read' | 'write';
  expect: Expected;
  /** The request of one caller; may first make what it needs (a fresh post to delete, …). */
  call(w: World, caller: Caller): Request | Promise<Request>;
  /** What an allowed call made, for the clean-up. */
  made?(w: World, body: any, caller: Caller): void;
}

/** Everyone is refused with 403 except the callers named, with the status they get. */
export const only = (allowed: Partial<Expected> = {}): Expected => Object.fromEntries(CALLERS.map((c) => [c, allowed[c] ?? 403])) as Expected;
/** Every signed-in role gets `status`; public and the token 403; then the exceptions. */
export const signedIn = (status: number, exceptions: Partial<Expected> = {}) =>
  only({ ...Object.fromEntries(SIGNED_IN.map((c) => [c, status])), ...exceptions });

const GET = (path: string): Request => ({ method: 'GET', path });
const DELETE = (path: string): Request => ({ method: 'DELETE', path });
const POST = (path: string, body?: unknown): Request => ({ method: 'POST', path, body });
const PUT = (path: string, body: unknown): Request => ({ method: 'PUT', path, body });
/** A browser's subscription keys: a P-256 public key and a 16-byte secret. */
const MATRIX_PUSH_KEYS = {
  p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
  auth: randomBytes(16).toString('base64url'),
};
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const BACK_OFFICE_READ = { operator: 200, mitarbeiter: 200, brandadmin: 200, brandviewer: 200 };
const BRAND_READERS = { operator: 200, brandadmin: 200, brandviewer: 200, sales: 200 };
/** The back office's reference lists and the role list: staff and brand admins, not viewers. */
const BACK_OFFICE_EDITORS_READ = { operator: 200, mitarbeiter: 200, brandadmin: 200 };
/** Events: like posts, but not for brand viewers (dashboard and posts only). */
const EVENT_READERS = { operator: 200, brandadmin: 200, sales: 200 };
const USER_READERS = { ...BACK_OFFICE_READ, sales: 200 };
/** Content of DermaSana: its admin (brandadmin) and the staff read it; Cardiovia's viewer and sales get 404. */
const OTHER_BRAND = { operator: 200, brandadmin: 200, brandviewer: 404, sales: 404 };
/** A draft that was never published: roles without drafts read the published version, which does not exist. */
const DRAFT_ONLY = { operator: 200, brandadmin: 200, brandviewer: 200, sales: 404 };
/** Only the owner; every other signed-in caller is told the thing does not exist. */
const ownerOnly = (owners: Partial<Expected>, ok: number) => signedIn(404, Object.fromEntries(Object.keys(owners).map((c) => [c, ok])));

const referenceRows = (kind: 'licenses' | 'addons' | 'specializations', readers: Partial<Expected>): Row[] => [
  { route: `GET /${kind}`, kind: 'read', expect: only(readers), call: () => GET(`/${kind}`) },
  {
    route: `GET /${kind}/:id`,
    kind: 'read',
    expect: only(readers),
    call: (w) => GET(`/${kind}/${{ licenses: w.ids.license, addons: w.ids.addon, specializations: w.ids.specialization }[kind]}`),
  },
  {
    route: `POST /${kind}`,
    kind: 'write',
    expect: only({ operator: 201 }),
    call: () => POST(`/${kind}`, { data: { name: unique(kind) } }),
    made: (w, body) => w.trash[kind].push(body.data.documentId),
  },
  {
    route: `PUT /${kind}/:id`,
    kind: 'write',
    expect: only({ operator: 200 }),
    call: async (w) => PUT(`/${kind}/${await w.shared(`${kind}-put`, () => w.fresh.reference(kind))}`, { data: { name: unique(kind) } }),
  },
  { route: `DELETE /${kind}/:id`, kind: 'write', expect: only({ operator: 204 }), call: async (w) => DELETE(`/${kind}/${await w.fresh.reference(kind)}`) },
];

export const MATRIX: Row[] = [
  // Brands: everyone signed in and the token read; the operator writes; a brand admin edits the
  // profile of their own brand only.
  { route: 'GET /brands', kind: 'read', expect: signedIn(200, { token: 200 }), call: () => GET('/brands') },
  { route: 'GET /brands/:id', kind: 'read', expect: signedIn(200, { token: 200 }), call: (w) => GET(`/brands/${w.ids.cardiovia}`) },
  {
    route: 'POST /brands',
    kind: 'write',
    expect: only({ operator: 201 }),
    call: () => POST('/brands', { data: { name: unique('Brand') } }),
    made: (w, body) => w.trash.brands.push(body.data.documentId),
  },
  {
    route: 'PUT /brands/:id',
    target: 'a brand no demo admin administers',
    kind: 'write',
    expect: only({ operator: 200 }),
    call: async (w) => PUT(`/brands/${await w.shared('brand-put', () => w.fresh.brand())}`, { data: { city: 'Bonn' } }),
  },
  {
    route: 'PUT /brands/:id',
    target: 'Cardiovia, a profile field (value unchanged)',
    kind: 'write',
    expect: only({ operator: 200, brandadmin: 200 }),
    call: (w) => PUT(`/brands/${w.ids.cardiovia}`, { data: { website: w.ids.cardioviaWebsite } }),
  },
  { route: 'DELETE /brands/:id', kind: 'write', expect: only({ operator: 204 }), call: async (w) => DELETE(`/brands/${await w.fresh.brand()}`) },

  // Reference tables: licenses and add-ons for the back office, specializations for everyone.
  ...referenceRows('licenses', BACK_OFFICE_EDITORS_READ),
  ...referenceRows('addons', BACK_OFFICE_EDITORS_READ),
  ...referenceRows('specializations', signedIn(200, { token: 200 })),

  // Posts.
  { route: 'GET /posts', kind: 'read', expect: only(BRAND_READERS), call: () => GET('/posts') },
  { route: 'GET /posts', target: '?status=draft', kind: 'read', expect: only(BRAND_READERS), call: () => GET('/posts?status=draft') },
  { route: 'GET /posts/:id', target: 'published, Cardiovia', kind: 'read', expect: only(BRAND_READERS), call: (w) => GET(`/posts/${w.ids.cvPost}`) },
  { route: 'GET /posts/:id', target: 'published, DermaSana', kind: 'read', expect: only(OTHER_BRAND), call: (w) => GET(`/posts/${w.ids.dsPost}`) },
  {
    route: 'GET /posts/:id',
    target: 'never published, Cardiovia, ?status=draft',
    kind: 'read',
    expect: only(DRAFT_ONLY),
    call: (w) => GET(`/posts/${w.ids.cvDraftPost}?status=draft`),
  },
  {
    route: 'POST /posts',
    kind: 'write',
    expect: only({ brandadmin: 201 }),
    call: (w) => POST('/posts', { data: { title: unique('Beitrag'), type: 'news', brand: w.ids.cardiovia } }),
    made: (w, body) => w.trash.posts.push(body.data.documentId),
  },
  {
    route: 'PUT /posts/:id',
    kind: 'write',
    expect: only({ brandadmin: 200 }),
    call: async (w) => PUT(`/posts/${await w.shared('post-put', () => w.fresh.post())}`, { data: { title: unique('Beitrag') } }),
  },
  { route: 'DELETE /posts/:id', kind: 'write', expect: only({ brandadmin: 204 }), call: async (w) => DELETE(`/posts/${await w.fresh.post()}`) },
  { route: 'POST /posts/:id/publish', kind: 'write', expect: only({ brandadmin: 200 }), call: async (w) => POST(`/posts/${await w.fresh.post()}/publish`) },
  { route: 'POST /posts/:id/unpublish', kind: 'write', expect: only({ brandadmin: 200 }), call: async (w) => POST(`/posts/${await w.fresh.post()}/unpublish`) },
  // The delivery of a post's pushes: for those who publish it.
  { route: 'GET /posts/:id/notification', kind: 'read', expect: only({ brandadmin: 200 }), call: (w) => GET(`/posts/${w.ids.cvPost}/notification`) },
  // How many devices a publish would reach: for those who publish it.
  { route: 'GET /posts/:id/audience', kind: 'read', expect: only({ brandadmin: 200 }), call: (w) => GET(`/posts/${w.ids.cvPost}/audience`) },

  // Events: like posts.
  { route: 'GET /events', kind: 'read', expect: only(EVENT_READERS), call: () => GET('/events') },
  { route: 'GET /events/:id', target: 'published, Cardiovia', kind: 'read', expect: only(EVENT_READERS), call: (w) => GET(`/events/${w.ids.cvEvent}`) },
  {
    route: 'GET /events/:id',
    target: 'published, DermaSana',
    kind: 'read',
    expect: only({ ...OTHER_BRAND, brandviewer: 403 }),
    call: (w) => GET(`/events/${w.ids.dsEvent}`),
  },
  {
    route: 'GET /events/:id',
    target: 'never published, Cardiovia, ?status=draft',
    kind: 'read',
    expect: only({ ...DRAFT_ONLY, brandviewer: 403 }),
    call: (w) => GET(`/events/${w.ids.cvDraftEvent}?status=draft`),
  },
  {
    route: 'POST /events',
    kind: 'write',
    expect: only({ brandadmin: 201 }),
    call: (w) => POST('/events', { data: { title: unique('Veranstaltung'), startDate: inDays(40), brand: w.ids.cardiovia } }),
    made: (w, body) => w.trash.events.push(body.data.documentId),
  },
  {
    route: 'PUT /events/:id',
    kind: 'write',
    expect: only({ brandadmin: 200 }),
    call: async (w) => PUT(`/events/${await w.shared('event-put', () => w.fresh.event())}`, { data: { location: 'Bonn' } }),
  },
  { route: 'DELETE /events/:id', kind: 'write', expect: only({ brandadmin: 204 }), call: async (w) => DELETE(`/events/${await w.fresh.event()}`) },
  { route: 'POST /events/:id/publish', kind: 'write', expect: only({ brandadmin: 200 }), call: async (w) => POST(`/events/${await w.fresh.event()}/publish`) },
  {
    route: 'POST /events/:id/unpublish',
    kind: 'write',
    expect: only({ brandadmin: 200 }),
    call: async (w) => POST(`/events/${await w.fresh.event()}/unpublish`),
  },

  // Links: the back office reads them, brand admins their brands'; operators write, brand admins
  // create links for their own sales staff; the token looks up one link by its text.
  { route: 'GET /links', kind: 'read', expect: only({ operator: 200, mitarbeiter: 200, brandadmin: 200 }), call: () => GET('/links') },
  {
    route: 'GET /links',
    target: '?filters[link][$eq]=… (the link preview)',
    kind: 'read',
    expect: only({ operator: 200, mitarbeiter: 200, brandadmin: 200, token: 200 }),
    call: () => GET('/links?filters[link][$eq]=cardiovia-schneider&populate[brand]=true'),
  },
  {
    route: 'GET /links/:id',
    target: 'Cardiovia',
    kind: 'read',
    expect: only({ operator: 200, mitarbeiter: 200, brandadmin: 200 }),
    call: (w) => GET(`/links/${w.ids.cvLink}`),
  },
  {
    route: 'GET /links/:id',
    target: 'a brand no demo admin administers',
    kind: 'read',
    expect: only({ operator: 200, mitarbeiter: 200, brandadmin: 404 }),
    call: async (w) => GET(`/links/${(await w.shared('link-other', () => w.fresh.link())).documentId}`),
  },
  {
    route: 'POST /links',
    target: 'Cardiovia, for sales@',
    kind: 'write',
    expect: only({ operator: 201, brandadmin: 201 }),
    call: (w) => POST('/links', { data: { link: unique('link').toLowerCase(), brand: w.ids.cardiovia, salesUser: w.ids.sales } }),
    made: (w, body) => w.trash.links.push(body.data.documentId),
  },
  {
    route: 'POST /links',
    target: 'without a brand',
    kind: 'write',
    // Operators link any brand or none; a brand admin's link needs one of their brands ('Bitte wählen Sie eine Brand.').
    expect: only({ operator: 201, brandadmin: 400 }),
    call: () => POST('/links', { data: { link: unique('link').toLowerCase() } }),
    made: (w, body) => w.trash.links.push(body.data.documentId),
  },
  {
    route: 'PUT /links/:id',
    kind: 'write',
    expect: only({ operator: 200 }),
    call: async (w) => PUT(`/links/${(await w.shared('link-put', () => w.fresh.link())).documentId}`, { data: { link: unique('link').toLowerCase() } }),
  },
  { route: 'DELETE /links/:id', kind: 'write', expect: only({ operator: 204 }), call: async (w) => DELETE(`/links/${(await w.fresh.link()).documentId}`) },
  {
    route: 'POST /links/connect',
    target: 'the link of a fresh sales rep',
    kind: 'write',
    // Doctors and PTAs only (role authenticated): the back office and reps do not become contacts.
    expect: only({ arzt: 200 }),
    call: async (w) => {
      const { link } = await w.shared('connect-link', async () => w.fresh.link(w.ids.cardiovia, await w.fresh.user('sales')));
      return POST('/links/connect', { data: { link } });
    },
  },

  // Notification records: the operator reads them; they are written by the server only.
  { route: 'GET /notifications', kind: 'read', expect: only({ operator: 200 }), call: () => GET('/notifications') },
  {
    route: 'GET /notifications/:id',
    target: 'an unknown id',
    kind: 'read',
    expect: only({ operator: 404 }),
    call: () => GET('/notifications/matrix-unbekannt'),
  },
  { route: 'POST /notifications', kind: 'write', expect: only(), call: () => POST('/notifications', { data: { postTitle: 'Matrix' } }) },
  { route: 'PUT /notifications/:id', kind: 'write', expect: only(), call: () => PUT('/notifications/matrix-unbekannt', { data: { postTitle: 'Matrix' } }) },
  { route: 'DELETE /notifications/:id', kind: 'write', expect: only(), call: () => DELETE('/notifications/matrix-unbekannt') },

  // Favorites: everyone signed in keeps their own; someone else's is a 404.
  { route: 'GET /favorites', kind: 'read', expect: signedIn(200), call: () => GET('/favorites') },
  {
    route: 'GET /favorites/:id',
    target: 'a favorite of arzt@',
    kind: 'read',
    expect: ownerOnly({ arzt: 200 }, 200),
    call: async (w) => GET(`/favorites/${await w.shared('favorite', async () => w.fresh.favorite(await w.shared('favorite-brand', () => w.fresh.brand())))}`),
  },
  {
    route: 'POST /favorites',
    target: 'a brand of nobody’s',
    kind: 'write',
    // Only a brand whose posts the caller reads (access/post-readers.ts): operators every brand,
    // doctors and PTAs (no brand of their own) every brand; a German 400 at `brand` for the rest.
    expect: signedIn(400, { arzt: 201, operator: 201 }),
    call: async (w) => POST('/favorites', { data: { brand: await w.shared('favorite-brand-2', () => w.fresh.brand()) } }),
    made: (w, body, caller) => w.trash.favorites.push({ owner: caller, id: body.data.documentId }),
  },
  {
    route: 'PUT /favorites/:id',
    target: 'a favorite of arzt@',
    kind: 'write',
    expect: ownerOnly({ arzt: 200 }, 200),
    call: async (w) =>
      PUT(`/favorites/${await w.shared('favorite', async () => w.fresh.favorite(await w.shared('favorite-brand', () => w.fresh.brand())))}`, {
        data: { isFavorite: true },
      }),
  },
  {
    route: 'DELETE /favorites/:id',
    target: 'a favorite of arzt@',
    kind: 'write',
    expect: ownerOnly({ arzt: 204 }, 204),
    call: async (w) => DELETE(`/favorites/${await w.fresh.favorite(await w.shared('favorite-brand-3', () => w.fresh.brand()))}`),
  },

  // Invitations: brand admins of the brand, operators of any brand (onboarding); the invitee previews
  // by code and accepts signed in.
  { route: 'GET /invitations', kind: 'read', expect: only({ brandadmin: 200, operator: 200 }), call: () => GET('/invitations') },
  {
    route: 'POST /invitations',
    target: 'Cardiovia',
    kind: 'write',
    expect: only({ brandadmin: 201, operator: 201 }),
    call: (w) => POST('/invitations', { data: { email: `${unique('einladung').toLowerCase()}@einladung.test`, role: 'sales', brand: w.ids.cardiovia } }),
    made: (w, body) => w.trash.invitations.push(body.data.documentId),
  },
  {
    route: 'DELETE /invitations/:id',
    kind: 'write',
    expect: only({ brandadmin: 204, operator: 204 }),
    call: async (w) => DELETE(`/invitations/${(await w.fresh.invitation()).documentId}`),
  },
  {
    route: 'POST /invitations/:id/resend',
    kind: 'write',
    expect: only({ brandadmin: 200, operator: 200 }),
    call: async (w) => POST(`/invitations/${(await w.fresh.invitation()).documentId}/resend`, {}),
  },
  {
    route: 'GET /invitations/code/:code',
    kind: 'read',
    expect: signedIn(200, { token: 200 }),
    call: async (w) => GET(`/invitations/code/${(await w.shared('invitation', () => w.fresh.invitation())).code}`),
  },
  {
    route: 'POST /invitations/accept',
    target: 'an invitation to someone else',
    kind: 'write',
    expect: only(),
    call: async (w) => POST('/invitations/accept', { code: (await w.shared('invitation', () => w.fresh.invitation())).code }),
  },

  // Chats: participants only (sales@ and arzt@ are contacts with a chat); a chat only with a contact.
  { route: 'GET /chats', kind: 'read', expect: signedIn(200), call: () => GET('/chats') },
  {
    route: 'POST /chats',
    target: 'with sales@ as contact',
    kind: 'write',
    expect: only({ arzt: 200 }),
    call: (w) => POST('/chats', { data: { contact: w.ids.sales } }),
  },
  {
    route: 'GET /chats/:id/messages',
    target: 'the chat of sales@ and arzt@',
    kind: 'read',
    expect: ownerOnly({ sales: 200, arzt: 200 }, 200),
    call: (w) => GET(`/chats/${w.ids.chat}/messages`),
  },
  {
    route: 'POST /chats/:id/messages',
    target: 'the chat of sales@ and arzt@',
    kind: 'write',
    expect: ownerOnly({ sales: 201, arzt: 201 }, 201),
    call: (w) => POST(`/chats/${w.ids.chat}/messages`, { data: { text: 'Zugriffstest: bitte ignorieren.' } }),
  },
  {
    route: 'POST /chats/:id/read',
    target: 'the chat of sales@ and arzt@',
    kind: 'write',
    expect: ownerOnly({ sales: 200, arzt: 200 }, 200),
    call: (w) => POST(`/chats/${w.ids.chat}/read`),
  },

  // Dashboard, reports, live events.
  {
    route: 'GET /dashboard',
    target: '?brand=Cardiovia',
    kind: 'read',
    expect: only({ brandadmin: 200, brandviewer: 200 }),
    call: (w) => GET(`/dashboard?brand=${w.ids.cardiovia}`),
  },
  {
    route: 'GET /exports/posts',
    target: 'the post list as CSV, drafts included',
    kind: 'read',
    expect: only({ brandadmin: 200 }),
    call: () => GET('/exports/posts?status=draft'),
  },
  { route: 'GET /reports', kind: 'read', expect: only({ operator: 200 }), call: () => GET('/reports?from=2026-01-01&to=2026-12-31') },
  { route: 'GET /mails', kind: 'read', expect: only({ operator: 200 }), call: () => GET('/mails?filters[state]=failed') },
  {
    route: 'POST /mails/:id/retry',
    target: 'a mail that does not exist: operators pass the guard and hear 404',
    kind: 'write',
    expect: only({ operator: 404 }),
    call: () => POST('/mails/999999999/retry'),
  },
  { route: 'GET /realtime/events', kind: 'read', expect: signedIn(200), call: () => ({ method: 'GET', path: '/realtime/events', stream: true }) },
  // Web Push on the rep's own device (docs/decisions/0027-web-push.md): sales only.
  { route: 'GET /web-push/key', kind: 'read', expect: only({ sales: 200 }), call: () => GET('/web-push/key') },
  {
    route: 'POST /web-push/subscriptions',
    kind: 'write',
    expect: only({ sales: 201 }),
    call: () => POST('/web-push/subscriptions', { endpoint: `https://fcm.googleapis.com/fcm/send/${unique('matrix')}`, keys: MATRIX_PUSH_KEYS }),
    made: (w, body) => w.trash.webPushEndpoints.push(body.data.endpoint),
  },
  {
    route: 'POST /web-push/subscriptions/remove',
    target: 'a device the caller never registered: sales pass the guard and hear 404',
    kind: 'write',
    expect: only({ sales: 404 }),
    call: () => POST('/web-push/subscriptions/remove', { endpoint: 'https://fcm.googleapis.com/fcm/send/nie-registriert' }),
  },

  // Uploads: everyone signed in uploads new files; only operators list them (the media library),
  // delete or change existing files; attaching a file to an entry goes through that entry's route.
  {
    route: 'POST /upload',
    kind: 'write',
    expect: signedIn(201),
    call: () => ({ method: 'POST', path: '/upload', upload: {} }),
    made: (w, body) => w.trash.files.push(...body.map((f: { id: number }) => f.id)),
  },
  {
    route: 'POST /upload',
    target: 'ref/refId/field: as Cardiovia’s logo',
    kind: 'write',
    expect: only(),
    call: (w) => ({ method: 'POST', path: '/upload', upload: { ref: 'api::brand.brand', refId: String(w.ids.cardioviaNumeric), field: 'logo' } }),
    made: (w, body) => w.trash.files.push(...body.map((f: { id: number }) => f.id)),
  },
  {
    route: 'POST /upload',
    target: '?id=: change an existing file',
    kind: 'write',
    expect: only({ operator: 200 }),
    call: async (w) => ({
      method: 'POST',
      path: `/upload?id=${await w.shared('file', () => w.fresh.file())}`,
      upload: { fileInfo: JSON.stringify({ name: unique('datei') }) },
    }),
  },
  { route: 'GET /upload/files', kind: 'read', expect: only({ operator: 200 }), call: () => GET('/upload/files') },
  { route: 'GET /upload/files/page', kind: 'read', expect: only(), call: () => GET('/upload/files/page') },
  {
    route: 'GET /upload/files/:id',
    kind: 'read',
    expect: only({ operator: 200 }),
    call: async (w) => GET(`/upload/files/${await w.shared('file', () => w.fresh.file())}`),
  },
  { route: 'DELETE /upload/files/:id', kind: 'write', expect: only({ operator: 200 }), call: async (w) => DELETE(`/upload/files/${await w.fresh.file()}`) },

  // Users: reads are scoped (staff all, brand admins their brands, everyone themselves and their
  // contacts); the doctor has no user list at all.
  { route: 'GET /users', kind: 'read', expect: only(USER_READERS), call: () => GET('/users') },
  {
    route: 'GET /users',
    target: '?filters[role][type][$in]=brand_admin (users by role type)',
    kind: 'read',
    // Filtering on the role relation needs role.find, which sales and viewers do not have: Strapi refuses the key (400).
    expect: only({ ...BACK_OFFICE_READ, brandviewer: 400, sales: 400 }),
    call: () => GET('/users?filters[role][type][$in][0]=brand_admin'),
  },
  { route: 'GET /users/count', kind: 'read', expect: only(USER_READERS), call: () => GET('/users/count') },
  { route: 'GET /users/me', kind: 'read', expect: signedIn(200), call: () => GET('/users/me') },
  // Brand viewers read themselves and their contacts only: a rep of their brand does not exist for them.
  {
    route: 'GET /users/:id',
    target: 'sales@ (Cardiovia)',
    kind: 'read',
    expect: only({ ...USER_READERS, brandviewer: 404 }),
    call: (w) => GET(`/users/${w.ids.sales}`),
  },
  {
    route: 'GET /users/:id',
    target: 'jonas.becker@ (DermaSana)',
    kind: 'read',
    expect: only({ operator: 200, mitarbeiter: 200, brandadmin: 200, brandviewer: 404, sales: 404 }),
    call: (w) => GET(`/users/${w.ids.jonas}`),
  },
  {
    route: 'POST /users',
    kind: 'write',
    expect: only({ operator: 201 }),
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
    expect: signedIn(200),
    call: async (w, caller) =>
      caller === 'public' || caller === 'token'
        ? PUT(`/users/${w.ids.sales}`, { profile: {} })
        : PUT(`/users/${w.ids.own[caller]}`, { profile: await w.profileOf(caller) }),
  },
  {
    route: 'PUT /users/:id',
    target: 'profile of a Cardiovia sales user',
    kind: 'write',
    expect: only({ operator: 200, brandadmin: 200 }),
    call: async (w) => PUT(`/users/${await w.shared('user-put', () => w.fresh.user('sales'))}`, { profile: { firstName: 'Matrix', lastName: 'Geändert' } }),
  },
  {
    route: 'PUT /users/:id',
    target: 'role of a Cardiovia sales user (set to sales again)',
    kind: 'write',
    expect: only({ operator: 200 }),
    call: async (w) => PUT(`/users/${await w.shared('user-put', () => w.fresh.user('sales'))}`, { role: w.ids.roleSales }),
  },
  {
    route: 'PUT /users/:id',
    target: '/users/me (no such route: a user id “me”)',
    kind: 'write',
    expect: signedIn(404),
    call: () => PUT('/users/me', { profile: { city: 'Bonn' } }),
  },
  { route: 'DELETE /users/:id', kind: 'write', expect: only({ operator: 200 }), call: async (w) => DELETE(`/users/${await w.fresh.user()}`) },

  // Roles and permissions: the role list for the back office (users by role type); only operators
  // see a role's permissions; nobody changes them through the API.
  { route: 'GET /users-permissions/roles', kind: 'read', expect: only(BACK_OFFICE_EDITORS_READ), call: () => GET('/users-permissions/roles') },
  {
    route: 'GET /users-permissions/roles/:id',
    kind: 'read',
    expect: only({ operator: 200 }),
    call: (w) => GET(`/users-permissions/roles/${w.ids.roleAuthenticated}`),
  },
  {
    route: 'POST /users-permissions/roles',
    kind: 'write',
    expect: only(),
    call: () => POST('/users-permissions/roles', { name: 'Matrix', description: 'Matrix', permissions: {} }),
  },
  {
    route: 'PUT /users-permissions/roles/:role',
    target: 'an unknown role',
    kind: 'write',
    expect: only(),
    call: () => PUT('/users-permissions/roles/999999', { name: 'Matrix' }),
  },
  {
    route: 'DELETE /users-permissions/roles/:role',
    target: 'an unknown role',
    kind: 'write',
    expect: only(),
    call: () => DELETE('/users-permissions/roles/999999'),
  },
  { route: 'GET /users-permissions/permissions', kind: 'read', expect: only(), call: () => GET('/users-permissions/permissions') },

  // Scheduled publication: brand admins of the post's brand; viewers read the schedules.
  { route: 'GET /publisher/actions', kind: 'read', expect: only({ brandadmin: 200, brandviewer: 200 }), call: () => GET('/publisher/actions') },
  {
    route: 'POST /publisher/actions',
    target: 'a Cardiovia draft',
    kind: 'write',
    expect: only({ brandadmin: 201 }),
    call: async (w) =>
      POST('/publisher/actions', { data: { entityId: await w.fresh.post(), entitySlug: 'api::post.post', mode: 'publish', executeAt: inDays(30) } }),
    made: (w, body) => w.trash.actions.push(body.data.documentId),
  },
  {
    route: 'PUT /publisher/actions/:id',
    kind: 'write',
    expect: only({ brandadmin: 200 }),
    call: async (w) => PUT(`/publisher/actions/${await w.shared('action', () => w.fresh.action())}`, { data: { executeAt: inDays(31) } }),
  },
  {
    route: 'DELETE /publisher/actions/:id',
    kind: 'write',
    expect: only({ brandadmin: 204 }),
    call: async (w) => DELETE(`/publisher/actions/${await w.fresh.action()}`),
  },

  // Authentication: the sign-in routes are for callers without a token (the app sends none there).
  {
    route: 'POST /auth/local',
    kind: 'write',
    expect: only({ public: 200 }),
    call: () => POST('/auth/local', { identifier: 'pta@example.com', password: 'Demo1234!' }),
  },
  {
    route: 'POST /auth/local/register',
    kind: 'write',
    expect: only({ public: 200 }),
    call: () => {
      const name = unique('registriert').toLowerCase();
      return POST('/auth/local/register', { username: name, email: `${name}@matrix.test`, password: 'Matrix-1234' });
    },
    made: (w, body) => w.trash.users.push(body.user.id),
  },
  {
    route: 'POST /auth/forgot-password',
    kind: 'write',
    expect: only({ public: 200 }),
    call: () => POST('/auth/forgot-password', { email: 'niemand@matrix.test' }),
  },
  {
    route: 'POST /auth/reset-password',
    target: 'an unknown code',
    kind: 'write',
    expect: only({ public: 400 }),
    call: () => POST('/auth/reset-password', { code: 'matrix-unbekannt', password: 'Matrix-1234', passwordConfirmation: 'Matrix-1234' }),
  },
  {
    route: 'POST /auth/change-password',
    target: 'a wrong current password',
    kind: 'write',
    expect: signedIn(400),
    call: () => POST('/auth/change-password', { currentPassword: 'Falsch-1234', password: 'Matrix-1234', passwordConfirmation: 'Matrix-1234' }),
  },
  {
    route: 'GET /auth/email-confirmation',
    target: 'an unknown code',
    kind: 'read',
    expect: only({ public: 400 }),
    call: () => GET('/auth/email-confirmation?confirmation=matrix-unbekannt'),
  },
  {
    route: 'POST /auth/send-email-confirmation',
    kind: 'write',
    expect: only({ public: 200 }),
    call: () => POST('/auth/send-email-confirmation', { email: 'niemand@matrix.test' }),
  },
  { route: 'GET /connect/(.*)', target: 'a provider that is not enabled', kind: 'read', expect: only({ public: 400 }), call: () => GET('/connect/google') },
  {
    route: 'GET /auth/:provider/callback',
    target: 'a provider that is not enabled',
    kind: 'read',
    expect: only({ public: 400 }),
    call: () => GET('/auth/google/callback'),
  },
  // Sessions with refresh tokens are not used (JWTs of users-permissions' legacy mode).
  { route: 'POST /auth/refresh', kind: 'write', expect: only(), call: () => POST('/auth/refresh', {}) },
  { route: 'POST /auth/logout', kind: 'write', expect: only(), call: () => POST('/auth/logout', {}) },
  { route: 'GET /auth/sessions', kind: 'read', expect: only(), call: () => GET('/auth/sessions') },
  { route: 'DELETE /auth/sessions/:sessionId', kind: 'write', expect: only(), call: () => DELETE('/auth/sessions/matrix-unbekannt') },

  // Plugins' routes nobody is given, and routes that do not exist.
  { route: 'POST /email', kind: 'write', expect: only(), call: () => POST('/email', { to: 'niemand@matrix.test', subject: 'Matrix', text: 'Matrix' }) },
  { route: 'GET /i18n/locales', kind: 'read', expect: only(), call: () => GET('/i18n/locales') },
  // The content-type builder's read API (schemas): nobody.
  { route: 'GET /content-type-builder/content-types', kind: 'read', expect: only(), call: () => GET('/content-type-builder/content-types') },
  {
    route: 'GET /content-type-builder/content-types/:uid',
    kind: 'read',
    expect: only(),
    call: () => GET('/content-type-builder/content-types/api::post.post'),
  },
  { route: 'GET /content-type-builder/components', kind: 'read', expect: only(), call: () => GET('/content-type-builder/components') },
  {
    route: 'GET /content-type-builder/components/:uid',
    kind: 'read',
    expect: only(),
    call: () => GET('/content-type-builder/components/matrix.unbekannt'),
  },
  {
    route: 'GET /messages',
    target: 'no such route (messages go through their chat)',
    kind: 'read',
    expect: signedIn(404, { public: 404, token: 404 }),
    call: () => GET('/messages'),
  },
  // Koa's router answers 405 to a POST on any unknown path (the static file route takes every path for GET).
  {
    route: 'POST /messages',
    target: 'no such route',
    kind: 'write',
    expect: signedIn(405, { public: 405, token: 405 }),
    call: () => POST('/messages', { data: { text: 'x' } }),
  },
];
