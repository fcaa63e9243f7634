import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiUrl, DEMO_ACCOUNTS, DEMO_PASSWORD, login } from '../../tests/support/api';

// Issue 11: every reference form Strapi accepts, for every relation a caller writes, from every
// role: no write may land outside the caller's scope. The forms are generated from what Strapi's
// own relation parsing reads (parseInt-style numbers, {id, documentId} objects, lists for to-one
// relations keeping their last entry, set/connect/disconnect, positions, locales); each one names
// a record of another tenant, mixed with one of the caller's own where it can be.

type Target = { id: number; documentId: string };
type Key = 'katrin' | 'sales' | 'arzt' | 'brandviewer' | 'fresh';
const KATRIN = 'katrin.hoffmann@example.com'; // brand admin of DermaSana only
const JONAS = 'jonas.becker@example.com'; // sales rep of DermaSana

let t: Record<Key | 'operator' | 'jonas', string>;
let me: Record<Key | 'operator' | 'jonas', Target>;
let ds: Target; // DermaSana: katrin's own brand
let foreignBrand: Target; // Neurolind: nobody here belongs to it
let doctor: Target; // a user katrin does not manage (arzt)
let ownPost: string;
let stamp = 0;
const unique = (what: string) => `Verweis-${what}-${process.pid}-${Date.now().toString(36)}-${++stamp}`;
const made = { posts: [] as string[], events: [] as string[], links: [] as string[], invitations: [] as string[], files: [] as number[] };

const send = (token: string, method: string, path: string, body: unknown) => api(path, { token, method, body });

/** Every form in which `foreign` can be named, alone or with `own` (Strapi keeps the last of a to-one list). */
export const referenceForms = (own: Target, foreign: Target): unknown[] => {
  const n = foreign.id;
  const scalars: unknown[] = [
    n,
    String(n),
    ` ${n}`,
    `+${n}`,
    `${n}.0`,
    `${n}e0`,
    `0${n}`,
    `${n}abc`,
    `${n} `,
    `${n}\n`,
    foreign.documentId,
    ` ${foreign.documentId}`,
  ];
  const objects: unknown[] = [
    { id: n },
    { id: String(n) },
    { id: ` ${n}` },
    { id: `${n}.0` },
    { documentId: foreign.documentId },
    { id: own.id, documentId: foreign.documentId },
    { documentId: foreign.documentId, id: own.id },
    { id: n, documentId: own.documentId },
    { documentId: own.documentId, id: n },
    { documentId: foreign.documentId, locale: 'de' },
    { documentId: foreign.documentId, status: 'published' },
    { documentId: foreign.documentId, position: { end: true } },
    { documentId: String(n) },
  ];
  const singles = [...scalars, ...objects];
  return [
    ...singles,
    ...singles.map((s) => [s]),
    ...singles.map((s) => [own.documentId, s]),
    [own.id, n],
    { connect: [foreign.documentId] },
    { connect: foreign.documentId },
    { connect: [own.documentId, foreign.documentId] },
    { connect: [{ documentId: foreign.documentId, position: { end: true } }] },
    { connect: [` ${n}`] },
    { connect: [{ id: `+${n}` }] },
    { set: [foreign.documentId] },
    { set: foreign.documentId },
    { set: [own.documentId, foreign.documentId] },
    { set: [own.documentId], connect: [foreign.documentId] },
    { disconnect: [own.documentId], connect: [foreign.documentId] },
    { connect: [foreign.documentId], extra: true },
  ];
};

