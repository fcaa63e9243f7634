import { GET, POST, PUT, DELETE, inDays } from '../requests';
import type { Row } from '../row';
import { unique } from '../world';

// The access matrix's rows (access/matrix-table.ts): brands, the reference lists, posts and events.

const referenceRows = (kind: 'licenses' | 'addons' | 'specializations'): Row[] => {
  const resource = ({ licenses: 'license', addons: 'addon', specializations: 'specialization' } as const)[kind];
  return [
    { route: `GET /${kind}`, kind: 'read', access: `${resource}.find`, ok: 200, call: () => GET(`/${kind}`) },
    {
      route: `GET /${kind}/:id`,
      kind: 'read',
      access: `${resource}.findOne`,
      ok: 200,
      call: (w) => GET(`/${kind}/${{ licenses: w.ids.license, addons: w.ids.addon, specializations: w.ids.specialization }[kind]}`),
    },
    {
      route: `POST /${kind}`,
      kind: 'write',
      access: `${resource}.create`,
      ok: 201,
      call: () => POST(`/${kind}`, { data: { name: unique(kind) } }),
      made: (w, body) => w.trash[kind].push(body.data.documentId),
    },
    {
      route: `PUT /${kind}/:id`,
      kind: 'write',
      access: `${resource}.update`,
      ok: 200,
      call: async (w) => PUT(`/${kind}/${await w.shared(`${kind}-put`, () => w.fresh.reference(kind))}`, { data: { name: unique(kind) } }),
    },
    {
      route: `DELETE /${kind}/:id`,
      kind: 'write',
      access: `${resource}.delete`,
      ok: 204,
      call: async (w) => DELETE(`/${kind}/${await w.fresh.reference(kind)}`),
    },
  ];
};

