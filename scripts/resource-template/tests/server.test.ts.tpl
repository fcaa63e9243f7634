import { beforeAll, describe, expect, it } from 'vitest';
import { scopeOf, type RoleType } from '@markenportal/contract';
import { api, DEMO_ACCOUNTS, login } from '../../tests/support/api';

// __Plural__ (server/src/api/__singular__, made by `npm run new:resource`): what a list holds for each
// caller under the access table (packages/contract/src/access/table.ts, `__singular__`), no brand
// reaches another's, bad input is a German 400 at the field. Each route's status per caller is the
// access matrix's (server/tests/access/rows/brand-documents.ts).

/** The demo callers: their role and the brands where that role is theirs. */
const CALLERS = {
  operator: { email: DEMO_ACCOUNTS.operator, role: 'operator', brands: [] },
  cardioAndDermaAdmin: { email: DEMO_ACCOUNTS.brandadmin, role: 'brand_admin', brands: ['Cardiovia', 'DermaSana'] },
  dermaAdmin: { email: 'katrin.hoffmann@example.com', role: 'brand_admin', brands: ['DermaSana'] },
  cardioViewer: { email: DEMO_ACCOUNTS.brandviewer, role: 'visual_brand_admin', brands: ['Cardiovia'] },
  cardioSales: { email: DEMO_ACCOUNTS.sales, role: 'sales', brands: ['Cardiovia'] },
} as const satisfies Record<string, { email: string; role: RoleType; brands: string[] }>;
type CallerName = keyof typeof CALLERS;
const NAMES = Object.keys(CALLERS) as CallerName[];

let tokens: Record<CallerName, string>;
let brands: Record<'Cardiovia' | 'DermaSana', string>;
let cardioviaRow: string;

const grants = (caller: CallerName, action: string) => scopeOf(CALLERS[caller].role, `__singular__.${action}`) !== null;
const inScope = (caller: CallerName, brand: 'Cardiovia' | 'DermaSana') =>
  grants(caller, 'findOne') && (scopeOf(CALLERS[caller].role, '__singular__.findOne') === 'all' || (CALLERS[caller].brands as readonly string[]).includes(brand));
let counter = 0;
const unique = () => `__Singular__ ${process.pid}-${++counter}`;

beforeAll(async () => {
  tokens = Object.fromEntries(await Promise.all(NAMES.map(async (n) => [n, await login(CALLERS[n].email)]))) as Record<CallerName, string>;
  const all = (await api('/brands?pagination[pageSize]=100', { token: tokens.operator })).body.data as { name: string; documentId: string }[];
  brands = { Cardiovia: all.find((b) => b.name === 'Cardiovia')!.documentId, DermaSana: all.find((b) => b.name === 'DermaSana')!.documentId };
  const made = await api('/__plural__', { token: tokens.cardioAndDermaAdmin, method: 'POST', body: { data: { title: unique(), brand: brands.Cardiovia } } });
  expect(made.status).toBe(201);
  cardioviaRow = made.body.data.documentId;
});

describe('__plural__: the access table, enforced', () => {
  it('lists for the callers the table grants it, each only the rows of brands in their scope', async () => {
    for (const caller of NAMES) {
      const { status, body } = await api('/__plural__?populate[brand]=true&pagination[pageSize]=100', { token: tokens[caller] });
      expect(status, caller).toBe(grants(caller, 'find') ? 200 : 403);
      if (status !== 200) continue;
      const seen = new Set((body.data as { brand: { name: 'Cardiovia' | 'DermaSana' } | null }[]).map((row) => row.brand?.name));
      for (const brand of seen) expect(brand && inScope(caller, brand), `${caller} sees ${brand}`).toBe(true);
    }
  });

  it('nobody creates a row for a brand they do not write or moves one there', async () => {
    const foreign = await api('/__plural__', { token: tokens.dermaAdmin, method: 'POST', body: { data: { title: unique(), brand: brands.Cardiovia } } });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error.message).toBe('Sie können nur Inhalte der Brands bearbeiten, die Sie verwalten.');
    const own = await api('/__plural__', { token: tokens.dermaAdmin, method: 'POST', body: { data: { title: unique(), brand: brands.DermaSana } } });
    expect(own.status).toBe(201);
    const move = await api(`/__plural__/${own.body.data.documentId}`, {
      token: tokens.dermaAdmin,
      method: 'PUT',
      body: { data: { brand: brands.Cardiovia } },
    });
    expect(move.status).toBe(403);
    expect((await api(`/__plural__/${own.body.data.documentId}`, { token: tokens.dermaAdmin, method: 'DELETE' })).status).toBe(204);
  });

  it('bad input is a German 400 at the field, never a 500', async () => {
    const token = tokens.cardioAndDermaAdmin;
    const noTitle = await api('/__plural__', { token, method: 'POST', body: { data: { title: '  ', brand: brands.Cardiovia } } });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.error.details.errors[0]).toMatchObject({ path: ['title'], message: 'Bitte geben Sie einen Titel ein.' });
    const noBrand = await api('/__plural__', { token, method: 'POST', body: { data: { title: unique() } } });
    expect(noBrand.status).toBe(400);
    expect(noBrand.body.error.message).toBe('Bitte wählen Sie eine Brand.');
    const unknown = await api('/__plural__/unbekannt', { token, method: 'PUT', body: { data: { title: unique() } } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe('Ungültige ID');
  });

  it('a change based on an older version is refused with 409', async () => {
    const token = tokens.cardioAndDermaAdmin;
    const loaded = (await api(`/__plural__/${cardioviaRow}`, { token })).body.data.updatedAt as string;
    expect((await api(`/__plural__/${cardioviaRow}`, { token, method: 'PUT', body: { data: { description: 'eins', updatedAt: loaded } } })).status).toBe(200);
    const stale = await api(`/__plural__/${cardioviaRow}`, { token, method: 'PUT', body: { data: { description: 'zwei', updatedAt: loaded } } });
    expect(stale.status).toBe(409);
  });
});
