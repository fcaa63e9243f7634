import { beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO_ACCOUNTS, login } from '../../tests/support/api';
import { LICENSES, ADDONS } from '../src/seed/demo-data';

// The reference tables of the table management (Lizenzen, Add-ons, Fachrichtungen): only operators
// write them, and an entry still in use is never deleted (409 with a German message).

type Doc = { id: number; documentId: string; name: string; [key: string]: unknown };

const TABLES = [
  {
    path: 'licenses',
    create: { name: 'Testlizenz Tabellen', description: 'Nur für den Test', maxSalesUsers: 3 },
    update: { name: 'Testlizenz Tabellen geändert', maxSalesUsers: 7 },
  },
  {
    path: 'addons',
    create: { name: 'Test-Add-on Tabellen', description: 'Nur für den Test' },
    update: { name: 'Test-Add-on Tabellen geändert', description: 'Geändert' },
  },
  {
    path: 'specializations',
    create: { name: 'Testfachrichtung Tabellen' },
    update: { name: 'Testfachrichtung Tabellen geändert' },
  },
] as const;

const licenseInUse = (name: string) => `Die Lizenz „${name}“ ist noch Brands zugeordnet und kann nicht gelöscht werden.`;
const addonInUse = (name: string) => `Das Add-on „${name}“ ist noch Brands zugeordnet und kann nicht gelöscht werden.`;
const specializationInUse = (name: string) =>
  `Die Fachrichtung „${name}“ wird noch in Beiträgen oder Veranstaltungen verwendet und kann nicht gelöscht werden.`;

const OTHER_ROLES = ['mitarbeiter', 'brandadmin', 'brandviewer', 'sales', 'arzt'] as const;

let operator: string;
let brandadmin: string;
let cardiovia: Doc;

const byName = async (path: string, name: string): Promise<Doc> => {
  const { status, body } = await api(`/${path}?filters[name][$eq]=${encodeURIComponent(name)}`, { token: operator });
  expect(status).toBe(200);
  expect(body.data, `${path} ${name}`).toHaveLength(1);
  return body.data[0];
};

const create = async (path: string, data: Record<string, unknown>, token = operator): Promise<Doc> => {
  const { status, body } = await api(`/${path}`, { token, method: 'POST', body: { data } });
  expect(status, JSON.stringify(body)).toBe(201);
  return body.data;
};

const remove = (path: string, documentId: string, token = operator) => api(`/${path}/${documentId}`, { token, method: 'DELETE' });

const exists = async (path: string, documentId: string) => (await api(`/${path}/${documentId}`, { token: operator })).status === 200;

beforeAll(async () => {
  operator = await login(DEMO_ACCOUNTS.operator);
  brandadmin = await login(DEMO_ACCOUNTS.brandadmin);
  cardiovia = await byName('brands', 'Cardiovia');
});

describe('the operator maintains each reference table', () => {
  for (const table of TABLES) {
    it(`${table.path}: create, edit and delete an unused entry`, async () => {
      const created = await create(table.path, table.create);
      expect(created).toMatchObject(table.create);

      const updated = await api(`/${table.path}/${created.documentId}`, { token: operator, method: 'PUT', body: { data: table.update } });
      expect(updated.status).toBe(200);
      expect(updated.body.data).toMatchObject({ documentId: created.documentId, ...table.update });
      expect((await api(`/${table.path}/${created.documentId}`, { token: operator })).body.data.name).toBe(table.update.name);

      expect((await remove(table.path, created.documentId)).status).toBe(204);
      expect((await api(`/${table.path}/${created.documentId}`, { token: operator })).status).toBe(404);
    });
  }

  it('the field rules hold on the server: name required and not blank, unique, at most 100 characters', async () => {
    for (const table of TABLES) {
      for (const name of [undefined, '', '   ']) {
        const { status, body } = await api(`/${table.path}`, { token: operator, method: 'POST', body: { data: { name } } });
        expect(status, `${table.path} ${JSON.stringify(name)}`).toBe(400);
        if (name !== undefined) expect(body.error.message).toBe('Bitte geben Sie einen Namen ein.');
      }
      expect((await api(`/${table.path}`, { token: operator, method: 'POST', body: { data: { name: 'x'.repeat(101) } } })).status, table.path).toBe(400);
    }
    expect((await api('/licenses', { token: operator, method: 'POST', body: { data: { name: 'Basis' } } })).status).toBe(400);
    expect((await api('/specializations', { token: operator, method: 'POST', body: { data: { name: 'Kardiologie' } } })).status).toBe(400);

    const basis = await byName('licenses', 'Basis');
    const blank = await api(`/licenses/${basis.documentId}`, { token: operator, method: 'PUT', body: { data: { name: ' ' } } });
    expect(blank.status).toBe(400);
    expect((await byName('licenses', 'Basis')).name).toBe('Basis');
  });

  it('names are stored trimmed', async () => {
    const created = await create('addons', { name: '  Leerzeichen-Add-on  ' });
    expect(created.name).toBe('Leerzeichen-Add-on');
    expect((await remove('addons', created.documentId)).status).toBe(204);
  });

  it('lists as the client asks: licenses by id ascending, specializations 100 per page', async () => {
    const licenses = await api('/licenses?sort[0]=id:asc', { token: operator });
    expect(licenses.status).toBe(200);
    const ids = licenses.body.data.map((l: Doc) => l.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => a - b));
    expect(licenses.body.data.slice(0, 3).map((l: Doc) => l.name)).toEqual(LICENSES.map((l) => l.name));

    const specializations = await api('/specializations?pagination[pageSize]=100', { token: operator });
    expect(specializations.status).toBe(200);
    expect(specializations.body.meta.pagination.pageSize).toBe(100);
    expect(specializations.body.data.length).toBeGreaterThanOrEqual(12);
  });
});