export const BRAND_CONTENT_ROWS: Row[] = [
  // Brands: everyone signed in and the token read; the operator writes; a brand admin edits the
  // profile of their own brand only.
  { route: 'GET /brands', kind: 'read', access: 'brand.find', ok: 200, call: () => GET('/brands') },
  { route: 'GET /brands/:id', kind: 'read', access: 'brand.findOne', ok: 200, on: { brand: 'cardiovia' }, call: (w) => GET(`/brands/${w.ids.cardiovia}`) },
  {
    route: 'POST /brands',
    kind: 'write',
    access: 'brand.create',
    ok: 201,
    call: () => POST('/brands', { data: { name: unique('Brand') } }),
    made: (w, body) => w.trash.brands.push(body.data.documentId),
  },
  {
    route: 'PUT /brands/:id',
    target: 'a brand no demo admin administers',
    kind: 'write',
    access: 'brand.update',
    ok: 200,
    on: { brand: 'other' },
    call: async (w) => PUT(`/brands/${await w.shared('brand-put', () => w.fresh.brand())}`, { data: { city: 'Bonn' } }),
  },
  {
    route: 'PUT /brands/:id',
    target: 'Cardiovia, a profile field (value unchanged)',
    kind: 'write',
    access: 'brand.update',
    ok: 200,
    on: { brand: 'cardiovia' },
    call: (w) => PUT(`/brands/${w.ids.cardiovia}`, { data: { website: w.ids.cardioviaWebsite } }),
  },
  {
    route: 'DELETE /brands/:id',
    kind: 'write',
    access: 'brand.delete',
    ok: 204,
    on: { brand: 'other' },
    call: async (w) => DELETE(`/brands/${await w.fresh.brand()}`),
  },

  // Reference tables: licenses and add-ons for the back office, specializations for everyone.
  ...referenceRows('licenses'),
  ...referenceRows('addons'),
  ...referenceRows('specializations'),

  // Posts.
  { route: 'GET /posts', kind: 'read', access: 'post.find', ok: 200, call: () => GET('/posts') },
  { route: 'GET /posts', target: '?status=draft', kind: 'read', access: 'post.find', ok: 200, call: () => GET('/posts?status=draft') },
  {
    route: 'GET /posts/:id',
    target: 'published, Cardiovia',
    kind: 'read',
    access: 'post.findOne',
    ok: 200,
    on: { brand: 'cardiovia' },
    call: (w) => GET(`/posts/${w.ids.cvPost}`),
  },
  {
    route: 'GET /posts/:id',
    target: 'published, DermaSana',
    kind: 'read',
    access: 'post.findOne',
    ok: 200,
    on: { brand: 'dermasana' },
    call: (w) => GET(`/posts/${w.ids.dsPost}`),
  },
  {
    route: 'GET /posts/:id',
    target: 'never published, Cardiovia, ?status=draft',
    kind: 'read',
    access: 'post.findOne',
    ok: 200,
    on: { brand: 'cardiovia', draft: true },
    call: (w) => GET(`/posts/${w.ids.cvDraftPost}?status=draft`),
  },
  {
    route: 'POST /posts',
    kind: 'write',
    access: 'post.create',
    ok: 201,
    on: { brand: 'cardiovia' },
    call: (w) => POST('/posts', { data: { title: unique('Beitrag'), type: 'news', brand: w.ids.cardiovia } }),
    made: (w, body) => w.trash.posts.push(body.data.documentId),
  },
  // The fresh posts and events of w.fresh are Cardiovia's.
  {
    route: 'PUT /posts/:id',
    kind: 'write',
    access: 'post.update',
    ok: 200,
    on: { brand: 'cardiovia' },
    call: async (w) => PUT(`/posts/${await w.shared('post-put', () => w.fresh.post())}`, { data: { title: unique('Beitrag') } }),
  },
  {
    route: 'DELETE /posts/:id',
    kind: 'write',
    access: 'post.delete',
    ok: 204,
    on: { brand: 'cardiovia' },
    call: async (w) => DELETE(`/posts/${await w.fresh.post()}`),
  },
  {
    route: 'POST /posts/:id/publish',
    kind: 'write',
    access: 'post.publish',
    ok: 200,
    on: { brand: 'cardiovia' },
    call: async (w) => POST(`/posts/${await w.fresh.post()}/publish`),
  },
  {
    route: 'POST /posts/:id/unpublish',
    kind: 'write',
    access: 'post.unpublish',
    ok: 200,
    on: { brand: 'cardiovia' },
    call: async (w) => POST(`/posts/${await w.fresh.post()}/unpublish`),
  },
  // The delivery of a post's pushes: for those who publish it.
  {
    route: 'GET /posts/:id/notification',
    kind: 'read',
    access: 'post.notification',
    ok: 200,
    on: { brand: 'cardiovia' },
    call: (w) => GET(`/posts/${w.ids.cvPost}/notification`),
  },
  // How many devices a publish would reach: for those who publish it.
  {
    route: 'GET /posts/:id/audience',
    kind: 'read',
    access: 'post.audience',
    ok: 200,
    on: { brand: 'cardiovia' },
    call: (w) => GET(`/posts/${w.ids.cvPost}/audience`),
  },

  // Events: like posts.
  { route: 'GET /events', kind: 'read', access: 'event.find', ok: 200, call: () => GET('/events') },
  {
    route: 'GET /events/:id',
    target: 'published, Cardiovia',
    kind: 'read',
    access: 'event.findOne',
    ok: 200,
    on: { brand: 'cardiovia' },
    call: (w) => GET(`/events/${w.ids.cvEvent}`),
  },
  {
    route: 'GET /events/:id',
    target: 'published, DermaSana',
    kind: 'read',
    access: 'event.findOne',
    ok: 200,
    on: { brand: 'dermasana' },
    call: (w) => GET(`/events/${w.ids.dsEvent}`),
  },
  {
    route: 'GET /events/:id',
    target: 'never published, Cardiovia, ?status=draft',
    kind: 'read',
    access: 'event.findOne',
    ok: 200,
    on: { brand: 'cardiovia', draft: true },
    call: (w) => GET(`/events/${w.ids.cvDraftEvent}?status=draft`),
  },
  {
    route: 'POST /events',
    kind: 'write',
    access: 'event.create',
    ok: 201,
    on: { brand: 'cardiovia' },
    call: (w) => POST('/events', { data: { title: unique('Veranstaltung'), startDate: inDays(40), brand: w.ids.cardiovia } }),
    made: (w, body) => w.trash.events.push(body.data.documentId),
  },
  {
    route: 'PUT /events/:id',
    kind: 'write',
    access: 'event.update',
    ok: 200,
    on: { brand: 'cardiovia' },
    call: async (w) => PUT(`/events/${await w.shared('event-put', () => w.fresh.event())}`, { data: { location: 'Bonn' } }),
  },
  {
    route: 'DELETE /events/:id',
    kind: 'write',
    access: 'event.delete',
    ok: 204,
    on: { brand: 'cardiovia' },
    call: async (w) => DELETE(`/events/${await w.fresh.event()}`),
  },
  {
    route: 'POST /events/:id/publish',
    kind: 'write',
    access: 'event.publish',
    ok: 200,
    on: { brand: 'cardiovia' },
    call: async (w) => POST(`/events/${await w.fresh.event()}/publish`),
  },
  {
    route: 'POST /events/:id/unpublish',
    kind: 'write',
    access: 'event.unpublish',
    ok: 200,
    on: { brand: 'cardiovia' },
    call: async (w) => POST(`/events/${await w.fresh.event()}/unpublish`),
  },
];
