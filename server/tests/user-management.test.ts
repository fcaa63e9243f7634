import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO_ACCOUNTS, login } from '../../tests/support/api';

let operator: string;
let roleIds: Record<string, number>;
const others = ['mitarbeiter', 'brandadmin', 'brandviewer', 'sales', 'arzt'] as const;

beforeAll(async () => {
  operator = await login(DEMO_ACCOUNTS.operator);
  const roles = await api('/users-permissions/roles', { token: operator });
  roleIds = Object.fromEntries(roles.body.roles.map((r: { type: string; id: number }) => [r.type, r.id]));
});

// The accounts made here are removed again: the later tests of this file count people.
const made: number[] = [];
afterAll(async () => {
  for (const id of made) await api(`/users/${id}`, { token: operator, method: 'DELETE' });
});

const newUser = (email: string, role: string) => ({
  username: email,
  email,
  password: 'Zufall-1234-Passwort',
  confirmed: true,
  role: roleIds[role],
  profile: { firstName: 'Erika', lastName: 'Muster' },
});

describe('employees and users: only operators create and delete', () => {
  it('an operator creates an employee, who then receives the set-password mail', async () => {
    const created = await api('/users', { token: operator, method: 'POST', body: newUser('neu.mitarbeiterin@example.com', 'visual_admin') });
    expect(created.status).toBe(201);
    made.push(created.body.id);
    const forgot = await api('/auth/forgot-password', { method: 'POST', body: { email: 'neu.mitarbeiterin@example.com' } });
    expect(forgot.status).toBe(200);
    const list = await api('/users?filters[role][type][$in][0]=operator&filters[role][type][$in][1]=visual_admin', { token: operator });
    expect(list.body.map((u: { email: string }) => u.email)).toContain('neu.mitarbeiterin@example.com');
  });

  for (const key of others) {
    it(`${key} creates no user and deletes none`, async () => {
      const token = await login(DEMO_ACCOUNTS[key]);
      expect((await api('/users', { token, method: 'POST', body: newUser(`von-${key}@example.com`, 'operator') })).status).toBe(403);
      const victim = (await api(`/users?filters[email][$eq]=${encodeURIComponent(DEMO_ACCOUNTS.arzt)}`, { token: operator })).body[0];
      expect((await api(`/users/${victim.id}`, { token, method: 'DELETE' })).status).toBe(403);
    });
  }

  it('an operator deletes another user', async () => {
    const created = await api('/users', { token: operator, method: 'POST', body: newUser('zu.loeschen@example.com', 'authenticated') });
    expect((await api(`/users/${created.body.id}`, { token: operator, method: 'DELETE' })).status).toBe(200);
    expect((await api(`/users/${created.body.id}`, { token: operator })).status).toBe(404);
    // Deleting it again, or an id that never existed, is not a success.
    for (const id of [created.body.id, 999999, 'kein-nutzer']) {
      const again = await api(`/users/${id}`, { token: operator, method: 'DELETE' });
      expect(again.status, String(id)).toBe(404);
      expect(again.body.error.message, String(id)).toBe('Nutzer nicht gefunden.');
    }
  });

  it('an operator sets brands and per-brand roles of a user', async () => {
    const created = await api('/users', { token: operator, method: 'POST', body: newUser('mehrere.brands@example.com', 'sales') });
    made.push(created.body.id);
    const brands = (await api('/brands?sort=id&pagination[pageSize]=2', { token: operator })).body.data;
    const updated = await api(`/users/${created.body.id}`, {
      token: operator,
      method: 'PUT',
      body: {
        brands: brands.map((b: { documentId: string }) => b.documentId),
        userBrandRoles: [{ brand: brands[1].documentId, role: 'brand_admin' }],
      },
    });
    expect(updated.status).toBe(200);
    const read = await api(`/users/${created.body.id}?populate[0]=brands&populate[1]=userBrandRoles.brand`, { token: operator });
    expect(read.body.brands).toHaveLength(2);
    expect(read.body.userBrandRoles.map((e: { role: string; brand: { documentId: string } }) => [e.brand.documentId, e.role])).toEqual([
      [brands[1].documentId, 'brand_admin'],
    ]);
  });

  it('employees read users but the user management is closed to them for writes', async () => {
    const token = await login(DEMO_ACCOUNTS.mitarbeiter);
    expect((await api('/users/count', { token })).status).toBe(200);
    const target = (await api(`/users?filters[email][$eq]=${encodeURIComponent(DEMO_ACCOUNTS.sales)}`, { token: operator })).body[0];
    expect((await api(`/users/${target.id}`, { token, method: 'PUT', body: { profile: { firstName: 'X' } } })).status).toBe(403);
  });
});
