import { beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO_ACCOUNTS, login, me, PUBLIC_ACCESS_TOKEN } from '../../tests/support/api';

type User = { id: number; email: string; role?: { id: number; type: string } };

let tokens: Record<keyof typeof DEMO_ACCOUNTS, string>;
let users: Record<keyof typeof DEMO_ACCOUNTS, User>;
let roleIds: Record<string, number>;
let otherBrandSales: User; // sales of DermaSana only, not the brand viewer's brand
let foreignBrand: { documentId: string };

beforeAll(async () => {
  const entries = await Promise.all(
    Object.entries(DEMO_ACCOUNTS).map(async ([key, email]) => {
      const token = await login(email);
      return [key, token, await me(token)] as const;
    }),
  );
  tokens = Object.fromEntries(entries.map(([k, t]) => [k, t])) as typeof tokens;
  users = Object.fromEntries(entries.map(([k, , u]) => [k, u])) as typeof users;
  const roles = await api('/users-permissions/roles', { token: tokens.operator });
  roleIds = Object.fromEntries(roles.body.roles.map((r: { type: string; id: number }) => [r.type, r.id]));
  otherBrandSales = (await api('/users?filters[email][$eq]=jonas.becker@example.com', { token: tokens.operator })).body[0];
  foreignBrand = (await api('/brands?filters[name][$eq]=Neurolind', { token: tokens.operator })).body.data[0];
});

const put = (token: string, id: number, body: unknown) => api(`/users/${id}`, { token, method: 'PUT', body });

describe('PUT /api/users/:id: nobody changes their own role', () => {
  for (const key of Object.keys(DEMO_ACCOUNTS) as (keyof typeof DEMO_ACCOUNTS)[]) {
    it(`${key} cannot change their own role`, async () => {
      const { status, body } = await put(tokens[key], users[key].id, { role: roleIds.operator });
      expect(status).toBe(403);
      expect(body.error.message).toBe('Sie können Ihre eigene Rolle nicht ändern.');
      expect((await me(tokens[key])).role.type).toBe(users[key].role!.type);
    });
  }
});

describe('PUT /api/users/:id: only operators change roles', () => {
  it('an operator changes another user’s role, and back', async () => {
    const changed = await put(tokens.operator, users.arzt.id, { role: roleIds.sales });
    expect(changed.status).toBe(200);
    expect((await me(tokens.arzt)).role.type).toBe('sales');
    expect((await put(tokens.operator, users.arzt.id, { role: roleIds.authenticated })).status).toBe(200);
    expect((await me(tokens.arzt)).role.type).toBe('authenticated');
  });

  for (const key of ['mitarbeiter', 'brandadmin', 'brandviewer', 'sales', 'arzt'] as const) {
    it(`${key} cannot change another user's role`, async () => {
      const target = key === 'sales' ? users.arzt : users.sales;
      const { status } = await put(tokens[key], target.id, { role: roleIds.operator });
      expect(status).toBe(403);
      expect((await me(tokens[key === 'sales' ? 'arzt' : 'sales'])).role.type).toBe(target.role!.type);
    });
  }
});

describe('PUT /api/users/:id: confirmed and password of others, blocked of oneself', () => {
  it('nobody blocks their own account', async () => {
    expect((await put(tokens.brandadmin, users.brandadmin.id, { blocked: true })).status).toBe(403);
    expect((await put(tokens.sales, users.sales.id, { blocked: true })).status).toBe(403);
  });
  for (const field of ['confirmed', 'password'] as const) {
    const value = field === 'password' ? 'Neues-Passwort-1' : false;
    it(`not even an operator writes ${field} of another user`, async () => {
      const { status, body } = await put(tokens.operator, users.sales.id, { [field]: value });
      expect(status).toBe(403);
      expect(body.error.message).toBe(`Diese Felder können hier nicht geändert werden: ${field}.`);
    });
    it(`a brand admin does not write ${field} of their sales user`, async () => {
      expect((await put(tokens.brandadmin, users.sales.id, { [field]: value })).status).toBe(403);
    });
  }

  it('the sales user can still sign in with the old password', async () => {
    const { status } = await api('/auth/local', {
      method: 'POST',
      body: { identifier: DEMO_ACCOUNTS.sales, password: 'Demo1234!' },
    });
    expect(status).toBe(200);
  });
});

