import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO_ACCOUNTS, login, me } from '../../tests/support/api';
import { addressSkeleton, normalisedAddress } from '../src/validation/email-address';

// Issue 25 (items 5 and 6): what a hostile brand admin read of other people through populate, the
// favoriters' device tokens in the notification records, fields written that are the server's.

let operator: string;
let admin: string;
let cardiovia: string;
const made = { invitations: [] as string[], posts: [] as string[], events: [] as string[], users: [] as number[] };
const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@leck.test`;

beforeAll(async () => {
  operator = await login(DEMO_ACCOUNTS.operator);
  admin = await login(DEMO_ACCOUNTS.brandadmin);
  cardiovia = (await api('/brands?filters[name][$eq]=Cardiovia', { token: operator })).body.data[0].documentId;
  // An invitation the operator sent to the brand admin's brand: `invitedBy` is the operator.
  const invited = await api('/invitations', {
    token: operator,
    method: 'POST',
    body: { data: { email: unique('eingeladen'), role: 'sales', brand: cardiovia } },
  });
  expect(invited.status).toBe(201);
  made.invitations.push(invited.body.data.documentId);
});

afterAll(async () => {
  if (!operator) return;
  for (const id of made.invitations) await api(`/invitations/${id}`, { token: operator, method: 'DELETE' });
  for (const id of made.posts) await api(`/posts/${id}`, { token: admin, method: 'DELETE' });
  for (const id of made.events) await api(`/events/${id}`, { token: admin, method: 'DELETE' });
  for (const id of made.users) await api(`/users/${id}`, { token: operator, method: 'DELETE' });
});

const NAME_KEYS = ['id', 'documentId', 'username', 'profile'];

describe('people populated into answers', () => {
  const forms = [
    'populate=*',
    'populate[invitedBy]=true',
    'populate[invitedBy][populate][role]=true',
    'populate[invitedBy][populate]=*',
    'populate[invitedBy][fields][0]=email&populate[invitedBy][fields][1]=blocked',
    'populate=invitedBy.role',
    'populate[0]=invitedBy&populate[1]=invitedBy.role&populate[2]=brand',
    'populate[invitedBy][populate][profile]=true&populate[invitedBy][populate][brands]=true',
  ];

  it.each(forms)('a brand admin sees the operator who invited by name at most (%s)', async (form) => {
    const answer = await api(`/invitations?filters[documentId][$eq]=${made.invitations[0]}&${form}`, { token: admin });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [invitation] = answer.body.data;
    expect(invitation.invitedBy).toBeTruthy();
    expect(Object.keys(invitation.invitedBy).filter((k) => !NAME_KEYS.includes(k))).toEqual([]);
    expect(JSON.stringify(answer.body)).not.toContain(DEMO_ACCOUNTS.operator);
    if (invitation.invitedBy.profile)
      expect(Object.keys(invitation.invitedBy.profile).sort()).toEqual(
        ['firstName', 'lastName', 'salutation', 'title'].filter((k) => k in invitation.invitedBy.profile).sort(),
      );
  });

  it('no filter or sort through a person asks more than the name: each would answer a question about the account', async () => {
    const oracles = [
      `filters[invitedBy][email][$startsWith]=o`,
      `filters[invitedBy][blocked][$eq]=false`,
      `filters[invitedBy][role][type][$eq]=operator`,
      `filters[$or][0][invitedBy][username][$contains]=op`,
      `filters[invitedBy][profile][phone][$notNull]=true`,
      `populate[invitedBy][filters][email][$startsWith]=o`,
      `sort=invitedBy.email:asc`,
      `sort[0]=invitedBy.blocked`,
    ];
    for (const query of oracles) {
      const answer = await api(`/invitations?${query}`, { token: admin });
      expect(answer.status, query).toBe(400);
      expect(answer.body.error.message, query).toMatch(/^Ungültiger Parameter in der Anfrage: /);
    }
    const links = await api('/links?filters[salesUser][email][$contains]=sales', { token: admin });
    expect(links.status).toBe(400);
    // The name and the id stay: the app filters links by their rep.
    for (const query of [
      `filters[invitedBy][profile][lastName][$containsi]=a`,
      `filters[invitedBy][id][$notNull]=true`,
      `sort=invitedBy.profile.lastName:asc`,
    ]) {
      expect((await api(`/invitations?${query}`, { token: admin })).status, query).toBe(200);
    }
  });

  it('the operator still sees who invited in full', async () => {
    const answer = await api(`/invitations?filters[documentId][$eq]=${made.invitations[0]}&populate[invitedBy][populate][role]=true`, { token: operator });
    expect(answer.body.data[0].invitedBy).toMatchObject({ email: DEMO_ACCOUNTS.operator, role: { type: 'operator' } });
  });

  it('a brand admin still reads the sales reps of the links of the brand in full', async () => {
    const answer = await api(`/links?filters[brand][documentId][$eq]=${cardiovia}&populate[salesUser][populate][profile]=true`, { token: admin });
    expect(answer.status).toBe(200);
    const reps = answer.body.data.map((l: { salesUser?: { email?: string } }) => l.salesUser).filter(Boolean);
    expect(reps.length).toBeGreaterThan(0);
    for (const rep of reps) expect(rep.email).toEqual(expect.stringContaining('@'));
  });
});

describe('device tokens', () => {
  it('never leave the server: not in notification records, and no filter, sort or field by them', async () => {
    const arzt = await login(DEMO_ACCOUNTS.arzt);
    expect((await api(`/users/${(await me(arzt)).id}`, { token: arzt, method: 'PUT', body: { fcmToken: 'token-leck' } })).status).toBe(200);
    const post = await api('/posts?status=draft', { token: admin, method: 'POST', body: { data: { title: 'Token-Leck', type: 'news', brand: cardiovia } } });
    made.posts.push(post.body.data.documentId);
    expect((await api(`/posts/${post.body.data.documentId}/publish`, { token: admin, method: 'POST' })).status).toBe(200);
    const recordsOf = () => api(`/notifications?filters[postId][$eq]=${post.body.data.documentId}`, { token: operator });
    // Its recipients are found by a worker after the publish (decision 0015).
    let records = await recordsOf();
    for (const deadline = Date.now() + 30_000; !(records.body.data?.[0]?.recipients > 0) && Date.now() < deadline; records = await recordsOf())
      await new Promise((r) => setTimeout(r, 100));
    expect(records.status).toBe(200);
    expect(records.body.data.length).toBe(1);
    expect(records.body.data[0]).not.toHaveProperty('tokens');
    expect(records.body.data[0].recipients).toBeGreaterThan(0);
    expect(JSON.stringify(records.body)).not.toContain('token-leck');
    for (const query of ['filters[tokens][$contains]=token-leck', 'sort=tokens:asc', 'fields[0]=tokens']) {
      const answer = await api(`/notifications?${query}`, { token: operator });
      expect(answer.status, query).toBe(400);
    }
    for (const query of ['filters[fcmToken][$eq]=token-leck', 'sort=fcmToken:asc', 'fields[0]=fcmToken']) {
      const answer = await api(`/users?${query}`, { token: operator });
      expect(answer.status, query).toBe(400);
    }
    const favorites = await api('/favorites?populate[user]=true', { token: arzt });
    expect(JSON.stringify(favorites.body)).not.toContain('token-leck');
  });
});

describe('fields that are the server’s', () => {
  it('lastSignInAt is refused on creating a user and on registration', async () => {
    const roles = (await api('/users-permissions/roles', { token: operator })).body.roles as { type: string; id: number }[];
    const email = unique('angelegt');
    const created = await api('/users', {
      token: operator,
      method: 'POST',
      body: {
        username: email,
        email,
        password: 'Geheim123!',
        role: roles.find((r) => r.type === 'authenticated')!.id,
        lastSignInAt: '2020-01-01T00:00:00.000Z',
      },
    });
    if (created.status === 201) made.users.push(created.body.id);
    expect(created.status).toBe(400);
    expect(created.body.error.message).toBe('Ungültiger Parameter in der Anfrage: lastSignInAt.');
    const other = unique('registriert');
    const registered = await api('/auth/local/register', {
      method: 'POST',
      body: { username: other, email: other, password: 'Geheim123!', lastSignInAt: '2020-01-01T00:00:00.000Z' },
    });
    if (registered.status === 200) made.users.push(registered.body.user.id);
    expect(registered.status).toBe(400);
  });
});

describe('e-mail addresses', () => {
  const LOOK_ALIKE = 'Diese E-Mail-Adresse ist einer bestehenden zum Verwechseln ähnlich. Bitte prüfen Sie die Schreibweise.';
  const TOO_LONG = 'Die E-Mail-Adresse darf höchstens 254 Zeichen lang sein.';
  const atField = (answer: { status: number; body: { error: { message: string; details: { errors: { path: string[] }[] } } } }, message: string) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.error.message).toBe(message);
    expect(answer.body.error.details.errors[0].path).toEqual(['email']);
  };

  it('the pure rule: length, ASCII domain, skeleton', () => {
    expect(normalisedAddress('operator@exаmple.com')).toEqual({ address: 'operator@xn--exmple-4nf.com' });
    expect(normalisedAddress(`${'a'.repeat(250)}@x.de`)).toEqual({ problem: 'tooLong' });
    expect(normalisedAddress('a@ex ample.com')).toEqual({ problem: 'domain' });
    expect(addressSkeleton('operator@xn--exmple-4nf.com')).toBe(addressSkeleton('operator@example.com'));
    expect(addressSkeleton('0perator@example.com')).toBe(addressSkeleton('operator@example.com'));
    expect(addressSkeleton('operator2@example.com')).not.toBe(addressSkeleton('operator@example.com'));
  });

  it('invitations refuse look-alikes of accounts and addresses over 254 characters, at the field', async () => {
    const invite = (email: string) => api('/invitations', { token: admin, method: 'POST', body: { data: { email, role: 'sales', brand: cardiovia } } });
    atField(await invite('operator@exаmple.com'), LOOK_ALIKE);
    atField(await invite('оperator@example.com'), LOOK_ALIKE);
    atField(await invite(`${'a'.repeat(5000)}@example.com`), TOO_LONG);
    const fine = await invite(unique('echt'));
    expect(fine.status).toBe(201);
    made.invitations.push(fine.body.data.documentId);
  });

  it('registration, user create, profile change and forgot-password check the address too', async () => {
    const register = await api('/auth/local/register', {
      method: 'POST',
      body: { username: 'lookalike', email: 'operator@exаmple.com', password: 'Geheim123!' },
    });
    atField(register, LOOK_ALIKE);
    const create = await api('/users', {
      token: operator,
      method: 'POST',
      body: { username: 'lookalike2', email: 'brandadmin@exаmple.com', password: 'Geheim123!', role: 1 },
    });
    atField(create, LOOK_ALIKE);
    const sales = await login(DEMO_ACCOUNTS.sales);
    const own = await me(sales);
    const change = await api(`/users/${own.id}`, { token: sales, method: 'PUT', body: { email: 'operator@exаmple.com', currentPassword: 'Demo1234!' } });
    atField(change, LOOK_ALIKE);
    atField(await api('/auth/forgot-password', { method: 'POST', body: { email: `${'a'.repeat(5000)}@example.com` } }), TOO_LONG);
  });
});
