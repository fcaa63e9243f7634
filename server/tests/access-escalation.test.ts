import { CONSENT_TEXT_VERSION } from '@markenportal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiUrl, DEMO_ACCOUNTS, DEMO_PASSWORD, login, PUBLIC_ACCESS_TOKEN } from '../../tests/support/api';

// Escalation and cross-tenant attempts (issue 6): role changes through every user route, adding
// oneself (or someone) to a brand, and reaching another brand's posts, events, links, users,
// chats, invitations and schedules through ids, filters and populate. The tenants: katrin.hoffmann
// administers DermaSana only; Cardiovia is the other brand (brandadmin administers both,
// brandviewer, sales and lena.wagner belong to Cardiovia, jonas.becker to DermaSana).
// Everything made here is removed again; demo accounts end as they were.

const KATRIN = 'katrin.hoffmann@example.com';
const LENA = 'lena.wagner@example.com';
const JONAS = 'jonas.becker@example.com';
type Key = 'operator' | 'mitarbeiter' | 'brandadmin' | 'brandviewer' | 'sales' | 'arzt' | 'katrin' | 'lena' | 'jonas';
const NON_OPERATORS: Key[] = ['mitarbeiter', 'brandadmin', 'brandviewer', 'sales', 'arzt', 'katrin'];

let t: Record<Key, string>;
let id: Record<Key, number>;
let cv: string; // Cardiovia
let ds: string; // DermaSana
let neurolind: string; // a brand none of the demo accounts belongs to
let cvNumeric: number;
let roles: Record<string, number>;
let cvPost: string; // published Cardiovia post (demo)
let cvDraft: string; // Cardiovia post that was never published (demo)
let cvEvent: string;
let cvDraftEvent: string;
let cvLink: string;
let salesArztChat: string;
let stamp = 0;
/** No token: the calls of someone who is not signed in. */
const anonymous = undefined as unknown as string;
const unique = (what: string) => `Eskalation-${what}-${process.pid}-${Date.now().toString(36)}-${++stamp}`;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const made = {
  posts: [] as string[],
  events: [] as string[],
  links: [] as string[],
  invitations: [] as string[],
  actions: [] as string[],
  users: [] as number[],
  files: [] as number[],
};

const put = (token: string, path: string, body: unknown) => api(path, { token, method: 'PUT', body });
const post = (token: string, path: string, body?: unknown) => api(path, { token, method: 'POST', body });
const del = (token: string, path: string) => api(path, { token, method: 'DELETE' });
/** A user as the operator sees them: role, brands and per-brand roles. */
const stored = async (userId: number) =>
  (
    await api(`/users/${userId}?populate[0]=role&populate[1]=brands&populate[2]=userBrandRoles.brand&populate[3]=brand&populate[4]=profile&populate[5]=image`, {
      token: t.operator,
    })
  ).body;
const membership = (user: {
  role?: { type: string };
  brands?: { documentId: string }[];
  brand?: { documentId: string } | null;
  userBrandRoles?: { role: string; brand?: { documentId: string } }[];
}) => ({
  role: user.role?.type,
  brand: user.brand?.documentId ?? null,
  brands: (user.brands ?? []).map((b) => b.documentId).sort(),
  userBrandRoles: (user.userBrandRoles ?? []).map((e) => `${e.brand?.documentId}:${e.role}`).sort(),
});
/** Every e-mail address anywhere in an answer (users reached through populate included). */
const emailsIn = (body: unknown) => [...new Set(JSON.stringify(body).match(/[\w.+-]+@[\w-]+\.[\w.]+/g) ?? [])];
/** Whether any object in the answer has the key. */
const hasKey = (body: unknown, key: string): boolean =>
  Array.isArray(body)
    ? body.some((v) => hasKey(v, key))
    : !!body && typeof body === 'object' && Object.entries(body).some(([k, v]) => k === key || hasKey(v, key));
const titles = (body: { data?: { title: string }[] }) => (body.data ?? []).map((d) => d.title);

const draftPost = async (title = unique('Beitrag'), token = t.brandadmin, brand = cv) => {
  const { status, body } = await post(token, '/posts', { data: { title, type: 'news', brand } });
  expect(status, JSON.stringify(body)).toBe(201);
  made.posts.push(body.data.documentId);
  return body.data.documentId as string;
};
/** Posts with this title in Cardiovia (drafts included), as the operator sees them. */
const cardioviaPostsTitled = async (title: string) =>
  (await api(`/posts?status=draft&filters[title][$eq]=${encodeURIComponent(title)}&filters[brand][documentId][$eq]=${cv}`, { token: t.operator })).body.data;