const uploadPng = async (token: string) => {
  const form = new FormData();
  form.append(
    'files',
    new Blob([Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')], {
      type: 'image/png',
    }),
    'verweis.png',
  );
  const response = await fetch(`${apiUrl()}/upload`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  const [file] = await response.json();
  made.files.push(file.id);
  return file as Target;
};

/** A user's memberships and picture as the operator sees them. */
const userState = async (userId: number) => {
  const { body } = await api(`/users/${userId}?populate[0]=brands&populate[1]=brand&populate[2]=userBrandRoles.brand&populate[3]=image&populate[4]=role`, {
    token: t.operator,
  });
  return {
    role: body.role?.type,
    brand: body.brand?.documentId ?? null,
    brands: (body.brands ?? []).map((b: Target) => b.documentId).sort(),
    entries: (body.userBrandRoles ?? []).map((e: { role: string; brand?: Target }) => `${e.brand?.documentId}:${e.role}`).sort(),
    image: body.image?.id ?? null,
  };
};

/** Sends every form through `write`; each must be refused (400 or 403), and `state` must not change. */
const refusesEveryForm = async (
  label: string,
  forms: unknown[],
  write: (ref: unknown) => Promise<{ status: number; body: unknown }>,
  state: () => Promise<unknown>,
) => {
  const before = await state();
  const accepted: string[] = [];
  for (const form of forms) {
    const { status, body } = await write(form);
    if (status < 400) accepted.push(`${JSON.stringify(form)} → ${status}`);
    else expect([400, 403], `${label} ${JSON.stringify(form)}: ${JSON.stringify(body)}`).toContain(status);
  }
  expect(accepted, label).toEqual([]);
  expect(await state(), label).toEqual(before);
};

beforeAll(async () => {
  const emails = {
    operator: DEMO_ACCOUNTS.operator,
    katrin: KATRIN,
    sales: DEMO_ACCOUNTS.sales,
    arzt: DEMO_ACCOUNTS.arzt,
    brandviewer: DEMO_ACCOUNTS.brandviewer,
    jonas: JONAS,
  };
  t = {} as typeof t;
  me = {} as typeof me;
  for (const [key, email] of Object.entries(emails) as [keyof typeof emails, string][]) {
    t[key] = await login(email);
    me[key] = (await api('/users/me', { token: t[key] })).body;
  }
  const name = unique('neu').toLowerCase();
  const registered = await api('/auth/local/register', { method: 'POST', body: { username: name, email: `${name}@verweis.test`, password: DEMO_PASSWORD } });
  t.fresh = registered.body.jwt;
  me.fresh = registered.body.user;
  const brands = (await api('/brands?pagination[pageSize]=100', { token: t.operator })).body.data as (Target & { name: string })[];
  ds = brands.find((b) => b.name === 'DermaSana')!;
  foreignBrand = brands.find((b) => b.name === 'Neurolind')!;
  doctor = me.arzt;
  const created = await send(t.katrin, 'POST', '/posts', { data: { title: unique('eigen'), type: 'news', brand: ds.documentId } });
  ownPost = created.body.data.documentId;
  made.posts.push(ownPost);
});

afterAll(async () => {
  if (!t) return;
  for (const p of made.posts) await send(t.katrin, 'DELETE', `/posts/${p}`, undefined);
  for (const e of made.events) await send(t.katrin, 'DELETE', `/events/${e}`, undefined);
  for (const l of made.links) await send(t.operator, 'DELETE', `/links/${l}`, undefined);
  for (const f of made.files) await send(t.operator, 'DELETE', `/upload/files/${f}`, undefined);
  if (me?.fresh) await send(t.operator, 'DELETE', `/users/${me.fresh.id}`, undefined);
});

describe('relation references: every form × every relation × every role, no cross-tenant write', () => {
  it('posts and events: created in and moved to another brand by no form', async () => {
    const forms = referenceForms(ds, foreignBrand);
    const inForeignBrand = async () =>
      (await api(`/posts?status=draft&filters[brand][documentId][$eq]=${foreignBrand.documentId}&filters[title][$startsWith]=Verweis-`, { token: t.operator }))
        .body.data.length +
      (await api(`/events?status=draft&filters[brand][documentId][$eq]=${foreignBrand.documentId}&filters[title][$startsWith]=Verweis-`, { token: t.operator }))
        .body.data.length;
    const remember = (kind: 'posts' | 'events') => (answer: { status: number; body: { data?: { documentId?: string } } }) => {
      if (answer.status < 300 && answer.body.data?.documentId) made[kind].push(answer.body.data.documentId);
      return answer;
    };
    await refusesEveryForm(
      'POST /posts',
      forms,
      async (brand) => remember('posts')(await send(t.katrin, 'POST', '/posts', { data: { title: unique('p'), type: 'news', brand } })),
      inForeignBrand,
    );
    await refusesEveryForm(
      'POST /events',
      forms,
      async (brand) =>
        remember('events')(await send(t.katrin, 'POST', '/events', { data: { title: unique('e'), startDate: '2027-03-01T10:00:00.000Z', brand } })),
      inForeignBrand,
    );
    await refusesEveryForm(
      'PUT /posts/:id',
      forms,
      (brand) => send(t.katrin, 'PUT', `/posts/${ownPost}`, { data: { brand } }),
      async () => (await api(`/posts/${ownPost}?status=draft&populate=brand`, { token: t.katrin })).body.data.brand.documentId,
    );
  });

  it('links: no other brand, and no rep outside the link’s brand (a doctor’s account)', async () => {
    const linksOf = async () => (await api(`/links?filters[link][$startsWith]=verweis-&pagination[pageSize]=100`, { token: t.operator })).body.data.length;
    const jonas = me.jonas;
    const remember = (answer: { status: number; body: { data?: { documentId?: string } } }) => {
      if (answer.status < 300 && answer.body.data?.documentId) made.links.push(answer.body.data.documentId);
      return answer;
    };
    await refusesEveryForm(
      'POST /links brand',
      referenceForms(ds, foreignBrand),
      async (brand) => remember(await send(t.katrin, 'POST', '/links', { data: { link: unique('l').toLowerCase(), brand, salesUser: jonas.id } })),
      linksOf,
    );
    await refusesEveryForm(
      'POST /links salesUser',
      referenceForms(jonas, doctor),
      async (salesUser) => remember(await send(t.katrin, 'POST', '/links', { data: { link: unique('l').toLowerCase(), brand: ds.documentId, salesUser } })),
      linksOf,
    );
  });

  it('users: nobody joins another brand, nor gives a role in one, through their own account', async () => {
    for (const key of ['katrin', 'sales', 'arzt', 'brandviewer', 'fresh'] as Key[]) {
      const own = { id: me[key].id, documentId: ds.documentId };
      const forms = referenceForms(own, foreignBrand);
      const state = () => userState(me[key].id);
      await refusesEveryForm(`${key} brands`, forms, (brands) => send(t[key], 'PUT', `/users/${me[key].id}`, { brands }), state);
      await refusesEveryForm(`${key} brand`, forms, (brand) => send(t[key], 'PUT', `/users/${me[key].id}`, { brand }), state);
      await refusesEveryForm(
        `${key} userBrandRoles`,
        forms,
        (brand) => send(t[key], 'PUT', `/users/${me[key].id}`, { userBrandRoles: [{ brand, role: 'brand_admin' }] }),
        state,
      );
    }
  });

  it('users: a brand admin adds their rep to no other brand', async () => {
    const forms = referenceForms(ds, foreignBrand);
    const state = () => userState(me.jonas.id);
    await refusesEveryForm('katrin → jonas brands', forms, (brands) => send(t.katrin, 'PUT', `/users/${me.jonas.id}`, { brands }), state);
    await refusesEveryForm(
      'katrin → jonas userBrandRoles',
      forms,
      (brand) =>
        send(t.katrin, 'PUT', `/users/${me.jonas.id}`, {
          userBrandRoles: [
            { brand: ds.documentId, role: 'sales' },
            { brand, role: 'brand_admin' },
          ],
        }),
      state,
    );
  });

  it('files: nobody attaches a file someone else uploaded (an unpublished teaser) to their picture, post or brand', async () => {
    const foreignFile = await uploadPng(t.operator);
    for (const key of ['katrin', 'sales', 'arzt', 'brandviewer', 'fresh'] as Key[]) {
      const ownFile = await uploadPng(t[key]);
      await refusesEveryForm(
        `${key} image`,
        referenceForms(ownFile, foreignFile),
        (image) => send(t[key], 'PUT', `/users/${me[key].id}`, { image }),
        () => userState(me[key].id),
      );
    }
    const katrinFile = await uploadPng(t.katrin);
    const teaser = async () => (await api(`/posts/${ownPost}?status=draft&populate=teaserImage`, { token: t.katrin })).body.data.teaserImage?.id ?? null;
    await refusesEveryForm(
      'teaserImage',
      referenceForms(katrinFile, foreignFile),
      (teaserImage) => send(t.katrin, 'PUT', `/posts/${ownPost}`, { data: { teaserImage } }),
      teaser,
    );
    const logo = async () => (await api(`/brands/${ds.documentId}?populate=logo`, { token: t.katrin })).body.data.logo?.id ?? null;
    await refusesEveryForm(
      'logo',
      referenceForms(katrinFile, foreignFile),
      (logoRef) => send(t.katrin, 'PUT', `/brands/${ds.documentId}`, { data: { logo: logoRef } }),
      logo,
    );
  });

  it('invitations and favorites: no other brand, no other user', async () => {
    const invited: string[] = [];
    await refusesEveryForm(
      'POST /invitations',
      referenceForms(ds, foreignBrand),
      async (brand) => {
        const answer = await send(t.katrin, 'POST', '/invitations', {
          data: { email: `${unique('i').toLowerCase()}@verweis.test`, role: 'brand_admin', brand },
        });
        if (answer.status < 300) invited.push(answer.body.data.documentId);
        return answer;
      },
      async () => invited.length,
    );
    const favoritesOfSales = async () => (await api('/favorites', { token: t.sales })).body.data.length;
    await refusesEveryForm(
      'POST /favorites user',
      referenceForms(me.arzt, me.sales),
      (user) => send(t.arzt, 'POST', '/favorites', { data: { brand: ds.documentId, user } }),
      favoritesOfSales,
    );
  });

  it('honest references still work: a documentId, a numeric id, {documentId}, {id}, a list and connect', async () => {
    for (const brand of [
      ds.documentId,
      ds.id,
      String(ds.id),
      { documentId: ds.documentId },
      { id: ds.id },
      { connect: [ds.documentId] },
      { set: [{ id: ds.id }] },
    ]) {
      const created = await send(t.katrin, 'POST', '/posts', { data: { title: unique('ehrlich'), type: 'news', brand } });
      expect(created.status, JSON.stringify(brand)).toBe(201);
      made.posts.push(created.body.data.documentId);
      const stored = await api(`/posts/${created.body.data.documentId}?status=draft&populate=brand`, { token: t.katrin });
      expect(stored.body.data.brand.documentId).toBe(ds.documentId);
    }
    const file = await uploadPng(t.katrin);
    expect((await send(t.katrin, 'PUT', `/posts/${ownPost}`, { data: { teaserImage: file.id } })).status).toBe(200);
    expect((await send(t.katrin, 'PUT', `/posts/${ownPost}`, { data: { teaserImage: file.id, title: 'Weiter mit Bild' } })).status).toBe(200);
  });

  it('the refusal names the field in German', async () => {
    const answer = await send(t.katrin, 'POST', '/posts', { data: { title: unique('p'), type: 'news', brand: [ds.documentId, foreignBrand.documentId] } });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe('Bitte verweisen Sie in „brand“ auf genau einen Eintrag (documentId oder id).');
    expect(answer.body.error.details.errors[0].path).toEqual(['brand']);
    const padded = await send(t.katrin, 'PUT', `/users/${me.katrin.id}`, { image: ` ${me.katrin.id}` });
    expect(padded.status).toBe(400);
    const foreignFile = await uploadPng(t.operator);
    const file = await send(t.katrin, 'PUT', `/users/${me.katrin.id}`, { image: foreignFile.id });
    expect(file.status).toBe(400);
    expect(file.body.error.message).toBe('Sie können nur eigene Bilder verwenden. Bitte laden Sie das Bild hoch.');
  });
});
