import { beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO_ACCOUNTS, login } from '../../tests/support/api';

// Conditional saves (docs/decisions/0019-conditional-saves.md): a write that names the `updatedAt` it
// was based on is refused with 409 when someone else saved in between, and nothing is written.

const CONFLICT = 'Dieser Eintrag wurde inzwischen von jemand anderem gespeichert. Ihre Änderungen wurden nicht gespeichert.';
const INVALID = 'Ungültige Version in der Anfrage: „updatedAt“ muss ein Zeitpunkt sein.';

let admin: string;
let operator: string;
let cardiovia: string;

beforeAll(async () => {
  admin = await login(DEMO_ACCOUNTS.brandadmin);
  operator = await login(DEMO_ACCOUNTS.operator);
  cardiovia = (await api('/brands?filters[name][$eq]=Cardiovia', { token: operator })).body.data[0].documentId;
});

/** How one kind of record is read and written: content routes wrap the body in `data`, the users routes do not. */
interface Target {
  token: () => string;
  path: string;
  /** The read the editor's page makes (drafts for documents with drafts). */
  read: string;
  bare?: boolean;
  field: string;
}

const body = (t: Target, fields: Record<string, unknown>) => (t.bare ? fields : { data: fields });
const read = async (t: Target) => {
  const answer = await api(t.read, { token: t.token() });
  expect(answer.status).toBe(200);
  return t.bare ? answer.body : answer.body.data;
};
const save = (t: Target, fields: Record<string, unknown>) => api(t.path, { token: t.token(), method: 'PUT', body: body(t, fields) });

/** Two editors load the same version; the first saves, the second's save is refused and changes nothing. */
const twoEditors = async (t: Target) => {
  const loaded = (await read(t)).updatedAt as string;
  const first = await save(t, { [t.field]: 'Fassung der ersten Person', updatedAt: loaded });
  expect(first.status).toBe(200);
  const second = await save(t, { [t.field]: 'Fassung der zweiten Person', updatedAt: loaded });
  expect(second.status).toBe(409);
  expect(second.body.error.message).toBe(CONFLICT);
  const stored = await read(t);
  expect(stored[t.field]).toBe('Fassung der ersten Person');
  // With the version they reload, the second person saves.
  const again = await save(t, { [t.field]: 'Fassung der zweiten Person', updatedAt: stored.updatedAt });
  expect(again.status).toBe(200);
  expect((await read(t))[t.field]).toBe('Fassung der zweiten Person');
};

/** A save without a version is not conditional; a version that is no date-time is a 400; Strapi never writes it. */
const versionRules = async (t: Target) => {
  expect((await save(t, { [t.field]: 'Ohne Version' })).status).toBe(200);
  const invalid = await save(t, { [t.field]: 'Kaputte Version', updatedAt: 'gestern' });
  expect(invalid.status).toBe(400);
  expect(invalid.body.error.message).toBe(INVALID);
  const current = await read(t);
  expect(current[t.field]).toBe('Ohne Version');
  // The same instant in another notation is the same version.
  const otherNotation = new Date(current.updatedAt).toISOString().replace('Z', '+00:00');
  const saved = await save(t, { [t.field]: 'Gleiche Version', updatedAt: otherNotation });
  expect(saved.status).toBe(200);
  expect(new Date((await read(t)).updatedAt).getTime()).toBeGreaterThan(new Date(current.updatedAt).getTime());
};

describe('posts', () => {
  let t: Target;
  beforeAll(async () => {
    const created = await api('/posts', { token: admin, method: 'POST', body: { data: { title: 'Gemeinsam bearbeitet', type: 'news', brand: cardiovia } } });
    const id = created.body.data.documentId;
    t = { token: () => admin, path: `/posts/${id}?status=draft`, read: `/posts/${id}?status=draft`, field: 'title' };
  });
  it('a stale version is a 409 with the German message and the first save stays; the current one saves', () => twoEditors(t));
  it('a save without a version saves; a malformed one is a 400', () => versionRules(t));
  it('the version of a published post is its draft’s', async () => {
    const id = t.read.split('/')[2].split('?')[0];
    // Publishing is no change of the draft: a version loaded before it still saves.
    const loaded = (await read(t)).updatedAt;
    expect((await api(`/posts/${id}/publish`, { token: admin, method: 'POST' })).status).toBe(200);
    expect((await save(t, { title: 'Nach dem Veröffentlichen', updatedAt: loaded })).status).toBe(200);
    await twoEditors(t);
    // Saved without the draft query: Strapi writes the draft too, and the same rule holds.
    await twoEditors({ ...t, path: `/posts/${id}` });
  });
});

