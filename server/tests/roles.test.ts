import { beforeAll, describe, expect, it } from 'vitest';
import { api, apiClient, DEMO_ACCOUNTS, login, PUBLIC_ACCESS_TOKEN } from '../../tests/support/api';
import type { TestStrapi } from '../../tests/support/strapiServer';
import { fileServer } from '../../tests/support/fileServer';
import { ROLE_PERMISSIONS } from '../src/seed/permissions';

type PermissionTree = Record<string, { controllers: Record<string, Record<string, { enabled: boolean }>> }>;

const enabledActions = (tree: PermissionTree) =>
  Object.entries(tree)
    .flatMap(([type, { controllers }]) =>
      Object.entries(controllers).flatMap(([controller, actions]) =>
        Object.entries(actions)
          .filter(([, a]) => a.enabled)
          .map(([action]) => `${type}.${controller}.${action}`),
      ),
    )
    .sort();

const fetchJson = async (url: string, token?: string, init: RequestInit = {}) => {
  const response = await fetch(url, {
    ...init,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), 'Content-Type': 'application/json' },
  });
  return { status: response.status, body: await response.json().catch(() => null) };
};

/** Roles with their enabled permissions, users and brands: what a restart must leave alone. */
const snapshot = async (apiUrl: string) => {
  const { body: auth } = await fetchJson(`${apiUrl}/auth/local`, undefined, {
    method: 'POST',
    body: JSON.stringify({ identifier: DEMO_ACCOUNTS.operator, password: 'Demo1234!' }),
  });
  const token = auth.jwt;
  const { body } = await fetchJson(`${apiUrl}/users-permissions/roles`, token);
  const roles: Record<string, string[]> = {};
  for (const role of body.roles) {
    const detail = await fetchJson(`${apiUrl}/users-permissions/roles/${role.id}`, token);
    roles[role.type] = enabledActions(detail.body.role.permissions);
  }
  const users = (await fetchJson(`${apiUrl}/users/count`, token)).body;
  const brands = (await fetchJson(`${apiUrl}/brands?pagination[pageSize]=1`, token)).body.meta.pagination.total;
  return { roles, users, brands };
};

describe('the seven roles', () => {
  it('exist with their types', async () => {
    const { body } = await api('/users-permissions/roles', { token: await login(DEMO_ACCOUNTS.operator) });
    expect(body.roles.map((r: { type: string }) => r.type).sort()).toEqual([
      'authenticated',
      'brand_admin',
      'operator',
      'public',
      'sales',
      'visual_admin',
      'visual_brand_admin',
    ]);
  });

  it('carry exactly the permissions of the table', async () => {
    const operator = await login(DEMO_ACCOUNTS.operator);
    const { body } = await api('/users-permissions/roles', { token: operator });
    for (const role of body.roles) {
      const detail = await api(`/users-permissions/roles/${role.id}`, { token: operator });
      expect(enabledActions(detail.body.role.permissions), role.type).toEqual([...ROLE_PERMISSIONS[role.type as keyof typeof ROLE_PERMISSIONS]].sort());
    }
  });

  it('only the operator writes reference data and brands', async () => {
    for (const key of ['mitarbeiter', 'brandadmin', 'brandviewer', 'sales', 'arzt'] as const) {
      const { status } = await api('/licenses', { token: await login(DEMO_ACCOUNTS[key]), method: 'POST', body: { data: { name: `X-${key}` } } });
      expect(status, key).toBe(403);
      const brand = await api('/brands', { token: await login(DEMO_ACCOUNTS[key]), method: 'POST', body: { data: { name: `X-${key}` } } });
      expect(brand.status, key).toBe(403);
    }
    const created = await api('/licenses', { token: await login(DEMO_ACCOUNTS.operator), method: 'POST', body: { data: { name: 'Testlizenz' } } });
    expect(created.status).toBe(201);
    const removed = await api(`/licenses/${created.body.data.documentId}`, { token: await login(DEMO_ACCOUNTS.operator), method: 'DELETE' });
    expect(removed.status).toBe(204);
  });

  it('without a token, nothing but the auth routes', async () => {
    expect((await api('/brands')).status).toBe(403);
    expect((await api('/users')).status).toBe(403);
    expect((await api('/posts')).status).toBe(403);
  });
});

describe('the public-access token', () => {
  it('reads brands and links', async () => {
    expect((await api('/brands', { token: PUBLIC_ACCESS_TOKEN })).status).toBe(200);
    const links = await api('/links?filters[link][$eq]=cardiovia-schneider', { token: PUBLIC_ACCESS_TOKEN });
    expect(links.status).toBe(200);
    expect(links.body.data).toHaveLength(1);
  });

  it('writes nothing and reads no posts', async () => {
    expect((await api('/brands', { token: PUBLIC_ACCESS_TOKEN, method: 'POST', body: { data: { name: 'X' } } })).status).toBe(403);
    expect((await api('/posts', { token: PUBLIC_ACCESS_TOKEN })).status).toBe(403);
  });
});

describe('boot is idempotent', () => {
  let server: TestStrapi;
  beforeAll(() => {
    server = fileServer();
  });

  it('a restart changes no role, permission, user or brand, and loses no chat message', async () => {
    const { api: call, login: signIn, me } = apiClient(() => server.apiUrl);
    const sales = await signIn(DEMO_ACCOUNTS.sales);
    const arzt = await signIn(DEMO_ACCOUNTS.arzt);
    const chat = (await call('/chats', { token: arzt, method: 'POST', body: { data: { contact: (await me(sales)).id } } })).body.data;
    expect((await call(`/chats/${chat.id}/messages`, { token: arzt, method: 'POST', body: { data: { text: 'Vor dem Neustart' } } })).status).toBe(201);
    const messagesBefore = (await call(`/chats/${chat.id}/messages`, { token: sales })).body.data;
    const before = await snapshot(server.apiUrl);
    expect(before.brands).toBe(25);

    await server.restart();
    expect(await snapshot(server.apiUrl)).toEqual(before);
    const messagesAfter = (await call(`/chats/${chat.id}/messages`, { token: sales })).body.data;
    expect(messagesAfter).toEqual(messagesBefore);
    expect(messagesAfter.at(-1).text).toBe('Vor dem Neustart');
  });
});
