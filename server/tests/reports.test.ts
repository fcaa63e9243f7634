import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../tests/support/api';
import type { TestStrapi } from '../../tests/support/strapiServer';
import { fileServer } from '../../tests/support/fileServer';
import { MemoryStorage } from '../../tests/support/memoryStorage';
import { createSession } from '../../src/providers/session';
import { createHttpClient } from '../../src/providers/http';
import { createDataProvider, scopeContextOf } from '../../src/providers/dataProvider';
import { DATA_RESOURCES } from '../../src/features';

// The report counts exactly the demo data: the file's own server (tests/support/fileServer.ts)
// holds nothing else.
let server: TestStrapi;
beforeAll(() => {
  server = fileServer();
});

const call = async (path: string, token?: string) => {
  const response = await fetch(`${server.apiUrl}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
};

const tokens = new Map<string, string>();
const login = async (email: string) => {
  if (!tokens.has(email)) {
    const response = await fetch(`${server.apiUrl}/auth/local`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ identifier: email, password: DEMO_PASSWORD }),
    });
    tokens.set(email, (await response.json()).jwt);
  }
  return tokens.get(email)!;
};

/** A German calendar day, `offset` days from today, as YYYY-MM-DD. */
const berlinDay = (offset = 0) => {
  const [y, m, d] = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' }).split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
};

const brandId = async (name: string) => {
  const { body } = await call(`/brands?filters[name][$eq]=${encodeURIComponent(name)}`, await login(DEMO_ACCOUNTS.operator));
  return body.data[0].documentId as string;
};

const report = async (query: string, email: string = DEMO_ACCOUNTS.operator) => call(`/reports?${query}`, await login(email));

// server/src/seed/demo-data.ts: Cardiovia has 4 published posts (2, 9, 20 and 35 days ago), 2
// published events (published at seeding), the sales users sales@ and lena.wagner@ (both hold a
// Cardiovia link; their contacts are arzt, pta and dr.yilmaz), favorites of 3 users and the chats
// of sales@ with 3 + 1 messages. No notification record is seeded.
const CARDIOVIA_ALL = { brandName: 'Cardiovia', posts: 4, events: 2, salesUsers: 2, contacts: 3, messages: 4, notifications: 0, favorites: 3 };
const DERMASANA_ALL = { brandName: 'DermaSana', posts: 1, events: 1, salesUsers: 1, contacts: 0, messages: 0, notifications: 0, favorites: 1 };

describe('GET /api/reports as operator', () => {
  it('gives the demo figures of Cardiovia and DermaSana, sorted by name', async () => {
    const [cardiovia, dermasana] = [await brandId('Cardiovia'), await brandId('DermaSana')];
    const { status, body } = await report(`from=${berlinDay(-60)}&to=${berlinDay(0)}&brands[0]=${dermasana}&brands[1]=${cardiovia}`);
    expect(status).toBe(200);
    expect(body.data).toEqual([
      { brandId: cardiovia, ...CARDIOVIA_ALL },
      { brandId: dermasana, ...DERMASANA_ALL },
    ]);
    expect(body.meta).toMatchObject({ from: berlinDay(-60), to: berlinDay(0) });
  });

  it('counts posts by the day they were published: the last 30 days leave out the post of 35 days ago', async () => {
    const cardiovia = await brandId('Cardiovia');
    const { body } = await report(`from=${berlinDay(-30)}&to=${berlinDay(0)}&brands=${cardiovia}`);
    expect(body.data).toEqual([{ brandId: cardiovia, ...CARDIOVIA_ALL, posts: 3 }]);
  });

  it('without brands reports every brand; a brand without activity has zeros', async () => {
    const { status, body } = await report(`from=${berlinDay(-60)}&to=${berlinDay(0)}`);
    expect(status).toBe(200);
    expect(body.data).toHaveLength(25);
    const names = body.data.map((r: { brandName: string }) => r.brandName);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(body.data.find((r: { brandName: string }) => r.brandName === 'Cardiovia')).toMatchObject(CARDIOVIA_ALL);
    expect(body.data.find((r: { brandName: string }) => r.brandName === 'Venoflex')).toMatchObject({
      posts: 0,
      events: 0,
      salesUsers: 0,
      contacts: 0,
      messages: 0,
      notifications: 0,
      favorites: 0,
    });
  });

  it('takes all 25 brands by documentId (more than qs keeps as an array)', async () => {
    const { body: brands } = await call('/brands?pagination[pageSize]=100', await login(DEMO_ACCOUNTS.operator));
    const ids: string[] = brands.data.map((b: { documentId: string }) => b.documentId);
    expect(ids).toHaveLength(25);
    const query = ids.map((id, i) => `brands[${i}]=${id}`).join('&');
    const { status, body } = await report(`from=${berlinDay(-60)}&to=${berlinDay(0)}&${query}`);
    expect(status).toBe(200);
    expect(body.data.map((r: { brandId: string }) => r.brandId).sort()).toEqual([...ids].sort());
  });

  it('a period that excludes everything gives zeros for every figure of the period', async () => {
    const cardiovia = await brandId('Cardiovia');
    const { status, body } = await report(`from=2020-01-01&to=2020-12-31&brands[0]=${cardiovia}`);
    expect(status).toBe(200);
    // Sales users, contacts and favorites are figures as of now: they have no date to filter on.
    expect(body.data).toEqual([{ brandId: cardiovia, ...CARDIOVIA_ALL, posts: 0, events: 0, messages: 0, notifications: 0 }]);
  });

  it('goes through the dataProvider method getReport', async () => {
    const session = createSession(new MemoryStorage());
    session.signIn(await login(DEMO_ACCOUNTS.operator), { id: 1, role: { type: 'operator' } });
    const http = createHttpClient({ apiUrl: server.apiUrl, publicToken: '', session });
    // The app's own wiring (src/App.tsx); the report reads neither the scope nor the resources.
    const dataProvider = createDataProvider(http, scopeContextOf(session), DATA_RESOURCES);
    const cardiovia = await brandId('Cardiovia');
    expect(await dataProvider.getReport({ from: berlinDay(-60), to: berlinDay(0), brands: [cardiovia] })).toEqual([{ brandId: cardiovia, ...CARDIOVIA_ALL }]);
  });
});

describe('GET /api/reports refuses bad input with 400 and a German message', () => {
  const cases: [string, string][] = [
    ['to=2026-01-31', 'Bitte geben Sie Beginn und Ende des Zeitraums an (from, to).'],
    ['from=2026-01-01', 'Bitte geben Sie Beginn und Ende des Zeitraums an (from, to).'],
    ['from=gestern&to=2026-01-31', '„gestern“ ist kein gültiges Datum. Erwartet wird JJJJ-MM-TT.'],
    ['from=2026-02-30&to=2026-03-31', '„2026-02-30“ ist kein gültiges Datum. Erwartet wird JJJJ-MM-TT.'],
    ['from=2026-01-01&to=31.01.2026', '„31.01.2026“ ist kein gültiges Datum. Erwartet wird JJJJ-MM-TT.'],
    ['from[$gt]=x&to=2026-01-31', 'Ungültiges Datum. Erwartet wird JJJJ-MM-TT.'],
    ['from=2026-02-01&to=2026-01-31', 'Der Beginn des Zeitraums liegt nach dem Ende.'],
    ['from=2026-01-01&to=2026-01-31&brands[0]=gibtesnicht', 'Mindestens eine ausgewählte Brand existiert nicht.'],
    ['from=2026-01-01&to=2026-01-31&brands[0][$ne]=x', 'Die Brand-Auswahl ist ungültig.'],
  ];
  for (const [query, message] of cases) {
    it(query, async () => {
      const { status, body } = await report(query);
      expect(status).toBe(400);
      expect(body.error.message).toBe(message);
    });
  }
});

describe('GET /api/reports is for operators only', () => {
  for (const key of ['mitarbeiter', 'brandadmin', 'brandviewer', 'sales', 'arzt'] as const) {
    it(`${key}: 403`, async () => {
      const { status } = await report(`from=${berlinDay(-30)}&to=${berlinDay(0)}`, DEMO_ACCOUNTS[key]);
      expect(status).toBe(403);
    });
  }

  it('without a token: 403', async () => {
    expect((await call(`/reports?from=${berlinDay(-30)}&to=${berlinDay(0)}`)).status).toBe(403);
  });
});
