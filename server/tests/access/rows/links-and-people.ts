import { CONSENT_TEXT_VERSION } from '@markenportal/contract';
import { GET, POST, PUT, DELETE } from '../requests';
import type { Row } from '../row';
import { unique } from '../world';

// The access matrix's rows (access/matrix-table.ts): links, notification records, favorites,
// invitations and chats.
export const LINKS_AND_PEOPLE_ROWS: Row[] = [
  // Links: the back office reads them, brand admins their brands'; operators write, brand admins
  // create links for their own sales staff; the token looks up one link by its text.
  { route: 'GET /links', kind: 'read', access: 'link.find', ok: 200, call: () => GET('/links') },
  {
    route: 'GET /links',
    target: '?filters[link][$eq]=… (the link preview)',
    kind: 'read',
    access: 'link.find',
    ok: 200,
    on: { byKey: true },
    call: () => GET('/links?filters[link][$eq]=cardiovia-schneider&populate[brand]=true'),
  },
  {
    route: 'GET /links/:id',
    target: 'Cardiovia',
    kind: 'read',
    access: 'link.findOne',
    ok: 200,
    on: { brand: 'cardiovia' },
    call: (w) => GET(`/links/${w.ids.cvLink}`),
  },
  {
    route: 'GET /links/:id',
    target: 'a brand no demo admin administers',
    kind: 'read',
    access: 'link.findOne',
    ok: 200,
    on: { brand: 'other' },
    call: async (w) => GET(`/links/${(await w.shared('link-other', () => w.fresh.link())).documentId}`),
  },
  {
    route: 'POST /links',
    target: 'Cardiovia, for sales@',
    kind: 'write',
    access: 'link.create',
    ok: 201,
    on: { brand: 'cardiovia' },
    call: (w) => POST('/links', { data: { link: unique('link').toLowerCase(), brand: w.ids.cardiovia, salesUser: w.ids.sales } }),
    made: (w, body) => w.trash.links.push(body.data.documentId),
  },
  {
    route: 'POST /links',
    target: 'without a brand',
    kind: 'write',
    access: 'link.create',
    ok: 201,
    // Input: a brand admin's link must name one of their brands, and this one names none: the
    // server asks for it at the field ('Bitte wählen Sie eine Brand.'). Operators link any brand or none.
    but: { brandadmin: 400 },
    call: () => POST('/links', { data: { link: unique('link').toLowerCase() } }),
    made: (w, body) => w.trash.links.push(body.data.documentId),
  },
  {
    route: 'PUT /links/:id',
    kind: 'write',
    access: 'link.update',
    ok: 200,
    on: { brand: 'other' },
    call: async (w) => PUT(`/links/${(await w.shared('link-put', () => w.fresh.link())).documentId}`, { data: { link: unique('link').toLowerCase() } }),
  },
  {
    route: 'DELETE /links/:id',
    kind: 'write',
    access: 'link.delete',
    ok: 204,
    on: { brand: 'other' },
    call: async (w) => DELETE(`/links/${(await w.fresh.link()).documentId}`),
  },
  {
    route: 'POST /links/connect',
    target: 'the link of a fresh sales rep',
    kind: 'write',
    // Doctors and PTAs only (role authenticated): the back office and reps do not become contacts.
    access: 'link.connect',
    ok: 200,
    call: async (w) => {
      const { link } = await w.shared('connect-link', async () => w.fresh.link(w.ids.cardiovia, await w.fresh.user('sales')));
      return POST('/links/connect', { data: { link, consentVersion: CONSENT_TEXT_VERSION } });
    },
  },
  // Consents (given by connecting): the doctor or PTA lists and withdraws their own.
  { route: 'GET /consents', kind: 'read', access: 'consent.find', ok: 200, call: () => GET('/consents') },
  {
    route: 'POST /consents/:id/withdraw',
    target: 'a consent of arzt@',
    kind: 'write',
    access: 'consent.withdraw',
    ok: 200,
    on: { owner: ['arzt'] },
    call: async (w) => {
      const id = await w.shared('consent', async () => {
        const { link } = await w.fresh.link(w.ids.cardiovia, await w.fresh.user('sales'));
        const connected = await w.as('arzt', { method: 'POST', path: '/links/connect', body: { data: { link, consentVersion: CONSENT_TEXT_VERSION } } });
        if (connected.status !== 200) throw new Error(`fixture consent: ${connected.status}`);
        const listed = await w.as('arzt', { method: 'GET', path: '/consents' });
        return (listed.body.data as { documentId: string; withdrawnAt: string | null }[]).find((c) => !c.withdrawnAt)!.documentId;
      });
      return POST(`/consents/${id}/withdraw`);
    },
  },
  // „Datenschutz“ and „Impressum“: the public pages read them with the token, operators write them.
  { route: 'GET /legal-text', kind: 'read', access: 'legal-text.find', ok: 200, call: () => GET('/legal-text') },
  { route: 'PUT /legal-text', kind: 'write', access: 'legal-text.update', ok: 200, call: () => PUT('/legal-text', { data: { imprint: '<p>Matrix</p>' } }) },

  // Notification records: the operator reads them; they are written by the server only (the table
  // has no write action).
  { route: 'GET /notifications', kind: 'read', access: 'notification.find', ok: 200, call: () => GET('/notifications') },
  {
    route: 'GET /notifications/:id',
    target: 'an unknown id',
    kind: 'read',
    access: 'notification.findOne',
    ok: 404,
    call: () => GET('/notifications/matrix-unbekannt'),
  },
  {
    route: 'POST /notifications',
    kind: 'write',
    access: 'notification.create',
    ok: 201,
    call: () => POST('/notifications', { data: { postTitle: 'Matrix' } }),
  },
  {
    route: 'PUT /notifications/:id',
    kind: 'write',
    access: 'notification.update',
    ok: 200,
    call: () => PUT('/notifications/matrix-unbekannt', { data: { postTitle: 'Matrix' } }),
  },
  { route: 'DELETE /notifications/:id', kind: 'write', access: 'notification.delete', ok: 204, call: () => DELETE('/notifications/matrix-unbekannt') },

  // Favorites: everyone signed in keeps their own; someone else's is a 404. A favorite is set only
  // for a brand whose published posts the caller reads (the push audience).
  { route: 'GET /favorites', kind: 'read', access: 'favorite.find', ok: 200, call: () => GET('/favorites') },
  {
    route: 'GET /favorites/:id',
    target: 'a favorite of arzt@',
    kind: 'read',
    access: 'favorite.findOne',
    ok: 200,
    on: { owner: ['arzt'] },
    call: async (w) => GET(`/favorites/${await w.shared('favorite', async () => w.fresh.favorite(await w.shared('favorite-brand', () => w.fresh.brand())))}`),
  },
  {
    route: 'POST /favorites',
    target: 'a brand of nobody’s',
    kind: 'write',
    access: 'favorite.create',
    ok: 201,
    on: { audienceOf: 'other' },
    call: async (w) => POST('/favorites', { data: { brand: await w.shared('favorite-brand-2', () => w.fresh.brand()) } }),
    made: (w, body, caller) => w.trash.favorites.push({ owner: caller, id: body.data.documentId }),
  },
  {
    route: 'PUT /favorites/:id',
    target: 'a favorite of arzt@',
    kind: 'write',
    access: 'favorite.update',
    ok: 200,
    on: { owner: ['arzt'], audienceOf: 'other' },
    call: async (w) =>
      PUT(`/favorites/${await w.shared('favorite', async () => w.fresh.favorite(await w.shared('favorite-brand', () => w.fresh.brand())))}`, {
        data: { isFavorite: true },
      }),
  },
  {
    route: 'DELETE /favorites/:id',
    target: 'a favorite of arzt@',
    kind: 'write',
    access: 'favorite.delete',
    ok: 204,
    on: { owner: ['arzt'] },
    call: async (w) => DELETE(`/favorites/${await w.fresh.favorite(await w.shared('favorite-brand-3', () => w.fresh.brand()))}`),
  },

  // Invitations: brand admins of the brand, operators of any brand (onboarding); the invitee previews
  // by code and accepts signed in. The fresh invitations of w.fresh are Cardiovia's.
  { route: 'GET /invitations', kind: 'read', access: 'invitation.find', ok: 200, call: () => GET('/invitations') },
  {
    route: 'POST /invitations',
    target: 'Cardiovia',
    kind: 'write',
    access: 'invitation.create',
    ok: 201,
    on: { brand: 'cardiovia' },
    call: (w) => POST('/invitations', { data: { email: `${unique('einladung').toLowerCase()}@einladung.test`, role: 'sales', brand: w.ids.cardiovia } }),
    made: (w, body) => w.trash.invitations.push(body.data.documentId),
  },
  {
    route: 'DELETE /invitations/:id',
    kind: 'write',
    access: 'invitation.delete',
    ok: 204,
    on: { brand: 'cardiovia' },
    call: async (w) => DELETE(`/invitations/${(await w.fresh.invitation()).documentId}`),
  },
  {
    route: 'POST /invitations/:id/resend',
    kind: 'write',
    access: 'invitation.resend',
    ok: 200,
    on: { brand: 'cardiovia' },
    call: async (w) => POST(`/invitations/${(await w.fresh.invitation()).documentId}/resend`, {}),
  },
  {
    route: 'GET /invitations/code/:code',
    kind: 'read',
    access: 'invitation.preview',
    ok: 200,
    on: { byKey: true },
    call: async (w) => GET(`/invitations/code/${(await w.shared('invitation', () => w.fresh.invitation())).code}`),
  },
  {
    route: 'POST /invitations/accept',
    target: 'an invitation to someone else',
    kind: 'write',
    access: 'invitation.accept',
    ok: 200,
    on: { owner: [], byKey: true },
    call: async (w) => POST('/invitations/accept', { code: (await w.shared('invitation', () => w.fresh.invitation())).code }),
  },

  // Chats: participants only (sales@ and arzt@ are contacts with a chat); a chat only with a contact.
  { route: 'GET /chats', kind: 'read', access: 'chat.list', ok: 200, call: () => GET('/chats') },
  {
    route: 'POST /chats',
    target: 'with sales@ as contact',
    kind: 'write',
    access: 'chat.open',
    ok: 200,
    // Of the callers only arzt@ has sales@ as a contact; the person is no secret: the others hear 403.
    on: { participants: ['arzt'], known: true },
    call: (w) => POST('/chats', { data: { contact: w.ids.sales } }),
  },
  {
    route: 'GET /chats/:id/messages',
    target: 'the chat of sales@ and arzt@',
    kind: 'read',
    access: 'chat.messages',
    ok: 200,
    on: { participants: ['sales', 'arzt'] },
    call: (w) => GET(`/chats/${w.ids.chat}/messages`),
  },
  {
    route: 'POST /chats/:id/messages',
    target: 'the chat of sales@ and arzt@',
    kind: 'write',
    access: 'chat.send',
    ok: 201,
    on: { participants: ['sales', 'arzt'] },
    call: (w) => POST(`/chats/${w.ids.chat}/messages`, { data: { text: 'Zugriffstest: bitte ignorieren.' } }),
  },
  {
    route: 'POST /chats/:id/read',
    target: 'the chat of sales@ and arzt@',
    kind: 'write',
    access: 'chat.read',
    ok: 200,
    on: { participants: ['sales', 'arzt'] },
    call: (w) => POST(`/chats/${w.ids.chat}/read`),
  },
];
