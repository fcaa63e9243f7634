import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO_ACCOUNTS, DEMO_PASSWORD, login } from '../../tests/support/api';

// The app's bulk actions are one request per selected record (src/common/BulkActionButton.tsx), so
// the server's rules apply to each record: a selection that holds another brand's records does
// only what the caller may, and the other brand's records stay as they were.
// katrin.hoffmann administers DermaSana only; brandadmin administers Cardiovia too.
const DERMA_ADMIN = 'katrin.hoffmann@example.com';
let derma: string;
let cardio: string;
let sales: string;
let brands: Record<'Cardiovia' | 'DermaSana', string>;

type Kind = 'posts' | 'events';
/** What the tests made, removed afterwards: each later test of this file finds the demo data. */
const made: { kind: Kind; id: string }[] = [];
const madeUsers: number[] = [];
const create = async (kind: Kind, token: string, brand: string, title: string, publish = false) => {
  const data = kind === 'posts' ? { title, type: 'news', brand } : { title, brand, startDate: '2027-05-03T16:00:00.000Z', endDate: '2027-05-03T18:00:00.000Z' };
  const created = await api(`/${kind}`, { token, method: 'POST', body: { data } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.data.documentId as string;
  made.push({ kind, id });
  if (publish) expect((await api(`/${kind}/${id}/publish`, { token, method: 'POST' })).status).toBe(200);
  return id;
};
/** What a bulk action sends for each selected record. */
const ACTIONS = {
  publish: (kind: Kind, id: string) => ({ path: `/${kind}/${id}/publish`, method: 'POST' as const }),
  unpublish: (kind: Kind, id: string) => ({ path: `/${kind}/${id}/unpublish`, method: 'POST' as const }),
  delete: (kind: Kind, id: string) => ({ path: `/${kind}/${id}`, method: 'DELETE' as const }),
};
const runAsBulk = async (token: string, action: keyof typeof ACTIONS, kind: Kind, ids: string[]) => {
  const statuses: number[] = [];
  for (const id of ids) {
    const { path, method } = ACTIONS[action](kind, id);
    statuses.push((await api(path, { token, method })).status);
  }
  return statuses;
};
const exists = async (kind: Kind, id: string) => (await api(`/${kind}/${id}?status=draft`, { token: cardio })).status === 200;
const isLive = async (kind: Kind, id: string) => (await api(`/${kind}/${id}`, { token: sales })).status === 200;

afterAll(async () => {
  // brandadmin administers both brands; the operator removes accounts.
  for (const { kind, id } of made) await api(`/${kind}/${id}`, { token: cardio, method: 'DELETE' });
  const operator = await login(DEMO_ACCOUNTS.operator);
  for (const id of madeUsers) await api(`/users/${id}`, { token: operator, method: 'DELETE' });
});

beforeAll(async () => {
  derma = await login(DERMA_ADMIN);
  cardio = await login(DEMO_ACCOUNTS.brandadmin);
  sales = await login(DEMO_ACCOUNTS.sales);
  const all = (await api('/brands?pagination[pageSize]=100', { token: await login(DEMO_ACCOUNTS.operator) })).body.data as {
    name: string;
    documentId: string;
  }[];
  brands = { Cardiovia: all.find((b) => b.name === 'Cardiovia')!.documentId, DermaSana: all.find((b) => b.name === 'DermaSana')!.documentId };
});

describe('bulk actions refuse another brand’s records, record by record', () => {
  it('posts: publishing a mixed selection publishes the own post only', async () => {
    const own = await create('posts', derma, brands.DermaSana, 'Sammel: eigener Entwurf');
    const foreign = await create('posts', cardio, brands.Cardiovia, 'Sammel: fremder Entwurf');
    const [ownStatus, foreignStatus] = await runAsBulk(derma, 'publish', 'posts', [own, foreign]);
    expect(ownStatus).toBe(200);
    expect([403, 404]).toContain(foreignStatus);
    expect(await isLive('posts', foreign)).toBe(false);
  });

  it('posts: withdrawing a mixed selection leaves the other brand’s post live', async () => {
    const own = await create('posts', derma, brands.DermaSana, 'Sammel: eigener live', true);
    const foreign = await create('posts', cardio, brands.Cardiovia, 'Sammel: fremder live', true);
    const [ownStatus, foreignStatus] = await runAsBulk(derma, 'unpublish', 'posts', [own, foreign]);
    expect(ownStatus).toBe(200);
    expect([403, 404]).toContain(foreignStatus);
    expect(await isLive('posts', own)).toBe(false);
    expect(await isLive('posts', foreign)).toBe(true);
  });

  it.each(['posts', 'events'] as const)('%s: deleting a mixed selection deletes the own record only', async (kind) => {
    const own = await create(kind, derma, brands.DermaSana, 'Sammel: eigener zum Löschen');
    const foreign = await create(kind, cardio, brands.Cardiovia, 'Sammel: fremder zum Löschen');
    const [ownStatus, foreignStatus] = await runAsBulk(derma, 'delete', kind, [own, foreign]);
    expect(ownStatus).toBe(204);
    expect([403, 404]).toContain(foreignStatus);
    expect(await exists(kind, own)).toBe(false);
    expect(await exists(kind, foreign)).toBe(true);
  });

  it('field service: blocking a mixed selection blocks the own brand’s rep only; removing leaves the other brand’s rep', async () => {
    /** A new sales rep of a brand, joined through an invitation of that brand's admin. */
    const rep = async (token: string, brand: string) => {
      const email = `sammel-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@einladung.test`;
      const invited = await api('/invitations', { token, method: 'POST', body: { data: { email, role: 'sales', brand } } });
      const registered = await api('/auth/local/register', {
        method: 'POST',
        body: { username: email, email, password: DEMO_PASSWORD, profile: { firstName: 'Sammel', lastName: 'Aktion' } },
      });
      const code = new URL(invited.body.data.link).searchParams.get('code');
      expect((await api('/invitations/accept', { token: registered.body.jwt, method: 'POST', body: { code } })).status).toBe(200);
      madeUsers.push(registered.body.user.id);
      return { id: registered.body.user.id as number, email };
    };
    const own = await rep(derma, brands.DermaSana);
    const foreign = await rep(cardio, brands.Cardiovia);
    const statuses = [];
    for (const user of [own, foreign]) statuses.push((await api(`/users/${user.id}`, { token: derma, method: 'PUT', body: { blocked: true } })).status);
    expect(statuses[0]).toBe(200);
    expect([403, 404]).toContain(statuses[1]);
    const signIn = (email: string) => api('/auth/local', { method: 'POST', body: { identifier: email, password: DEMO_PASSWORD } });
    expect((await signIn(own.email)).status).toBe(400);
    expect((await signIn(foreign.email)).status).toBe(200);

    // Removing from the brand writes the user's brands: refused for the other brand's rep.
    const removal = await api(`/users/${foreign.id}`, { token: derma, method: 'PUT', body: { brands: [], userBrandRoles: [] } });
    expect([403, 404]).toContain(removal.status);
    const still = await api(`/users/${foreign.id}?populate[0]=brands`, { token: cardio });
    expect((still.body.brands as { documentId: string }[]).map((b) => b.documentId)).toContain(brands.Cardiovia);
  });
});