describe('PUT /api/users/:id: own account', () => {
  it('a user edits their own profile', async () => {
    const { status, body } = await put(tokens.sales, users.sales.id, {
      profile: { firstName: 'Simon', lastName: 'Schneider', city: 'Potsdam' },
    });
    expect(status).toBe(200);
    expect(body.id).toBe(users.sales.id);
  });

  it('a user cannot add themselves to a brand', async () => {
    const { status, body } = await put(tokens.sales, users.sales.id, { brands: [foreignBrand.documentId] });
    expect(status).toBe(403);
    expect(body.error.message).toBe('Sie können Ihre eigenen Rollen und Brands nicht ändern.');
    const { status: status2 } = await put(tokens.brandadmin, users.brandadmin.id, {
      userBrandRoles: [{ brand: foreignBrand.documentId, role: 'brand_admin' }],
    });
    expect(status2).toBe(403);
  });

  it('a body with an id is refused with 400', async () => {
    const { status } = await put(tokens.sales, users.sales.id, { id: 99, profile: { city: 'Köln' } });
    expect(status).toBe(400);
  });

  it('nobody deletes their own account through the API', async () => {
    const { status, body } = await api(`/users/${users.operator.id}`, { token: tokens.operator, method: 'DELETE' });
    expect(status).toBe(403);
    expect(body.error.message).toBe('Sie können Ihr eigenes Konto nicht löschen.');
  });
});

describe('PUT /api/users/:id: brand admins and users of their brands', () => {
  it('a brand admin edits the profile of a sales user of their brand', async () => {
    const { status } = await put(tokens.brandadmin, users.sales.id, { profile: { firstName: 'Simon', lastName: 'Schneider' } });
    expect(status).toBe(200);
  });

  it('a brand viewer edits nobody', async () => {
    expect((await put(tokens.brandviewer, users.sales.id, { profile: { firstName: 'X' } })).status).toBe(403);
  });

  it('a brand admin cannot give a user a role for a brand they do not administer', async () => {
    const { status, body } = await put(tokens.brandadmin, users.sales.id, {
      userBrandRoles: [{ brand: foreignBrand.documentId, role: 'sales' }],
    });
    expect(status).toBe(403);
    expect(body.error.message).toBe('Sie können nur Zuordnungen der Brands ändern, die Sie verwalten.');
  });

  it('a sales user edits no other user', async () => {
    expect((await put(tokens.sales, users.arzt.id, { profile: { firstName: 'X' } })).status).toBe(403);
  });
});

describe('GET /api/users: who reads whom', () => {
  const emails = async (token: string) => ((await api('/users?pagination[limit]=100', { token })).body as User[]).map((u) => u.email).sort();

  it('operators and employees read every user', async () => {
    const total = (await api('/users/count', { token: tokens.operator })).body;
    expect(total).toBeGreaterThanOrEqual(11);
    expect((await api('/users/count', { token: tokens.mitarbeiter })).body).toBe(total);
  });

  it('a sales user reads themselves and their contacts only', async () => {
    expect(await emails(tokens.sales)).toEqual(['arzt@example.com', 'dr.yilmaz@example.com', 'pta@example.com', 'sales@example.com'].sort());
  });

  it('a brand viewer reads only their own account: field service and access management are not theirs', async () => {
    expect(await emails(tokens.brandviewer)).toEqual(['brandviewer@example.com']);
    for (const user of [users.sales, otherBrandSales]) {
      expect((await api(`/users/${user.id}`, { token: tokens.brandviewer })).status).toBe(404);
    }
  });

  it('a doctor without back-office role lists no users', async () => {
    expect((await api('/users', { token: tokens.arzt })).status).toBe(403);
  });

  it('the public-access token lists no users', async () => {
    expect((await api('/users', { token: PUBLIC_ACCESS_TOKEN })).status).toBe(403);
  });
});