describe('events', () => {
  let t: Target;
  beforeAll(async () => {
    const created = await api('/events?status=draft', {
      token: admin,
      method: 'POST',
      body: { data: { title: 'Fortbildung', startDate: '2030-03-01T17:00:00.000Z', brand: cardiovia } },
    });
    expect(created.status).toBe(201);
    const id = created.body.data.documentId;
    t = { token: () => admin, path: `/events/${id}?status=draft`, read: `/events/${id}?status=draft`, field: 'title' };
  });
  it('a stale version is a 409 with the German message and the first save stays; the current one saves', () => twoEditors(t));
  it('a save without a version saves; a malformed one is a 400', () => versionRules(t));
});

describe('brands', () => {
  let t: Target;
  beforeAll(async () => {
    const created = await api('/brands', { token: operator, method: 'POST', body: { data: { name: 'Versionsmarke' } } });
    expect(created.status).toBe(201);
    const id = created.body.data.documentId;
    t = { token: () => operator, path: `/brands/${id}`, read: `/brands/${id}`, field: 'description' };
  });
  it('a stale version is a 409 with the German message and the first save stays; the current one saves', () => twoEditors(t));
  it('a save without a version saves; a malformed one is a 400', () => versionRules(t));
});

describe('brand profiles', () => {
  let t: Target;
  let before: string | null;
  beforeAll(async () => {
    t = { token: () => admin, path: `/brands/${cardiovia}`, read: `/brands/${cardiovia}`, field: 'description' };
    before = (await read(t)).description;
  });
  it('a brand admin’s stale version is a 409 with the German message; the current one saves', async () => {
    await twoEditors(t);
    await versionRules(t);
    expect((await save(t, { description: before })).status).toBe(200);
  });
  it('the version is checked only for those who may write: others are refused as before', async () => {
    const stale = await save({ ...t, token: () => operator }, { description: 'x', updatedAt: '2000-01-01T00:00:00.000Z' });
    expect(stale.status).toBe(409);
    const viewer = await api(`/brands/${cardiovia}`, {
      token: await login(DEMO_ACCOUNTS.brandviewer),
      method: 'PUT',
      body: { data: { description: 'x', updatedAt: '2000-01-01T00:00:00.000Z' } },
    });
    expect(viewer.status).toBe(403);
  });
});

describe('users', () => {
  let t: Target;
  beforeAll(async () => {
    const roles = await api('/users-permissions/roles', { token: operator });
    const sales = roles.body.roles.find((r: { type: string }) => r.type === 'sales').id;
    const email = 'zwei.bearbeiter@example.com';
    const created = await api('/users', {
      token: operator,
      method: 'POST',
      body: { username: email, email, password: 'Zufall-1234-Passwort', confirmed: true, role: sales, profile: { firstName: 'Erika', lastName: 'Muster' } },
    });
    expect(created.status).toBe(201);
    t = { token: () => operator, path: `/users/${created.body.id}`, read: `/users/${created.body.id}`, bare: true, field: 'username' };
  });
  it('a stale version is a 409 with the German message and the first save stays; the current one saves', () => twoEditors(t));
  it('a save without a version saves; a malformed one is a 400', () => versionRules(t));
  it('one’s own profile: the same rule', async () => {
    const token = await login(DEMO_ACCOUNTS.sales);
    const id = (await api('/users/me', { token })).body.id;
    const own: Target = { token: () => token, path: `/users/${id}`, read: '/users/me', bare: true, field: 'username' };
    const loaded = (await read(own)).updatedAt;
    expect((await save(own, { username: 'vertrieb-eins', updatedAt: loaded })).status).toBe(200);
    const stale = await save(own, { username: 'vertrieb-zwei', updatedAt: loaded });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe(CONFLICT);
    expect((await read(own)).username).toBe('vertrieb-eins');
  });
});
