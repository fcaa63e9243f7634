import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO_ACCOUNTS, DEMO_PASSWORD, login } from '../../tests/support/api';

// The operator's user list: filtered by the last sign-in (`lastSignInAt`, recorded by the server at
// each sign-in, shown to staff only) and by `blocked`; and its bulk action "Brand zuweisen", one
// PUT per user with `brands: { connect }`, which only operators may do for any brand.
// katrin.hoffmann administers DermaSana only.
let operator: string;
let derma: string;
const brands: Record<string, string> = {};
const madeUsers: number[] = [];
const signIn = (email: string) => api('/auth/local', { method: 'POST', body: { identifier: email, password: DEMO_PASSWORD } });

/** A new account of the operator's (no brand yet). */
const account = async (name: string) => {
  const email = `filter-${name}-${Date.now()}@beispiel.test`;
  const roles = (await api('/users-permissions/roles', { token: operator })).body.roles as { id: number; type: string }[];
  const created = await api('/users', {
    token: operator,
    method: 'POST',
    body: { username: email, email, password: DEMO_PASSWORD, confirmed: true, role: roles.find((r) => r.type === 'sales')!.id },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  madeUsers.push(created.body.id);
  return { id: created.body.id as number, email };
};
const brandsOf = async (id: number) =>
  ((await api(`/users/${id}?populate[0]=brands`, { token: operator })).body.brands as { documentId: string }[]).map((b) => b.documentId).sort();

beforeAll(async () => {
  operator = await login(DEMO_ACCOUNTS.operator);
  derma = await login('katrin.hoffmann@example.com');
  for (const b of (await api('/brands?pagination[pageSize]=100', { token: operator })).body.data as { name: string; documentId: string }[])
    brands[b.name] = b.documentId;
});

afterAll(async () => {
  for (const id of madeUsers) await api(`/users/${id}`, { token: operator, method: 'DELETE' });
});

describe('the last sign-in', () => {
  it('is recorded at each sign-in, without changing the account’s version, and operators filter by it', async () => {
    const user = await account('anmeldung');
    const before = new Date(Date.now() - 1000).toISOString();
    const version = (await api(`/users/${user.id}`, { token: operator })).body.updatedAt;
    const ids = async (query: string) =>
      ((await api(`/users?${query}&pagination[pageSize]=1000`, { token: operator })).body as { id: number }[]).map((u) => u.id);
    expect(await ids(`filters[lastSignInAt][$null]=true`)).toContain(user.id);
    expect((await signIn(user.email)).status).toBe(200);
    const stored = (await api(`/users/${user.id}`, { token: operator })).body;
    expect(Date.parse(stored.lastSignInAt)).toBeGreaterThanOrEqual(Date.parse(before));
    expect(stored.updatedAt).toBe(version);
    expect(await ids(`filters[lastSignInAt][$gte]=${before}`)).toContain(user.id);
    expect(await ids(`filters[lastSignInAt][$lt]=${before}`)).not.toContain(user.id);
  });

  it('is shown to staff only, and others may not ask by it', async () => {
    const answer = await api('/users?pagination[pageSize]=5', { token: derma });
    expect(answer.status).toBe(200);
    expect((answer.body as Record<string, unknown>[]).every((u) => !('lastSignInAt' in u))).toBe(true);
    for (const query of ['filters[lastSignInAt][$notNull]=true', 'sort=lastSignInAt:desc']) {
      const asked = await api(`/users?${query}`, { token: derma });
      expect(asked.status, query).toBe(400);
      expect(asked.body.error.message).toBe('Ungültiger Parameter in der Anfrage: lastSignInAt.');
    }
    expect((await api('/users/me', { token: derma })).body).not.toHaveProperty('lastSignInAt');
  });

  it('is in no other answer, and no other route may be asked by it', async () => {
    expect((await signIn(DEMO_ACCOUNTS.sales)).status).toBe(200);
    const admin = await login(DEMO_ACCOUNTS.brandadmin);
    const links = await api('/links?populate[salesUser]=true&pagination[pageSize]=100', { token: admin });
    expect(links.status).toBe(200);
    const people = (links.body.data as { salesUser?: Record<string, unknown> | null }[]).map((l) => l.salesUser).filter(Boolean);
    expect(people.length).toBeGreaterThan(0);
    expect(JSON.stringify(links.body)).not.toContain('lastSignInAt');
    // Even the operator's other answers leave it out: the user list is where staff read it.
    const asOperator = await api('/links?populate[salesUser]=true&pagination[pageSize]=100', { token: operator });
    expect(JSON.stringify(asOperator.body)).not.toContain('lastSignInAt');

    for (const [path, token] of [
      ['/links?filters[salesUser][lastSignInAt][$notNull]=true', admin],
      ['/links?sort=salesUser.lastSignInAt:desc', admin],
      ['/posts?filters[author][lastSignInAt][$notNull]=true', admin],
      ['/links?filters[salesUser][lastSignInAt][$notNull]=true', operator],
    ] as const) {
      const asked = await api(path, { token });
      expect(asked.status, path).toBe(400);
      expect(asked.body.error.message).toBe('Ungültiger Parameter in der Anfrage: lastSignInAt.');
    }
  });

  it('cannot be written through the API', async () => {
    const user = await account('schreiben');
    const written = await api(`/users/${user.id}`, { token: operator, method: 'PUT', body: { lastSignInAt: '2020-01-01T00:00:00.000Z' } });
    expect(written.status).toBe(403);
  });
});

describe('blocked, as a filter', () => {
  it('lists blocked and active accounts apart', async () => {
    const user = await account('gesperrt');
    expect((await api(`/users/${user.id}`, { token: operator, method: 'PUT', body: { blocked: true } })).status).toBe(200);
    const ids = async (query: string) =>
      ((await api(`/users?${query}&pagination[pageSize]=1000`, { token: operator })).body as { id: number }[]).map((u) => u.id);
    expect(await ids('filters[blocked][$eq]=true')).toContain(user.id);
    expect(await ids('filters[$or][0][blocked][$eq]=false&filters[$or][1][blocked][$null]=true')).not.toContain(user.id);
  });
});

describe('Brand zuweisen, one request per user', () => {
  it('an operator adds a brand and keeps the user’s others', async () => {
    const user = await account('zuweisen');
    const assign = (brand: string) => api(`/users/${user.id}`, { token: operator, method: 'PUT', body: { brands: { connect: [brand] } } });
    expect((await assign(brands.Cardiovia)).status).toBe(200);
    expect((await assign(brands.DermaSana)).status).toBe(200);
    expect(await brandsOf(user.id)).toEqual([brands.Cardiovia, brands.DermaSana].sort());
  });

  it('a brand admin cannot assign another brand, nor any brand to people outside their own', async () => {
    const outside = await account('fremd');
    const member = await account('mitglied');
    expect((await api(`/users/${member.id}`, { token: operator, method: 'PUT', body: { brands: { connect: [brands.DermaSana] } } })).status).toBe(200);
    const statuses = [];
    for (const [user, brand] of [
      [member, brands.Cardiovia],
      [outside, brands.DermaSana],
      [outside, brands.Cardiovia],
    ] as const) {
      statuses.push((await api(`/users/${user.id}`, { token: derma, method: 'PUT', body: { brands: { connect: [brand] } } })).status);
    }
    expect(
      statuses.every((s) => s === 403 || s === 404),
      String(statuses),
    ).toBe(true);
    expect(await brandsOf(member.id)).toEqual([brands.DermaSana]);
    expect(await brandsOf(outside.id)).toEqual([]);
  });
});