const newUser = async (body: Record<string, unknown>) => {
  const name = unique('nutzer').toLowerCase();
  const { status, body: user } = await post(t.operator, '/users', {
    username: name,
    email: `${name}@eskalation.test`,
    password: DEMO_PASSWORD,
    confirmed: true,
    ...body,
  });
  expect(status, JSON.stringify(user)).toBe(201);
  made.users.push(user.id);
  return user as { id: number; email: string };
};
const uploadPng = async (token: string, fields: Record<string, string> = {}, query = '') => {
  const form = new FormData();
  form.append(
    'files',
    new Blob([Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')], {
      type: 'image/png',
    }),
    'eskalation.png',
  );
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const response = await fetch(`${apiUrl()}/upload${query}`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  const body = await response.json();
  if (response.status === 201) made.files.push(...body.map((f: { id: number }) => f.id));
  return { status: response.status, body };
};

beforeAll(async () => {
  const emails: Record<Key, string> = { ...DEMO_ACCOUNTS, katrin: KATRIN, lena: LENA, jonas: JONAS };
  t = {} as typeof t;
  id = {} as typeof id;
  for (const [key, email] of Object.entries(emails) as [Key, string][]) {
    t[key] = await login(email);
    id[key] = (await api('/users/me', { token: t[key] })).body.id;
  }
  const brands = (await api('/brands?pagination[pageSize]=100', { token: t.operator })).body.data as { id: number; documentId: string; name: string }[];
  cv = brands.find((b) => b.name === 'Cardiovia')!.documentId;
  cvNumeric = brands.find((b) => b.name === 'Cardiovia')!.id;
  ds = brands.find((b) => b.name === 'DermaSana')!.documentId;
  neurolind = brands.find((b) => b.name === 'Neurolind')!.documentId;
  roles = Object.fromEntries(
    (await api('/users-permissions/roles', { token: t.operator })).body.roles.map((r: { type: string; id: number }) => [r.type, r.id]),
  );
  const first = async (path: string) => (await api(path, { token: t.operator })).body.data[0].documentId as string;
  cvPost = await first(`/posts?filters[title][$eq]=${encodeURIComponent('Neue Leitlinie zur Hypertonie-Therapie')}`);
  cvDraft = await first(`/posts?status=draft&filters[title][$eq]=${encodeURIComponent('Entwurf: Fachinformation Update')}`);
  cvEvent = await first(`/events?filters[title][$eq]=${encodeURIComponent('Fortbildung: Hypertonie kompakt')}`);
  cvDraftEvent = await first(`/events?status=draft&filters[title][$eq]=${encodeURIComponent('Praxisworkshop EKG (Entwurf)')}`);
  cvLink = await first('/links?filters[link][$eq]=cardiovia-schneider');
  salesArztChat = ((await api('/chats', { token: t.sales })).body.data as { id: string; contact: { id: number } }[]).find((c) => c.contact.id === id.arzt)!.id;
});

afterAll(async () => {
  if (!t) return;
  for (const a of made.actions) await del(t.brandadmin, `/publisher/actions/${a}`);
  for (const p of made.posts) await del(t.brandadmin, `/posts/${p}`);
  for (const e of made.events) await del(t.brandadmin, `/events/${e}`);
  for (const l of made.links) await del(t.operator, `/links/${l}`);
  for (const i of made.invitations) await del(t.brandadmin, `/invitations/${i}`);
  for (const u of made.users) await del(t.operator, `/users/${u}`);
  for (const f of made.files) await del(t.operator, `/upload/files/${f}`);
});

describe('role changes through every user route', () => {
  const forms = (roleId: number) => [roleId, String(roleId), { id: roleId }, { connect: [roleId] }, { connect: [{ id: roleId }] }, { set: [{ id: roleId }] }];

  it('PUT /users/:id: nobody changes their own role, in any relation form', async () => {
    for (const key of ['operator', 'brandadmin', 'sales', 'arzt'] as Key[]) {
      const before = membership(await stored(id[key]));
      for (const role of forms(roles.operator)) {
        const { status } = await put(t[key], `/users/${id[key]}`, { role });
        expect(status, `${key} ${JSON.stringify(role)}`).toBe(403);
      }
      expect(membership(await stored(id[key])), key).toEqual(before);
    }
  });

  it('PUT /users/:id: only operators change another user’s role', async () => {
    // The target is a sales user of Cardiovia and DermaSana: every admin here administers one of its brands.
    const target = await newUser({
      role: roles.sales,
      brands: [cv, ds],
      userBrandRoles: [
        { brand: cv, role: 'sales' },
        { brand: ds, role: 'sales' },
      ],
    });
    const before = membership(await stored(target.id));
    for (const key of NON_OPERATORS) {
      for (const role of forms(roles.brand_admin)) {
        const { status } = await put(t[key], `/users/${target.id}`, { role });
        expect(status, `${key} ${JSON.stringify(role)}`).toBe(403);
      }
    }
    expect(membership(await stored(target.id))).toEqual(before);
    expect((await put(t.operator, `/users/${target.id}`, { role: roles.visual_brand_admin })).status).toBe(200);
    expect(membership(await stored(target.id)).role).toBe('visual_brand_admin');
  });

  it('POST /users: only operators create users, so nobody else hands out a role that way', async () => {
    for (const key of NON_OPERATORS) {
      const name = unique(`erstellt-${key}`).toLowerCase();
      const { status } = await post(t[key], '/users', { username: name, email: `${name}@eskalation.test`, password: DEMO_PASSWORD, role: roles.operator });
      expect(status, key).toBe(403);
      expect((await api(`/users?filters[username][$eq]=${name}`, { token: t.operator })).body, key).toEqual([]);
    }
  });

  it('POST /auth/local/register takes no role, brand, membership, contact or account flag', async () => {
    const fields: Record<string, unknown> = {
      role: roles.operator,
      brand: cv,
      brands: [cv],
      userBrandRoles: [{ brand: cv, role: 'brand_admin' }],
      contacts: [id.sales],
      confirmed: true,
      blocked: false,
      provider: 'google',
      fcmToken: 'fremd',
    };
    for (const [field, value] of Object.entries(fields)) {
      const name = unique(`reg-${field}`).toLowerCase();
      const { status } = await post(anonymous, '/auth/local/register', {
        username: name,
        email: `${name}@eskalation.test`,
        password: DEMO_PASSWORD,
        [field]: value,
      });
      expect(status, field).toBe(400);
      expect((await api(`/users?filters[username][$eq]=${name}`, { token: t.operator })).body, field).toEqual([]);
    }
    // With the fields the app sends, a plain account without any brand.
    const name = unique('reg').toLowerCase();
    const registered = await post(anonymous, '/auth/local/register', {
      username: name,
      email: `${name}@eskalation.test`,
      password: DEMO_PASSWORD,
      profile: { firstName: 'Neu', target: 'pta' },
    });
    expect(registered.status).toBe(200);
    made.users.push(registered.body.user.id);
    expect(membership(await stored(registered.body.user.id))).toEqual({ role: 'authenticated', brand: null, brands: [], userBrandRoles: [] });
  });

  it('PUT /users/me does not exist (no way around the id-based guard)', async () => {
    for (const key of ['operator', 'brandadmin', 'sales', 'arzt'] as Key[]) {
      const before = membership(await stored(id[key]));
      const { status } = await put(t[key], '/users/me', { role: roles.operator, brands: [neurolind], profile: { city: 'Bonn' } });
      expect(status, key).toBe(404);
      expect(membership(await stored(id[key])), key).toEqual(before);
    }
  });

  it('the roles themselves are not changed through the API, not even by the operator', async () => {
    const before = (await api(`/users-permissions/roles/${roles.sales}`, { token: t.operator })).body.role.permissions;
    for (const key of ['operator', ...NON_OPERATORS] as Key[]) {
      const { status } = await put(t[key], `/users-permissions/roles/${roles.sales}`, { name: 'Außendienst', permissions: {} });
      expect(status, key).toBe(403);
    }
    expect((await api(`/users-permissions/roles/${roles.sales}`, { token: t.operator })).body.role.permissions).toEqual(before);
  });
});

describe('adding oneself or someone else to a brand', () => {
  it('nobody adds themselves to a brand through brands, brand or userBrandRoles', async () => {
    for (const key of ['mitarbeiter', 'brandadmin', 'brandviewer', 'sales', 'arzt', 'katrin'] as Key[]) {
      const before = membership(await stored(id[key]));
      const attempts = [
        { brands: [neurolind] },
        { brands: { connect: [neurolind] } },
        { brands: { connect: [{ documentId: neurolind }] } },
        { brand: neurolind },
        { brand: { connect: [neurolind] } },
        { userBrandRoles: [{ brand: neurolind, role: 'brand_admin' }] },
        { userBrandRoles: [{ brand: { connect: [neurolind] }, role: 'brand_admin' }] },
      ];
      for (const body of attempts) expect((await put(t[key], `/users/${id[key]}`, body)).status, `${key} ${JSON.stringify(body)}`).toBe(403);
      expect(membership(await stored(id[key])), key).toEqual(before);
    }
  });

  it('a brand has no member list to write: the brand route refuses it', async () => {
    expect((await put(t.katrin, `/brands/${ds}`, { data: { users: [id.katrin] } })).status).toBe(403);
    expect((await put(t.katrin, `/brands/${cv}`, { data: { name: 'Cardiovia' } })).status).toBe(403);
  });

  it('a brand admin gives no role in a brand they do not administer, whatever the relation form', async () => {
    const jonasBefore = membership(await stored(id.jonas));
    const own = { brand: ds, role: 'sales' };
    for (const brand of [
      cv,
      { documentId: cv },
      [cv],
      { connect: [cv] },
      { connect: [{ documentId: cv }] },
      { set: [cv] },
      { connect: [ds, cv] },
      [ds, cv],
      cvNumeric,
    ]) {
      const { status } = await put(t.katrin, `/users/${id.jonas}`, { userBrandRoles: [own, { brand, role: 'brand_admin' }] });
      expect([400, 403], JSON.stringify(brand)).toContain(status);
      expect(membership(await stored(id.jonas)), JSON.stringify(brand)).toEqual(jonasBefore);
    }
    for (const brands of [[ds, cv], { connect: [cv] }, { set: [ds, cv] }]) {
      expect((await put(t.katrin, `/users/${id.jonas}`, { brands })).status, JSON.stringify(brands)).toBe(403);
    }
    // Two entries for one brand would let the stored order differ from what was checked.
    const twice = await put(t.brandadmin, `/users/${id.jonas}`, {
      userBrandRoles: [
        { brand: ds, role: 'sales' },
        { brand: ds, role: 'brand_admin' },
      ],
    });
    expect(twice.status).toBe(400);
    expect(membership(await stored(id.jonas))).toEqual(jonasBefore);
  });

  it('a brand admin neither adopts another brand’s user nor changes a co-admin’s other brand', async () => {
    const lenaBefore = membership(await stored(id.lena));
    expect((await put(t.katrin, `/users/${id.lena}`, { brands: { connect: [ds] } })).status).toBe(403);
    expect(
      (
        await put(t.katrin, `/users/${id.lena}`, {
          userBrandRoles: [
            { brand: cv, role: 'sales' },
            { brand: ds, role: 'sales' },
          ],
        })
      ).status,
    ).toBe(403);
    expect(membership(await stored(id.lena))).toEqual(lenaBefore);

    const adminBefore = await stored(id.brandadmin);
    const entries = adminBefore.userBrandRoles.map((e: { brand: { documentId: string }; role: string }) => ({ brand: e.brand.documentId, role: e.role }));
    const demoted = entries.map((e: { brand: string; role: string }) => (e.brand === cv ? { ...e, role: 'sales' } : e));
    expect((await put(t.katrin, `/users/${id.brandadmin}`, { userBrandRoles: demoted })).status).toBe(403);
    expect((await put(t.katrin, `/users/${id.brandadmin}`, { brands: [ds] })).status).toBe(403);
    expect(membership(await stored(id.brandadmin))).toEqual(membership(adminBefore));
  });

  it('profile, picture and blocked are the whole account: only an admin of all its brands changes them', async () => {
    // brandadmin also administers Cardiovia: blocking them from DermaSana would lock them out there too.
    const blocked = await put(t.katrin, `/users/${id.brandadmin}`, { blocked: true });
    expect(blocked.status).toBe(403);
    expect(blocked.body.error.message).toBe('Dieses Konto gehört auch zu Brands, die Sie nicht verwalten: Profil und Status ändern dort nur deren Admins.');
    expect((await put(t.katrin, `/users/${id.brandadmin}`, { profile: { firstName: 'Übernommen' } })).status).toBe(403);
    const admin = await stored(id.brandadmin);
    expect(admin.blocked).toBe(false);
    expect(admin.profile.firstName).toBe('Berta');
    expect((await api('/auth/local', { method: 'POST', body: { identifier: DEMO_ACCOUNTS.brandadmin, password: DEMO_PASSWORD } })).status).toBe(200);

    // A user of DermaSana alone: katrin changes the profile and blocks; a user of both brands: brandadmin does.
    const onlyDerma = await newUser({ role: roles.sales, brands: [ds], userBrandRoles: [{ brand: ds, role: 'sales' }] });
    expect((await put(t.katrin, `/users/${onlyDerma.id}`, { profile: { firstName: 'Geändert' } })).status).toBe(200);
    expect((await put(t.katrin, `/users/${onlyDerma.id}`, { blocked: true })).status).toBe(200);
    const both = await newUser({
      role: roles.sales,
      brands: [cv, ds],
      userBrandRoles: [
        { brand: cv, role: 'sales' },
        { brand: ds, role: 'sales' },
      ],
    });
    expect((await put(t.katrin, `/users/${both.id}`, { blocked: true })).status).toBe(403);
    expect((await put(t.brandadmin, `/users/${both.id}`, { blocked: true })).status).toBe(200);
  });

  it('invitations add people only to the inviter’s brands, and only the invitee accepts', async () => {
    for (const brand of [cv, { connect: [cv] }, [ds, cv], { connect: [ds, cv] }]) {
      const { status } = await post(t.katrin, '/invitations', {
        data: { email: `${unique('selbst').toLowerCase()}@einladung.test`, role: 'brand_admin', brand },
      });
      expect([400, 403], JSON.stringify(brand)).toContain(status);
    }
    const { body } = await post(t.brandadmin, '/invitations', {
      data: { email: `${unique('fremd').toLowerCase()}@einladung.test`, role: 'brand_admin', brand: cv },
    });
    made.invitations.push(body.data.documentId);
    const code = new URL(body.data.link).searchParams.get('code');
    for (const key of ['katrin', 'sales', 'arzt', 'brandviewer'] as Key[]) {
      const before = membership(await stored(id[key]));
      expect((await post(t[key], '/invitations/accept', { code })).status, key).toBe(403);
      expect(membership(await stored(id[key])), key).toEqual(before);
    }
  });
});

describe('another brand’s content through ids', () => {
  it('posts: read 404, write 403 — and nothing changes', async () => {
    const before = (await api(`/posts/${cvPost}?status=draft`, { token: t.brandadmin })).body.data.title;
    expect((await api(`/posts/${cvPost}`, { token: t.katrin })).status).toBe(404);
    expect((await api(`/posts/${cvDraft}?status=draft`, { token: t.katrin })).status).toBe(404);
    expect((await put(t.katrin, `/posts/${cvPost}`, { data: { title: 'Übernommen' } })).status).toBe(403);
    for (const action of ['publish', 'unpublish']) expect((await post(t.katrin, `/posts/${cvDraft}/${action}`)).status, action).toBe(403);
    expect((await del(t.katrin, `/posts/${cvPost}`)).status).toBe(403);
    expect((await api(`/posts/${cvPost}?status=draft`, { token: t.brandadmin })).body.data.title).toBe(before);
    expect((await api(`/posts/${cvDraft}`, { token: t.sales })).status).toBe(404);
  });

  it('posts and events are not created in, nor moved to, another brand in any relation form', async () => {
    const forms = [
      cv,
      { documentId: cv },
      { connect: [cv] },
      { connect: [{ documentId: cv }] },
      { set: [cv] },
      [cv],
      { connect: [cv, ds] },
      { connect: [ds, cv] },
      [ds, cv],
      [cv, ds],
      { set: [ds], connect: [cv] },
      { connect: [{ documentId: cv, position: { end: true } }, { documentId: ds }] },
      cvNumeric,
      String(cvNumeric),
      { id: cvNumeric },
    ];
    for (const brand of forms) {
      const title = unique('fremd');
      const created = await post(t.katrin, '/posts', { data: { title, type: 'news', brand } });
      if (created.status === 201) made.posts.push(created.body.data.documentId);
      expect([400, 403], `post ${JSON.stringify(brand)}`).toContain(created.status);
      expect(await cardioviaPostsTitled(title), JSON.stringify(brand)).toEqual([]);
      const event = await post(t.katrin, '/events', { data: { title, startDate: inDays(20), brand } });
      if (event.status === 201) made.events.push(event.body.data.documentId);
      expect([400, 403], `event ${JSON.stringify(brand)}`).toContain(event.status);
    }
    const own = await draftPost(unique('eigen'), t.katrin, ds);
    for (const brand of forms) {
      expect([400, 403], `move ${JSON.stringify(brand)}`).toContain((await put(t.katrin, `/posts/${own}`, { data: { brand } })).status);
    }
    expect((await api(`/posts/${own}?status=draft&populate=brand`, { token: t.katrin })).body.data.brand.documentId).toBe(ds);
  });

  it('events, links, invitations, schedules, dashboard: refused for another brand', async () => {
    expect((await api(`/events/${cvEvent}`, { token: t.katrin })).status).toBe(404);
    expect((await api(`/events/${cvDraftEvent}?status=draft`, { token: t.katrin })).status).toBe(404);
    expect((await put(t.katrin, `/events/${cvEvent}`, { data: { title: 'Übernommen' } })).status).toBe(403);
    expect((await del(t.katrin, `/events/${cvEvent}`)).status).toBe(403);

    expect((await api(`/links/${cvLink}`, { token: t.katrin })).status).toBe(404);
    const link = await post(t.katrin, '/links', { data: { link: unique('link').toLowerCase(), brand: cv, salesUser: id.sales } });
    expect(link.status).toBe(403);
    const viaJonas = await post(t.katrin, '/links', { data: { link: unique('link').toLowerCase(), brand: { connect: [ds, cv] }, salesUser: id.jonas } });
    expect(viaJonas.status).toBe(400);

    const invitation = (await post(t.brandadmin, '/invitations', { data: { email: `${unique('cv').toLowerCase()}@einladung.test`, role: 'sales', brand: cv } }))
      .body.data;
    made.invitations.push(invitation.documentId);
    expect((await del(t.katrin, `/invitations/${invitation.documentId}`)).status).toBe(403);

    const draft = await draftPost();
    const schedule = await post(t.brandadmin, '/publisher/actions', {
      data: { entityId: draft, entitySlug: 'api::post.post', mode: 'publish', executeAt: inDays(10) },
    });
    made.actions.push(schedule.body.data.documentId);
    expect(
      (await post(t.katrin, '/publisher/actions', { data: { entityId: cvDraft, entitySlug: 'api::post.post', mode: 'publish', executeAt: inDays(10) } }))
        .status,
    ).toBe(403);
    expect((await put(t.katrin, `/publisher/actions/${schedule.body.data.documentId}`, { data: { executeAt: inDays(1) } })).status).toBe(403);
    expect((await del(t.katrin, `/publisher/actions/${schedule.body.data.documentId}`)).status).toBe(403);

    expect((await api(`/dashboard?brand=${cv}`, { token: t.katrin })).status).toBe(403);
    expect((await api(`/dashboard?brand=${ds}`, { token: t.brandviewer })).status).toBe(403);
  });

  it('users: another brand’s users are a 404 to read and a 403 to change', async () => {
    expect((await api(`/users/${id.sales}`, { token: t.katrin })).status).toBe(404);
    expect((await api(`/users/${id.jonas}`, { token: t.brandviewer })).status).toBe(404);
    expect((await api(`/users/${id.lena}`, { token: t.sales })).status).toBe(404);
    expect((await put(t.katrin, `/users/${id.sales}`, { profile: { firstName: 'Übernommen' } })).status).toBe(403);
    expect((await stored(id.sales)).profile.firstName).toBe('Simon');
  });

  it('chats: another pair’s chat is a 404 for everyone else', async () => {
    for (const key of ['katrin', 'lena', 'brandadmin', 'operator'] as Key[]) {
      expect((await api(`/chats/${salesArztChat}/messages`, { token: t[key] })).status, key).toBe(404);
      expect((await post(t[key], `/chats/${salesArztChat}/messages`, { data: { text: 'Hallo?' } })).status, key).toBe(404);
      expect((await post(t[key], `/chats/${salesArztChat}/read`)).status, key).toBe(404);
    }
    // The list ignores filters: it is always one's own chats.
    const lena = (await api(`/chats?filters[participants][id][$eq]=${id.sales}`, { token: t.lena })).body.data as { contact: { id: number } }[];
    expect(lena.map((c) => c.contact.id)).not.toContain(id.sales);
    expect(lena.map((c) => c.contact.id)).not.toContain(id.arzt);
  });
});

describe('another brand’s content through filters and populate', () => {
  const asKatrin = async (path: string) => {
    const { status, body } = await api(path, { token: t.katrin });
    expect(status, path).toBe(200);
    return body;
  };
  const brandsOf = (body: { data: { brand?: { documentId: string } | null }[] }) => [...new Set(body.data.map((d) => d.brand?.documentId))];

  it('posts and events: filters on the other brand find nothing, populate shows only one’s own', async () => {
    for (const type of ['posts', 'events']) {
      expect((await asKatrin(`/${type}?status=draft&filters[brand][documentId][$eq]=${cv}`)).data, type).toEqual([]);
      expect((await asKatrin(`/${type}?status=draft&filters[brand][name][$eq]=Cardiovia`)).data, type).toEqual([]);
      expect((await asKatrin(`/${type}?status=draft&filters[brand][id][$eq]=${cvNumeric}`)).data, type).toEqual([]);
      const or = await asKatrin(`/${type}?status=draft&populate=brand&filters[$or][0][brand][documentId][$eq]=${cv}&filters[$or][1][title][$notNull]=true`);
      expect(brandsOf(or), type).toEqual([ds]);
      for (const populate of ['populate=*', 'populate[brand][populate]=*', 'populate[brand]=true&populate[specializations]=true']) {
        const body = await asKatrin(`/${type}?status=draft&${populate}&pagination[pageSize]=100`);
        expect(brandsOf(body), `${type} ${populate}`).toEqual([ds]);
        expect(hasKey(body, 'history'), `${type} ${populate}`).toBe(false);
      }
    }
    const not = await asKatrin(`/posts?status=draft&populate=brand&filters[$not][brand][documentId][$eq]=${ds}`);
    expect(not.data).toEqual([]);
  });

  it('links, invitations and schedules: the same', async () => {
    expect((await asKatrin(`/links?filters[brand][documentId][$eq]=${cv}`)).data).toEqual([]);
    const links = await asKatrin(`/links?populate=*&filters[$or][0][brand][documentId][$eq]=${cv}&filters[$or][1][link][$notNull]=true`);
    expect(brandsOf(links)).toEqual([ds]);
    expect((await asKatrin(`/invitations?filters[brand][documentId][$eq]=${cv}`)).data).toEqual([]);
    const invitations = await asKatrin('/invitations?populate=*&pagination[pageSize]=100');
    expect(brandsOf(invitations).filter((b) => b !== ds)).toEqual([]);

    const draft = await draftPost();
    const action = (
      await post(t.brandadmin, '/publisher/actions', { data: { entityId: draft, entitySlug: 'api::post.post', mode: 'publish', executeAt: inDays(12) } })
    ).body.data;
    made.actions.push(action.documentId);
    expect((await asKatrin(`/publisher/actions?filters[entityId][$eq]=${draft}`)).data).toEqual([]);
    expect(
      (await asKatrin(`/publisher/actions?filters[$or][0][entityId][$eq]=${draft}&filters[$or][1][id][$gt]=0`)).data.map(
        (a: { entityId: string }) => a.entityId,
      ),
    ).not.toContain(draft);
    // A long list (over 100 ids arrives as an object, not an array) is checked id by id as well.
    const padding = Array.from({ length: 120 }, (_, i) => `filters[entityId][$in][${i}]=none-${i}`).join('&');
    expect((await asKatrin(`/publisher/actions?${padding}&filters[entityId][$in][120]=${draft}`)).data).toEqual([]);
    const ownLongList = await api(`/publisher/actions?${padding}&filters[entityId][$in][120]=${draft}`, { token: t.brandadmin });
    expect(ownLongList.body.data.map((a: { entityId: string }) => a.entityId)).toEqual([draft]);
    // The brand's own viewer sees it; sales and the doctor see no schedules at all.
    expect((await api(`/publisher/actions?filters[entityId][$eq]=${draft}`, { token: t.brandviewer })).body.data).toHaveLength(1);
    expect((await api('/publisher/actions', { token: t.sales })).status).toBe(403);
  });

  it('a brand admin or sales rep who belongs to no brand reads nothing of any brand', async () => {
    // Strapi drops an empty `$in: []` from filters; an empty scope must still mean "nothing".
    const paths = ['/posts', '/posts?status=draft', '/events', '/events?status=draft', '/links', '/invitations', '/publisher/actions'];
    const answers: Record<string, string> = {};
    for (const role of ['brand_admin', 'sales'] as const) {
      const user = await newUser({ role: roles[role] });
      const token = await login(user.email);
      for (const path of paths) {
        const { status, body } = await api(path, { token });
        answers[`${role} ${path}`] = status === 200 ? `200 ${(body.data as unknown[]).length}` : String(status);
      }
    }
    expect(answers).toEqual({
      ...Object.fromEntries(paths.map((p) => [`brand_admin ${p}`, '200 0'])),
      ...Object.fromEntries(paths.map((p) => [`sales ${p}`, p.startsWith('/posts') || p.startsWith('/events') ? '200 0' : '403'])),
    });
  });

  it('users: relation filters and populate stay inside the caller’s scope', async () => {
    const cardioviaOnly = [DEMO_ACCOUNTS.sales, DEMO_ACCOUNTS.brandviewer, LENA];
    for (const query of [
      `filters[userBrandRoles][brand][documentId][$eq]=${cv}`,
      `filters[brands][documentId][$eq]=${cv}&populate=*`,
      `filters[$or][0][brands][documentId][$eq]=${cv}&filters[$or][1][id][$gt]=0`,
      `filters[brand][documentId][$eq]=${cv}`,
      `filters[role][type][$eq]=sales&populate[brands]=true&populate[userBrandRoles][populate]=*`,
      'populate[contacts][populate][contacts]=true',
      'populate[role][populate][users]=true',
    ]) {
      const { status, body } = await api(`/users?${query}`, { token: t.katrin });
      expect(status, query).toBe(200);
      const found = emailsIn(body);
      for (const email of cardioviaOnly) expect(found, `${query} → ${email}`).not.toContain(email);
      expect((await api(`/users/count?${query.replace(/&?populate[^&]*/g, '')}`, { token: t.katrin })).body, query).toBe(body.length);
    }
    for (const path of [
      '/links?populate[salesUser][populate][role][populate][users]=true',
      '/invitations?populate[invitedBy][populate][role][populate][users]=true',
    ]) {
      const found = emailsIn((await api(path, { token: t.katrin })).body);
      for (const email of cardioviaOnly) expect(found, `${path} → ${email}`).not.toContain(email);
    }
    // A Cardiovia viewer looks for DermaSana's people.
    const viewer = emailsIn((await api(`/users?filters[brands][documentId][$eq]=${ds}&populate=*`, { token: t.brandviewer })).body);
    expect(viewer).not.toContain(JONAS);
    expect(viewer).not.toContain(KATRIN);
  });

  it('users: contacts of contacts do not reach past the scope (into another brand)', async () => {
    // A doctor who knows DermaSana's rep (jonas) and a rep of Cardiovia.
    const rep = await newUser({ role: roles.sales, brands: [cv], userBrandRoles: [{ brand: cv, role: 'sales' }] });
    const repLink = (await post(t.operator, '/links', { data: { link: unique('link').toLowerCase(), brand: cv, salesUser: rep.id } })).body.data;
    made.links.push(repLink.documentId);
    const name = unique('arzt').toLowerCase();
    const doctor = await post(anonymous, '/auth/local/register', {
      username: name,
      email: `${name}@eskalation.test`,
      password: DEMO_PASSWORD,
      profile: { lastName: 'Doppelt' },
    });
    made.users.push(doctor.body.user.id);
    expect((await post(doctor.body.jwt, '/links/connect', { data: { link: 'dermasana-becker', consentVersion: CONSENT_TEXT_VERSION } })).status).toBe(200);
    expect((await post(doctor.body.jwt, '/links/connect', { data: { link: repLink.link, consentVersion: CONSENT_TEXT_VERSION } })).status).toBe(200);

    for (const path of [
      '/users?populate[contacts][populate][contacts]=true',
      `/users/${id.jonas}?populate[contacts][populate][contacts][populate]=*`,
      '/users/me?populate[contacts][populate][contacts]=true',
      '/links?populate[salesUser][populate][contacts][populate][contacts]=true',
    ]) {
      const { status, body } = await api(path, { token: t.katrin });
      expect(status, path).toBe(200);
      expect(emailsIn(body), path).not.toContain(rep.email);
      expect(emailsIn(body), path).not.toContain(doctor.body.user.email);
    }
    // Sales read themselves and their contacts, not their contacts' other contacts (lena knows dr.yilmaz too).
    for (const path of ['/users?populate[contacts][populate][contacts]=true', '/users/me?populate[contacts][populate][contacts]=true']) {
      const found = emailsIn((await api(path, { token: t.sales })).body);
      expect(found, path).toContain('dr.yilmaz@example.com');
      expect(found, path).not.toContain(LENA);
    }
    // Operators see everything.
    expect(emailsIn((await api(`/users/${id.jonas}?populate[contacts][populate][contacts]=true`, { token: t.operator })).body)).toContain(rep.email);

    // Nor do filters through contacts: the doctor's other rep cannot be guessed letter by letter.
    const drId = doctor.body.user.id;
    const oracles: [string, string][] = [
      // jonas reads the doctor (his contact), but not the doctor's other rep.
      [t.jonas, `/users?filters[id][$eq]=${drId}&filters[contacts][email][$startsWith]=${rep.email.slice(0, 3)}`],
      [t.jonas, `/users?filters[contacts][id][$eq]=${rep.id}`],
      [t.sales, `/users/count?filters[$or][0][contacts][email][$contains]=eskalation`],
      [t.katrin, `/links?filters[salesUser][contacts][email][$contains]=eskalation`],
      [t.katrin, `/users?filters[$and][0][contacts][id][$eq]=${drId}`],
      [t.brandadmin, `/invitations?filters[invitedBy][contacts][id][$eq]=${drId}`],
    ];
    for (const [token, path] of oracles) {
      const { status, body } = await api(path, { token });
      expect(status, path).toBe(400);
      expect(body.error.message, path).toBe('Ungültiger Parameter in der Anfrage: contacts.');
    }
    // Their own contacts stay a filter (the Kontakte list), and staff filter freely.
    expect((await api(`/users?filters[contacts][id][$eq]=${id.sales}`, { token: t.sales })).status).toBe(200);
    expect(emailsIn((await api(`/users?filters[contacts][id][$eq]=${drId}`, { token: t.operator })).body)).toContain(rep.email);
  });

  it('brands: the booking history only for operators, employees and the brand’s own admins', async () => {
    const history = async (token: string | undefined, path: string) => {
      const { status, body } = await api(path, { token });
      expect(status, path).toBe(200);
      return hasKey(body, 'history');
    };
    for (const token of [PUBLIC_ACCESS_TOKEN, t.arzt, t.sales, t.brandviewer]) {
      expect(await history(token, `/brands/${cv}?populate[history]=true`)).toBe(false);
      expect(await history(token, '/brands?populate=*&pagination[pageSize]=100')).toBe(false);
    }
    expect(await history(t.katrin, `/brands/${cv}?populate=*`)).toBe(false);
    expect(await history(PUBLIC_ACCESS_TOKEN, '/links?filters[link][$eq]=cardiovia-schneider&populate[brand][populate]=*')).toBe(false);
    expect((await api('/links?filters[link][$eq]=cardiovia-schneider&populate[brand][populate][history]=true', { token: PUBLIC_ACCESS_TOKEN })).status).toBe(
      400,
    );
    expect(await history(t.sales, '/posts?populate[brand][populate]=*')).toBe(false);
    expect(await history(t.sales, `/users/${id.sales}?populate[brands][populate]=*`)).toBe(false);
    expect((await api(`/brands?filters[history][by][$contains]=operator`, { token: t.arzt })).status).toBe(400);
    // Those who may read it still do.
    for (const token of [t.operator, t.mitarbeiter, t.brandadmin]) expect(await history(token, `/brands/${cv}?populate[history]=true`)).toBe(true);
    expect(await history(t.katrin, `/brands/${ds}?populate[0]=history&populate[1]=license`)).toBe(true);
    const listed = (await api('/brands?populate=*&pagination[pageSize]=100', { token: t.katrin })).body.data as { documentId: string; history?: unknown }[];
    expect(listed.filter((b) => b.history).map((b) => b.documentId)).toEqual([ds]);
  });

  it('files: uploads are not attached to other people’s entries, changed or read through `related`', async () => {
    const draft = await draftPost();
    const teaser = await uploadPng(t.brandadmin);
    expect(teaser.status).toBe(201);
    expect((await put(t.brandadmin, `/posts/${draft}`, { data: { teaserImage: teaser.body[0].id } })).status).toBe(200);
    const draftTitle = (await api(`/posts/${draft}?status=draft`, { token: t.brandadmin })).body.data.title;
    const draftNumeric = (await api(`/posts/${draft}?status=draft`, { token: t.brandadmin })).body.data.id;

    // The media library is the operators': brand admins see their files only through their posts.
    for (const token of [t.katrin, t.brandadmin]) {
      for (const path of ['/upload/files?populate=related', `/upload/files/${teaser.body[0].id}?populate=*`, '/upload/files']) {
        const { status, body } = await api(path, { token });
        expect(status, path).toBe(403);
        expect(JSON.stringify(body), path).not.toContain(draftTitle);
      }
    }
    expect((await api(`/posts/${draft}?status=draft&populate=teaserImage`, { token: t.brandadmin })).body.data.teaserImage.id).toBe(teaser.body[0].id);
    expect(JSON.stringify((await api(`/upload/files/${teaser.body[0].id}?populate=related`, { token: t.operator })).body)).toContain(draftTitle);

    // Other test files may set these legitimately on the shared server: they must not change here.
    const logoBefore = (await api(`/brands/${cv}?populate=logo`, { token: t.operator })).body.data.logo?.id ?? null;
    const imageBefore = (await stored(id.sales)).image?.id ?? null;
    for (const [ref, refId, field] of [
      ['api::brand.brand', String(cvNumeric), 'logo'],
      ['api::post.post', String(draftNumeric), 'teaserImage'],
      ['plugin::users-permissions.user', String(id.sales), 'image'],
    ]) {
      for (const token of [t.katrin, t.arzt, t.operator]) expect((await uploadPng(token, { ref, refId, field })).status, `${ref} ${field}`).toBe(403);
    }
    expect((await api(`/brands/${cv}?populate=logo`, { token: t.operator })).body.data.logo?.id ?? null).toBe(logoBefore);
    expect((await stored(id.sales)).image?.id ?? null).toBe(imageBefore);

    const rename = new FormData();
    rename.append('fileInfo', JSON.stringify({ name: 'übernommen.png' }));
    for (const token of [t.katrin, t.sales]) {
      const response = await fetch(`${apiUrl()}/upload?id=${teaser.body[0].id}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: rename,
      });
      expect(response.status).toBe(403);
    }
    expect((await api(`/upload/files/${teaser.body[0].id}`, { token: t.operator })).body.name).toBe('eskalation.png');
  });
});

describe('drafts for roles that must not see them', () => {
  const DRAFT_TITLES = ['Entwurf: Fachinformation Update', 'Webinar-Rückblick: Herzinsuffizienz'];

  it('sales: no status spelling reads drafts of posts or events', async () => {
    for (const status of ['draft', 'Draft', 'DRAFT', 'status[0]=draft', 'status[]=draft', 'status[0]=published&status[1]=draft']) {
      const query = status.includes('=') ? status : `status=${status}`;
      const posts = await api(`/posts?${query}&pagination[pageSize]=100`, { token: t.sales });
      expect(posts.status, query).toBe(200);
      for (const title of DRAFT_TITLES) expect(titles(posts.body), query).not.toContain(title);
      expect(
        posts.body.data.every((p: { publishedAt: string | null }) => p.publishedAt),
        query,
      ).toBe(true);
      const events = await api(`/events?${query}&pagination[pageSize]=100`, { token: t.sales });
      expect(titles(events.body), query).not.toContain('Praxisworkshop EKG (Entwurf)');
      expect((await api(`/posts/${cvDraft}?${query}`, { token: t.sales })).status, query).toBe(404);
      expect((await api(`/events/${cvDraftEvent}?${query}`, { token: t.sales })).status, query).toBe(404);
    }
    expect((await api('/posts?publicationFilter=never-published', { token: t.sales })).body.data).toEqual([]);
  });

  it('brand viewers read their own brand’s drafts only', async () => {
    for (const query of ['status=draft', 'status=Draft', 'status[0]=draft']) {
      const body = (await api(`/posts?${query}&populate=brand&pagination[pageSize]=100`, { token: t.brandviewer })).body;
      expect(titles(body), query).toContain('Entwurf: Fachinformation Update');
      expect([...new Set(body.data.map((p: { brand: { documentId: string } }) => p.brand.documentId))], query).toEqual([cv]);
    }
  });

  it('doctors, employees and the public token read no posts or events at all', async () => {
    for (const token of [t.arzt, t.mitarbeiter, PUBLIC_ACCESS_TOKEN, undefined]) {
      for (const path of ['/posts?status=draft', `/posts/${cvDraft}?status=draft`, '/events?status=draft']) {
        expect((await api(path, { token })).status, path).toBe(403);
      }
    }
  });
});

describe('the public-access token', () => {
  it('writes nothing', async () => {
    const writes: [string, string, unknown][] = [
      ['POST', '/brands', { data: { name: 'X' } }],
      ['PUT', `/brands/${cv}`, { data: { name: 'X' } }],
      ['DELETE', `/brands/${cv}`, undefined],
      ['POST', '/specializations', { data: { name: 'X' } }],
      ['POST', '/links', { data: { link: 'x-token' } }],
      ['PUT', `/links/${cvLink}`, { data: { link: 'x-token' } }],
      ['POST', '/links/connect', { data: { link: 'cardiovia-schneider', consentVersion: CONSENT_TEXT_VERSION } }],
      ['POST', '/posts', { data: { title: 'X', brand: cv } }],
      ['POST', `/posts/${cvDraft}/publish`, undefined],
      ['POST', '/events', { data: { title: 'X', brand: cv } }],
      ['POST', '/invitations', { data: { email: 'x@einladung.test', role: 'sales', brand: cv } }],
      ['POST', '/invitations/accept', { code: 'x' }],
      ['POST', '/favorites', { data: { brand: cv } }],
      ['POST', '/chats', { data: { contact: id.sales } }],
      ['POST', '/publisher/actions', { data: { entityId: cvDraft, entitySlug: 'api::post.post', mode: 'publish', executeAt: inDays(3) } }],
      ['POST', '/users', { username: 'x', email: 'x@x.test', password: DEMO_PASSWORD }],
      ['PUT', `/users/${id.sales}`, { profile: { firstName: 'X' } }],
      ['DELETE', `/users/${id.sales}`, undefined],
      ['POST', '/auth/local/register', { username: 'x', email: 'x@x.test', password: DEMO_PASSWORD }],
      ['POST', '/upload', undefined],
    ];
    for (const [method, path, body] of writes) expect((await api(path, { token: PUBLIC_ACCESS_TOKEN, method, body })).status, `${method} ${path}`).toBe(403);
    expect((await api(`/brands/${cv}`, { token: t.operator })).body.data.name).toBe('Cardiovia');
  });

  it('reads no users', async () => {
    for (const path of ['/users', '/users/me', '/users/count', `/users/${id.sales}`, '/users-permissions/roles']) {
      expect((await api(path, { token: PUBLIC_ACCESS_TOKEN })).status, path).toBe(403);
    }
  });

  it('looks up one link by its text, never lists or searches them all', async () => {
    for (const query of [
      '',
      '?pagination[pageSize]=100',
      '?filters[link][$containsi]=a',
      '?filters[link][$ne]=x',
      '?filters[brand][documentId][$eq]=' + cv,
      '?filters[link][$eq]=cardiovia-schneider&filters[brand][name][$eq]=Cardiovia',
      '?filters[$or][0][link][$eq]=x&filters[$or][1][link][$ne]=x',
    ]) {
      expect((await api(`/links${query}`, { token: PUBLIC_ACCESS_TOKEN })).status, query).toBe(403);
    }
    const one = await api('/links?filters[link][$eq]=cardiovia-schneider&populate=*', { token: PUBLIC_ACCESS_TOKEN });
    expect(one.status).toBe(200);
    expect(one.body.data).toHaveLength(1);
    expect(emailsIn(one.body.data[0].salesUser)).toEqual([]);
    expect(one.body.data[0].salesUser.profile.lastName).toBe('Schneider');
    expect((await api(`/links/${cvLink}`, { token: PUBLIC_ACCESS_TOKEN })).status).toBe(403);
  });
});