describe('an entry still in use is not deleted', () => {
  it('every demo license is used by brands: 409 with the German message, and it stays', async () => {
    for (const { name } of LICENSES) {
      const license = await byName('licenses', name);
      const { status, body } = await remove('licenses', license.documentId);
      expect(status, name).toBe(409);
      expect(body.error.status).toBe(409);
      expect(body.error.message).toBe(licenseInUse(name));
      expect(await exists('licenses', license.documentId)).toBe(true);
    }
  });

  it('every demo add-on is booked by brands: 409 with the German message, and it stays', async () => {
    for (const { name } of ADDONS) {
      const addon = await byName('addons', name);
      const { status, body } = await remove('addons', addon.documentId);
      expect(status, name).toBe(409);
      expect(body.error.message).toBe(addonInUse(name));
      expect(await exists('addons', addon.documentId)).toBe(true);
    }
  });

  it('the specializations of the demo posts: 409 with the German message, and they stay', async () => {
    for (const name of ['Allgemeinmedizin', 'Kardiologie']) {
      const specialization = await byName('specializations', name);
      const { status, body } = await remove('specializations', specialization.documentId);
      expect(status, name).toBe(409);
      expect(body.error.message).toBe(specializationInUse(name));
      expect(await exists('specializations', specialization.documentId)).toBe(true);
    }
  });

  it('a license and an add-on become deletable once no brand uses them any more', async () => {
    const license = await create('licenses', { name: 'Lizenz im Gebrauch' });
    const addon = await create('addons', { name: 'Add-on im Gebrauch' });
    const brand = await create('brands', { name: 'Tabellen-Testbrand', license: license.documentId, addons: [addon.documentId] });

    expect((await remove('licenses', license.documentId)).body.error.message).toBe(licenseInUse('Lizenz im Gebrauch'));
    expect((await remove('addons', addon.documentId)).body.error.message).toBe(addonInUse('Add-on im Gebrauch'));

    expect((await remove('brands', brand.documentId)).status).toBe(204);
    expect((await remove('licenses', license.documentId)).status).toBe(204);
    expect((await remove('addons', addon.documentId)).status).toBe(204);
  });

  it('a specialization used only by a draft post counts as used', async () => {
    const specialization = await create('specializations', { name: 'Fachrichtung im Entwurf' });
    const post = await api('/posts?status=draft', {
      token: brandadmin,
      method: 'POST',
      body: { data: { title: 'Entwurf mit Fachrichtung', type: 'news', brand: cardiovia.documentId, specializations: [specialization.documentId] } },
    });
    expect(post.status, JSON.stringify(post.body)).toBe(201);
    expect(post.body.data.publishedAt).toBeNull();

    const refused = await remove('specializations', specialization.documentId);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(specializationInUse('Fachrichtung im Entwurf'));

    expect((await api(`/posts/${post.body.data.documentId}`, { token: brandadmin, method: 'DELETE' })).status).toBe(204);
    expect((await remove('specializations', specialization.documentId)).status).toBe(204);
  });

  it('a specialization used only by a draft event counts as used', async () => {
    const specialization = await create('specializations', { name: 'Fachrichtung der Veranstaltung' });
    const event = await api('/events?status=draft', {
      token: brandadmin,
      method: 'POST',
      body: {
        data: {
          title: 'Veranstaltung mit Fachrichtung',
          startDate: new Date(Date.now() + 10 * 86400000).toISOString(),
          brand: cardiovia.documentId,
          specializations: [specialization.documentId],
        },
      },
    });
    expect(event.status, JSON.stringify(event.body)).toBe(201);

    const refused = await remove('specializations', specialization.documentId);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(specializationInUse('Fachrichtung der Veranstaltung'));

    expect((await api(`/events/${event.body.data.documentId}`, { token: brandadmin, method: 'DELETE' })).status).toBe(204);
    expect((await remove('specializations', specialization.documentId)).status).toBe(204);
  });
});

describe('nobody but the operator writes the reference tables', () => {
  for (const table of TABLES) {
    it(`${table.path}: create, update and delete answer 403 for every other role`, async () => {
      const target = await create(table.path, { ...table.create, name: `${table.create.name} (Rechte)` });
      for (const key of OTHER_ROLES) {
        const token = await login(DEMO_ACCOUNTS[key]);
        const created = await api(`/${table.path}`, { token, method: 'POST', body: { data: { name: `X-${key}` } } });
        expect(created.status, `${key} create`).toBe(403);
        const updated = await api(`/${table.path}/${target.documentId}`, { token, method: 'PUT', body: { data: { name: `X-${key}` } } });
        expect(updated.status, `${key} update`).toBe(403);
        expect((await remove(table.path, target.documentId, token)).status, `${key} delete`).toBe(403);
      }
      const after = await api(`/${table.path}/${target.documentId}`, { token: operator });
      expect(after.body.data.name).toBe(`${table.create.name} (Rechte)`);
      expect((await api(`/${table.path}?filters[name][$startsWith]=X-`, { token: operator })).body.data).toEqual([]);
      expect((await remove(table.path, target.documentId)).status).toBe(204);
    });
  }
});
