import { beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO_ACCOUNTS, login } from '../../tests/support/api';

// Events publish like posts (POST /events/:id/publish, /unpublish): the draft is what brand admins
// edit, readers get the published version until the changes are published.

let admin: string;
let sales: string;
let cardiovia: string;

const draftEvent = async (title: string, location = 'Berlin') =>
  (
    await api('/events?status=draft', {
      token: admin,
      method: 'POST',
      body: { data: { title, startDate: '2027-03-28T09:00:00.000Z', location, brand: cardiovia } },
    })
  ).body.data as { documentId: string; updatedAt: string };
const asReader = async (id: string) => api(`/events/${id}`, { token: sales });
const logOf = async (id: string) =>
  ((await api(`/events/${id}?status=draft`, { token: admin })).body.data.log as { action: string; by: string }[]).map((e) => `${e.action}:${e.by}`);

beforeAll(async () => {
  admin = await login(DEMO_ACCOUNTS.brandadmin);
  sales = await login(DEMO_ACCOUNTS.sales);
  const operator = await login(DEMO_ACCOUNTS.operator);
  cardiovia = (await api('/brands?filters[name][$eq]=Cardiovia', { token: operator })).body.data[0].documentId;
});

describe('publishing an event', () => {
  it('a change without ?status=draft (or with publishedAt) still goes to the draft: readers keep the published version', async () => {
    const { documentId: id } = await draftEvent('Nur über Veröffentlichen', 'Köln');
    await api(`/events/${id}/publish`, { token: admin, method: 'POST' });
    for (const query of ['', '?status=published']) {
      const draft = (await api(`/events/${id}?status=draft`, { token: admin })).body.data;
      const changed = await api(`/events/${id}${query}`, {
        token: admin,
        method: 'PUT',
        body: { data: { location: `Bonn${query}`, publishedAt: '2026-01-01T00:00:00.000Z', updatedAt: draft.updatedAt } },
      });
      expect(changed.status).toBe(200);
      expect((await asReader(id)).body.data.location).toBe('Köln');
      expect((await api(`/events/${id}?status=draft`, { token: admin })).body.data.location).toBe(`Bonn${query}`);
    }
  });

  it('publish makes the draft public, withdraw takes it offline; creating, publishing, withdrawing and changing are logged', async () => {
    const { documentId: id } = await draftEvent('Fortbildung Herz');
    expect((await asReader(id)).status).toBe(404);
    const published = await api(`/events/${id}/publish`, { token: admin, method: 'POST' });
    expect(published.status).toBe(200);
    expect(published.body.data.publishedAt).not.toBeNull();
    expect((await asReader(id)).body.data.title).toBe('Fortbildung Herz');
    expect((await api(`/events/${id}/unpublish`, { token: admin, method: 'POST' })).status).toBe(200);
    expect((await asReader(id)).status).toBe(404);
    const draft = (await api(`/events/${id}?status=draft`, { token: admin })).body.data;
    await api(`/events/${id}?status=draft`, { token: admin, method: 'PUT', body: { data: { location: 'Potsdam', updatedAt: draft.updatedAt } } });
    const by = DEMO_ACCOUNTS.brandadmin;
    expect(await logOf(id)).toEqual([`created:${by}`, `published:${by}`, `unpublished:${by}`, `updated:${by}`]);
  });

  it('an event created published at once is logged as created and published', async () => {
    const created = await api('/events', {
      token: admin,
      method: 'POST',
      body: { data: { title: 'Sofort live', startDate: '2027-03-28T09:00:00.000Z', brand: cardiovia, publishedAt: new Date().toISOString() } },
    });
    expect(created.status).toBe(201);
    const by = DEMO_ACCOUNTS.brandadmin;
    expect(await logOf(created.body.data.documentId)).toEqual([`created:${by}`, `published:${by}`]);
  });

  it('a changed draft reaches readers only once its changes are published', async () => {
    const { documentId: id } = await draftEvent('Praxistag', 'Hamburg');
    await api(`/events/${id}/publish`, { token: admin, method: 'POST' });
    const live = (await api(`/events/${id}`, { token: admin })).body.data;
    const draft = (await api(`/events/${id}?status=draft`, { token: admin })).body.data;
    const changed = await api(`/events/${id}?status=draft`, {
      token: admin,
      method: 'PUT',
      body: { data: { location: 'München', updatedAt: draft.updatedAt } },
    });
    expect(changed.status).toBe(200);
    // The draft is newer than the published version: the app marks it „Geändert, nicht veröffentlicht“.
    expect(new Date(changed.body.data.updatedAt).getTime()).toBeGreaterThan(new Date(live.publishedAt).getTime());
    expect((await asReader(id)).body.data.location).toBe('Hamburg');

    expect((await api(`/events/${id}/publish`, { token: admin, method: 'POST' })).status).toBe(200);
    expect((await asReader(id)).body.data.location).toBe('München');
    const republished = (await api(`/events/${id}`, { token: admin })).body.data;
    const draftAfter = (await api(`/events/${id}?status=draft`, { token: admin })).body.data;
    expect(new Date(draftAfter.updatedAt).getTime()).toBeLessThanOrEqual(new Date(republished.publishedAt).getTime());
  });

  it('a client cannot write the log', async () => {
    const created = await api('/events?status=draft', {
      token: admin,
      method: 'POST',
      body: {
        data: { title: 'Gefälscht', startDate: '2027-03-28T09:00:00.000Z', brand: cardiovia, log: [{ at: '2020-01-01', by: 'x', action: 'published' }] },
      },
    });
    expect(created.status).toBe(201);
    // Only the server's own entry: the sent one is dropped.
    expect(await logOf(created.body.data.documentId)).toEqual([`created:${DEMO_ACCOUNTS.brandadmin}`]);
  });

  it('only brand admins of the event’s brand publish and withdraw', async () => {
    const { documentId: id } = await draftEvent('Nur Cardiovia');
    const otherBrandAdmin = await login('katrin.hoffmann@example.com');
    for (const action of ['publish', 'unpublish']) {
      const other = await api(`/events/${id}/${action}`, { token: otherBrandAdmin, method: 'POST' });
      expect(other.status, action).toBe(403);
      expect(other.body.error.message, action).toBe('Sie können nur Inhalte der Brands bearbeiten, die Sie verwalten.');
      for (const key of ['sales', 'brandviewer', 'operator', 'mitarbeiter'] as const) {
        expect((await api(`/events/${id}/${action}`, { token: await login(DEMO_ACCOUNTS[key]), method: 'POST' })).status, `${action} ${key}`).toBe(403);
      }
      expect((await api(`/events/${id}/${action}`, { method: 'POST' })).status, action).toBe(403);
    }
    expect((await asReader(id)).status).toBe(404);
  });

  it('an unknown event is refused as for posts: „Ungültige ID“', async () => {
    const answer = await api('/events/unbekannt/publish', { token: admin, method: 'POST' });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe('Ungültige ID');
  });
});
