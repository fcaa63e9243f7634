import { beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO_ACCOUNTS, login } from '../../tests/support/api';

type Doc = { documentId: string; name: string };
let operator: string;
let licenses: Record<string, Doc>;
let addons: Record<string, Doc>;

const byName = (docs: Doc[]) => Object.fromEntries(docs.map((d) => [d.name, d]));
const brandWithHistory = async (documentId: string) =>
  (await api(`/brands/${documentId}?populate[0]=history&populate[1]=license&populate[2]=addons`, { token: operator })).body.data;

beforeAll(async () => {
  operator = await login(DEMO_ACCOUNTS.operator);
  licenses = byName((await api('/licenses', { token: operator })).body.data);
  addons = byName((await api('/addons', { token: operator })).body.data);
});

describe('booking history', () => {
  it('a new brand with a license starts with its booking entries', async () => {
    const { status, body } = await api('/brands', {
      token: operator,
      method: 'POST',
      body: { data: { name: 'Historia', license: licenses.Basis.documentId, addons: [addons['Chat-Modul'].documentId] } },
    });
    expect(status).toBe(201);
    const brand = await brandWithHistory(body.data.documentId);
    expect(brand.history.map((e: { item: string; kind: string; action: string; by: string }) => [e.item, e.kind, e.action, e.by])).toEqual([
      ['Basis', 'license', 'booked', DEMO_ACCOUNTS.operator],
      ['Chat-Modul', 'addon', 'booked', DEMO_ACCOUNTS.operator],
    ]);
  });

  it('a license change appends "cancelled" and "booked" entries with the change', async () => {
    const created = await api('/brands', { token: operator, method: 'POST', body: { data: { name: 'Wechsel', license: licenses.Basis.documentId } } });
    const id = created.body.data.documentId;
    const updated = await api(`/brands/${id}`, { token: operator, method: 'PUT', body: { data: { license: licenses.Enterprise.documentId } } });
    expect(updated.status).toBe(200);
    const brand = await brandWithHistory(id);
    expect(brand.license.name).toBe('Enterprise');
    expect(brand.history.map((e: { item: string; action: string }) => `${e.item}:${e.action}`)).toEqual([
      'Basis:booked',
      'Basis:cancelled',
      'Enterprise:booked',
    ]);
    expect(new Date(brand.history[2].date).getTime()).toBeGreaterThan(Date.now() - 60000);
  });

  it('add-ons booked and cancelled in one change, and an unchanged save adds nothing', async () => {
    const created = await api('/brands', {
      token: operator,
      method: 'POST',
      body: { data: { name: 'Addons', addons: [addons['Chat-Modul'].documentId, addons['Push-Kampagnen'].documentId] } },
    });
    const id = created.body.data.documentId;
    await api(`/brands/${id}`, {
      token: operator,
      method: 'PUT',
      body: { data: { addons: [addons['Push-Kampagnen'].documentId, addons['Auswertungen Plus'].documentId] } },
    });
    await api(`/brands/${id}`, { token: operator, method: 'PUT', body: { data: { companyName: 'Addons GmbH' } } });
    const brand = await brandWithHistory(id);
    expect(brand.history.map((e: { item: string; action: string }) => `${e.item}:${e.action}`)).toEqual([
      'Chat-Modul:booked',
      'Push-Kampagnen:booked',
      'Chat-Modul:cancelled',
      'Auswertungen Plus:booked',
    ]);
  });

  it('a client cannot write the history itself', async () => {
    const created = await api('/brands', { token: operator, method: 'POST', body: { data: { name: 'Fälschung' } } });
    const id = created.body.data.documentId;
    await api(`/brands/${id}`, {
      token: operator,
      method: 'PUT',
      body: { data: { history: [{ date: '2020-01-01T00:00:00.000Z', item: 'Enterprise', kind: 'license', action: 'booked', by: 'x' }] } },
    });
    expect((await brandWithHistory(id)).history).toEqual([]);
  });
});

describe('brand access per role', () => {
  const others = ['mitarbeiter', 'brandadmin', 'brandviewer', 'sales', 'arzt'] as const;

  it('every signed-in role reads brands', async () => {
    for (const key of Object.keys(DEMO_ACCOUNTS) as (keyof typeof DEMO_ACCOUNTS)[]) {
      expect((await api('/brands', { token: await login(DEMO_ACCOUNTS[key]) })).status, key).toBe(200);
    }
  });

  it('only the operator creates, changes and deletes brands (employees included: 403)', async () => {
    const target = (await api('/brands?filters[name][$eq]=Venoflex', { token: operator })).body.data[0].documentId;
    for (const key of others) {
      const token = await login(DEMO_ACCOUNTS[key]);
      expect((await api('/brands', { token, method: 'POST', body: { data: { name: 'X' } } })).status, key).toBe(403);
      expect((await api(`/brands/${target}`, { token, method: 'PUT', body: { data: { license: licenses.Enterprise.documentId } } })).status, key).toBe(403);
      expect((await api(`/brands/${target}`, { token, method: 'DELETE' })).status, key).toBe(403);
    }
    expect((await brandWithHistory(target)).license.name).not.toBe('Enterprise');
  });
});

describe('links', () => {
  it('a link that exists is refused with "Der Link existiert bereits" at the field', async () => {
    for (const link of ['cardiovia-schneider', 'CARDIOVIA-Schneider']) {
      const { status, body } = await api('/links', { token: operator, method: 'POST', body: { data: { link } } });
      expect(status).toBe(400);
      expect(body.error.message).toBe('Der Link existiert bereits');
      expect(body.error.details.errors).toEqual([{ path: ['link'], message: 'Der Link existiert bereits', name: 'ValidationError' }]);
    }
  });

  it('creates a new link and refuses renaming it to an existing one', async () => {
    const created = await api('/links', { token: operator, method: 'POST', body: { data: { link: 'neu-link-1' } } });
    expect(created.status).toBe(201);
    const rename = await api(`/links/${created.body.data.documentId}`, {
      token: operator,
      method: 'PUT',
      body: { data: { link: 'dermasana-becker' } },
    });
    expect(rename.status).toBe(400);
    expect(rename.body.error.message).toBe('Der Link existiert bereits');
    const same = await api(`/links/${created.body.data.documentId}`, { token: operator, method: 'PUT', body: { data: { link: 'neu-link-1' } } });
    expect(same.status).toBe(200);
  });

  it('an update without a valid id says "Ungültige ID"', async () => {
    const { status, body } = await api('/links/gibt-es-nicht', { token: operator, method: 'PUT', body: { data: { link: 'x-y' } } });
    expect(status).toBe(400);
    expect(body.error.message).toBe('Ungültige ID');
  });

  it('employees read links; operators write them, brand admins only for their own brand (brand-team test)', async () => {
    expect((await api('/links', { token: await login(DEMO_ACCOUNTS.mitarbeiter) })).status).toBe(200);
    const noBrand = await api('/links', { token: await login(DEMO_ACCOUNTS.brandadmin), method: 'POST', body: { data: { link: 'von-brandadmin' } } });
    expect(noBrand.body.error.message).toBe('Bitte wählen Sie eine Brand.');
    for (const key of ['mitarbeiter', 'brandviewer', 'sales', 'arzt'] as const) {
      const token = await login(DEMO_ACCOUNTS[key]);
      expect((await api('/links', { token, method: 'POST', body: { data: { link: `von-${key}` } } })).status, key).toBe(403);
    }
    for (const key of ['sales', 'arzt'] as const) {
      expect((await api('/links', { token: await login(DEMO_ACCOUNTS[key]) })).status, key).toBe(403);
    }
  });
});
