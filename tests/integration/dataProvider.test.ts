import { beforeAll, describe, expect, it } from 'vitest';
import type { HttpError } from 'ra-core';
import { createSession, Session } from '../../src/providers/session';
import { createHttpClient } from '../../src/providers/http';
import { createDataProvider, scopeContextOf, AppDataProvider } from '../../src/providers/dataProvider';
import { DATA_RESOURCES } from '../../src/features';
import { createAuthProvider, AppAuthProvider } from '../../src/providers/authProvider';
import { MemoryStorage } from '../support/memoryStorage';
import { createUnsavedWork, type UnsavedWorkStore } from '../../src/providers/unsavedWork';
import { api, apiUrl, DEMO_ACCOUNTS, DEMO_PASSWORD, PUBLIC_ACCESS_TOKEN } from '../support/api';
import { fileServer } from '../support/fileServer';
import { addFavoriters } from '../support/bulkFavoriters.mjs';
import knexFactory from 'knex';

type Client = { session: Session; dataProvider: AppDataProvider; authProvider: AppAuthProvider; requests: string[] };

/** The app's own providers, pointed at the server under test; records the URLs they call. */
const client = (pathname = '/', unsavedWork?: UnsavedWorkStore): Client => {
  const session = createSession(new MemoryStorage());
  const requests: string[] = [];
  const recordingFetch: typeof fetch = (input, init) => {
    requests.push(`${init?.method ?? 'GET'} ${decodeURIComponent(String(input))}`);
    return fetch(input, init);
  };
  const http = createHttpClient({ apiUrl: apiUrl(), publicToken: PUBLIC_ACCESS_TOKEN, session, fetch: recordingFetch });
  // The app's own wiring (src/providers/index.ts, src/App.tsx).
  const dataProvider = createDataProvider(http, scopeContextOf(session), DATA_RESOURCES);
  return { session, requests, dataProvider, authProvider: createAuthProvider(http, session, () => pathname, unsavedWork) };
};

const signedIn = async (email: string) => {
  const c = client();
  await c.authProvider.login({ username: email, password: DEMO_PASSWORD });
  c.requests.length = 0;
  return c;
};

const rejection = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error as HttpError;
  }
  throw new Error('expected a rejection');
};

let operator: Client;
beforeAll(async () => {
  operator = await signedIn(DEMO_ACCOUNTS.operator);
});

describe('authProvider against the server', () => {
  it('login stores token and populated user from the sign-in answer alone, and lands operators on the brand list', async () => {
    const c = client();
    const result = await c.authProvider.login({ username: DEMO_ACCOUNTS.operator, password: DEMO_PASSWORD });
    expect(result).toEqual({ redirectTo: '/brand-management' });
    expect(c.session.getToken()).toEqual(expect.any(String));
    expect(c.session.getUser()?.role?.type).toBe('operator');
    expect(c.session.getUser()?.userBrandRoles).toEqual(expect.any(Array));
    // The sign-in answer carries the account: no second round trip to /users/me before the landing screen.
    expect(c.requests).toEqual([expect.stringMatching(/^POST .*\/api\/auth\/local$/)]);
  });

  it('login of the brand admin restores a current brand and lands on /home', async () => {
    const c = client();
    expect(await c.authProvider.login({ username: DEMO_ACCOUNTS.brandadmin, password: DEMO_PASSWORD })).toEqual({ redirectTo: '/home' });
    const user = c.session.getUser()!;
    expect(user.userBrandRoles).toHaveLength(2);
    expect(user.brands!.map((b) => b!.documentId)).toContain(c.session.getCurrentBrandId());
    expect(await c.authProvider.getPermissions!({})).toBe('brand_admin');
    expect(await c.authProvider.canAccess!({ resource: 'posts', action: 'list' })).toBe(true);
    expect(await c.authProvider.canAccess!({ resource: 'brand-management', action: 'list' })).toBe(false);
  });

  it('a wrong password is refused in German and stores nothing', async () => {
    const c = client();
    const error = await rejection(c.authProvider.login({ username: DEMO_ACCOUNTS.operator, password: 'falsch' }));
    // The server answers in German, in the app's own wording.
    expect(error.message).toBe('E-Mail-Adresse oder Passwort ist falsch.');
    expect(c.session.getToken()).toBeNull();
  });

  it('a 401 clears token, user and stored data and sends to /login', async () => {
    const c = await signedIn(DEMO_ACCOUNTS.sales);
    c.session.signIn('expired-token', c.session.getUser()!);
    const error = await rejection(c.dataProvider.getMe());
    expect(error.status).toBe(401);
    await expect(c.authProvider.checkError(error)).rejects.toMatchObject({ redirectTo: '/login' });
    expect(c.session.getToken()).toBeNull();
    expect(c.session.getUser()).toBeNull();
  });

  it('a save refused with 401 fails as a save, and signing in again returns the same user to the page with the form’s content', async () => {
    const unsavedWork = createUnsavedWork(new MemoryStorage());
    unsavedWork.register(() => ({ title: 'Nicht gespeichert', location: 'Raum 2' }));
    const c = client('/events/e1/edit', unsavedWork);
    /** Signs the brand admin in, lets the session expire and saves: the refused save's error. */
    const saveAfterExpiry = async () => {
      await c.authProvider.login({ username: DEMO_ACCOUNTS.brandadmin, password: DEMO_PASSWORD });
      const event = (await c.dataProvider.getList('events', { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' }, filter: {} })).data[0];
      c.session.signIn('expired-token', c.session.getUser()!);
      return rejection(c.dataProvider.update('events', { id: event.id, data: { location: 'Raum 2' }, previousData: event }));
    };
    const error = await saveAfterExpiry();
    expect([error.status, error.message]).toEqual([401, 'app.auth.session_expired']);
    // Not react-admin's sign-out (which would answer the save with an empty success): the error reaches the form.
    await expect(c.authProvider.checkError(error)).resolves.toBeUndefined();
    expect(c.session.getToken()).toBeNull();

    // Someone else signing in on this browser neither goes there nor finds the content.
    const other = client('/login', unsavedWork);
    expect(await other.authProvider.login({ username: DEMO_ACCOUNTS.operator, password: DEMO_PASSWORD })).toEqual({ redirectTo: '/brand-management' });
    expect(unsavedWork.takeValues(other.session.getUser()!.id, '/events/e1/edit')).toBeNull();

    await c.authProvider.checkError(await saveAfterExpiry());
    const again = client('/login', unsavedWork);
    expect(await again.authProvider.login({ username: DEMO_ACCOUNTS.brandadmin, password: DEMO_PASSWORD })).toEqual({ redirectTo: '/events/e1/edit' });
    expect(unsavedWork.takeValues(again.session.getUser()!.id, '/events/e1/edit')).toEqual({ title: 'Nicht gespeichert', location: 'Raum 2' });
  });

  it('without a token nothing is sent: the session has ended (not „Keine Berechtigung“)', async () => {
    const c = await signedIn(DEMO_ACCOUNTS.brandadmin);
    c.session.clear();
    const error = await rejection(c.dataProvider.getList('posts', { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' }, filter: {} }));
    expect([error.status, error.message]).toEqual([401, 'app.auth.session_expired']);
    expect(c.requests).toEqual([]);
  });

  it('a 401 on the reset-password page keeps the user there', async () => {
    const c = client('/reset-password/abc');
    c.session.signIn('expired-token', { id: 1 });
    const error = await rejection(c.dataProvider.getMe());
    await expect(c.authProvider.checkError(error)).resolves.toBeUndefined();
    expect(c.session.getToken()).toBe('expired-token');
  });

  it('register creates an account without back-office role and signs it in', async () => {
    const c = client();
    const email = `neu-${Date.now()}@example.com`;
    const user = await c.authProvider.register({
      username: email,
      email,
      password: 'Sicher-1234',
      profile: { target: 'pta', firstName: 'Nina', lastName: 'Neu' },
    });
    expect(user.role?.type).toBe('authenticated');
    expect(c.session.getToken()).toEqual(expect.any(String));
    expect(await c.authProvider.getPermissions!({})).toBe('authenticated');
    const again = client();
    expect(await again.authProvider.login({ username: email, password: 'Sicher-1234' })).toEqual({ redirectTo: '/home' });
  });

  it('register refuses a taken e-mail in German', async () => {
    const error = await rejection(client().authProvider.register({ username: 'x-sales', email: DEMO_ACCOUNTS.sales, password: 'Sicher-1234' }));
    expect(error.status).toBe(400);
    expect(error.message).toBe('Diese E-Mail-Adresse ist bereits registriert.');
  });

  it('forgot-password answers without revealing whether the account exists', async () => {
    await expect(client().authProvider.forgotPassword('niemand@example.com')).resolves.toBeUndefined();
    await expect(client().authProvider.forgotPassword(DEMO_ACCOUNTS.sales)).resolves.toBeUndefined();
  });

  it('reset-password with an unknown code says so in German', async () => {
    const error = await rejection(client().authProvider.resetPassword({ code: 'falsch', password: 'NeuesPasswort1', passwordConfirmation: 'NeuesPasswort1' }));
    expect(error.message).toBe('Der Link zum Zurücksetzen ist ungültig oder abgelaufen.');
  });
});

describe('dataProvider: brands', () => {
  // Other test files add brands to the shared server: totals are compared with the server's count.
  const brandCount = async () => (await api('/brands?pagination[pageSize]=1', { token: operator.session.getToken()! })).body.meta.pagination.total;

  it('pages through brands with pageSize 10, counted by the server', async () => {
    const total = await brandCount();
    const page1 = await operator.dataProvider.getList('brand-management', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(total).toBeGreaterThanOrEqual(25);
    expect(page1.total).toBe(total);
    expect(page1.data).toHaveLength(10);
    const names = page1.data.map((b) => b.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(page1.data[0].id).toBe(page1.data[0].documentId);
    expect(page1.data[0].numericId).toEqual(expect.any(Number));
    const page3 = await operator.dataProvider.getList('brand-management', {
      pagination: { page: 3, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(page3.data).toHaveLength(Math.min(10, total - 20));
  });

  it('search: one character sends no filter, a number matches the id, text matches name or company', async () => {
    const list = (q: string) =>
      operator.dataProvider.getList('brand-management', { pagination: { page: 1, perPage: 50 }, sort: { field: 'id', order: 'ASC' }, filter: { q } });
    const oneChar = await list('c');
    expect(oneChar.total).toBe(await brandCount());
    expect(operator.requests.at(-2)).not.toContain('filters');
    const all = await list('');
    const twoDigits = all.data.find((b) => b.numericId >= 10)!;
    const byId = await list(String(twoDigits.numericId));
    expect(byId.data.map((b) => b.name)).toEqual([twoDigits.name]);
    expect((await list(String(all.data[4].numericId))).total).toBe(all.total);
    const byCompany = await list('kinderarznei');
    expect(byCompany.data.map((b) => b.name)).toEqual(['Pädicura']);
    const byName = await list('DERM');
    expect(byName.data.map((b) => b.name).sort()).toEqual(['DermaSana', 'Vitaderm']);
  });

  it('getOne and getMany use documentIds and populate license and add-ons', async () => {
    const { data } = await operator.dataProvider.getList('brands', { pagination: { page: 1, perPage: 2 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    const one = await operator.dataProvider.getOne('brands', { id: data[0].id });
    expect(one.data.name).toBe('Cardiovia');
    expect(one.data.license.name).toBe('Basis');
    expect(one.data.license.id).toEqual(expect.any(String));
    const many = await operator.dataProvider.getMany('brands', { ids: data.map((b) => b.id) });
    expect(many.data.map((b) => b.id).sort()).toEqual(data.map((b) => b.id).sort());
  });

  it('creates, updates and deletes with bodies that carry no id', async () => {
    const licenses = await operator.dataProvider.getList('licenses', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    const created = await operator.dataProvider.create('brands', {
      data: { id: 'ignored', documentId: 'ignored', name: 'Testbrand', companyName: 'Test GmbH', license: licenses.data[1] },
    });
    expect(created.data.name).toBe('Testbrand');
    const updated = await operator.dataProvider.update('brands', {
      id: created.data.id,
      data: { ...created.data, companyName: 'Test AG' },
      previousData: created.data,
    });
    expect(updated.data.companyName).toBe('Test AG');
    expect((await operator.dataProvider.getOne('brands', { id: created.data.id })).data.license.name).toBe('Professional');
    await operator.dataProvider.delete('brands', { id: created.data.id, previousData: created.data });
    const error = await rejection(operator.dataProvider.getOne('brands', { id: created.data.id }));
    expect(error.status).toBe(404);
  });

  it('turns Strapi validation errors into German field errors', async () => {
    const error = await rejection(operator.dataProvider.create('brands', { data: { name: 'x'.repeat(121) } }));
    expect(error.status).toBe(400);
    expect(error.message).toBe('app.errors.validation');
    expect(error.body.errors).toEqual({ name: 'Höchstens 120 Zeichen' });
    const duplicate = await rejection(operator.dataProvider.create('licenses', { data: { name: 'Basis' } }));
    expect(duplicate.body.errors).toEqual({ name: 'Dieser Wert ist bereits vergeben' });
  });

  it('a forbidden write is a 403 with the server’s German message (the same text as the catalog’s)', async () => {
    const sales = await signedIn(DEMO_ACCOUNTS.sales);
    const error = await rejection(sales.dataProvider.create('brands', { data: { name: 'Nope' } }));
    expect(error.status).toBe(403);
    expect(error.message).toBe('Keine Berechtigung für diese Aktion.');
  });
});

describe('dataProvider: users', () => {
  it('lists users with start/limit and counts them with /users/count', async () => {
    const { data, total } = await operator.dataProvider.getList('user-management', {
      pagination: { page: 2, perPage: 4 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(total).toBeGreaterThanOrEqual(11);
    expect(data).toHaveLength(4);
    expect(data[0].id).toBe(5);
    expect(operator.requests).toContainEqual(expect.stringMatching(/GET .*\/users\?.*start=4&limit=4/));
    expect(operator.requests).toContainEqual(expect.stringContaining('/users/count'));
  });

  it('the employee list holds operators and employees only, filtered by role type', async () => {
    const { data, total } = await operator.dataProvider.getList('employee-management', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'email', order: 'ASC' },
      filter: {},
    });
    expect(total).toBe(2);
    expect(data.map((u) => u.role.type)).toEqual(['visual_admin', 'operator']);
  });

  /** Invitees (the domain einladung.test, as in server/tests/brand-team.test.ts) are not demo people. */
  const demoPeople = (emails: string[]) => emails.filter((e) => !e.endsWith('@einladung.test'));

  it('filters users by role type and brand', async () => {
    const brands = await operator.dataProvider.getList('brands', { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    const { data } = await operator.dataProvider.getList('users', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'email', order: 'ASC' },
      filter: { 'role.type': 'sales', 'brands.documentId': brands.data[0].id },
    });
    expect(demoPeople(data.map((u) => u.email))).toEqual(['lena.wagner@example.com', 'sales@example.com']);
  });

  it('sales users and admins of the current brand (brand admin, switching brands)', async () => {
    const admin = await signedIn(DEMO_ACCOUNTS.brandadmin);
    const list = async (resource: string) =>
      demoPeople(
        (await admin.dataProvider.getList(resource, { pagination: { page: 1, perPage: 100 }, sort: { field: 'email', order: 'ASC' }, filter: {} })).data.map(
          (u) => u.email,
        ),
      );
    const brands = admin.session.getUser()!.brands!;
    admin.session.setCurrentBrandId(brands.find((b) => (b as { name?: string }).name === 'Cardiovia')!.documentId!);
    expect(await list('sales')).toEqual(['lena.wagner@example.com', 'sales@example.com']);
    expect(await list('brand-admins')).toEqual(['brandadmin@example.com', 'brandviewer@example.com']);
    admin.session.setCurrentBrandId(brands.find((b) => (b as { name?: string }).name === 'DermaSana')!.documentId!);
    expect(await list('sales')).toEqual(['jonas.becker@example.com']);
    expect(await list('brand-admins')).toEqual(['brandadmin@example.com', 'katrin.hoffmann@example.com']);
  });

  it('reads the roles list and updates a user by numeric id', async () => {
    const roles = await operator.dataProvider.getRoles();
    expect(roles.map((r) => r.type)).toContain('visual_brand_admin');
    const { data } = await operator.dataProvider.getList('users', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'ASC' },
      filter: { email: DEMO_ACCOUNTS.arzt },
    });
    const updated = await operator.dataProvider.update('users', {
      id: data[0].id,
      data: { profile: { ...data[0].profile, phone: '+49 30 999' } },
      previousData: data[0],
    });
    expect(updated.data.id).toBe(data[0].id);
  });

  it('uploads a file and sets it as the user image', async () => {
    const sales = await signedIn(DEMO_ACCOUNTS.sales);
    // A 1×1 PNG.
    const png = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) =>
      c.charCodeAt(0),
    );
    const file = new File([png], 'profil.png', { type: 'image/png' });
    const me = sales.session.getUser()!;
    const updated = await sales.dataProvider.update('users', { id: me.id, data: { image: { rawFile: file } }, previousData: { id: me.id } });
    expect(updated.data.id).toBe(me.id);
    expect(sales.requests[0]).toMatch(/^POST .*\/upload$/);
    const fresh = await sales.dataProvider.getMe();
    expect(fresh.image?.url).toMatch(/^\/uploads\/.*\.png$/);
  });
});

describe('dataProvider: posts', () => {
  it('the post list: only the columns it names, with each row’s publication state and schedule in two calls for the page', async () => {
    const admin = await signedIn(DEMO_ACCOUNTS.brandadmin);
    const brands = admin.session.getUser()!.brands!;
    admin.session.setCurrentBrandId(brands.find((b) => (b as { name?: string }).name === 'Cardiovia')!.documentId!);
    const { data } = await admin.dataProvider.getList('posts', {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'publishedAt', order: 'DESC' },
      filter: {},
      meta: { status: 'draft', fields: ['title', 'type', 'publishedAt', 'updatedAt'] },
    });
    const byTitle = Object.fromEntries(data.map((p) => [p.title, p]));
    expect(byTitle['Neue Leitlinie zur Hypertonie-Therapie'].livePublishedAt).toEqual(expect.any(String));
    expect(byTitle['Webinar-Rückblick: Herzinsuffizienz']).toMatchObject({ livePublishedAt: null, scheduledAt: expect.any(String) });
    expect(byTitle['Entwurf: Fachinformation Update']).toMatchObject({ livePublishedAt: null, scheduledAt: null });
    // No content, brand or images: only the named columns (and the ids Strapi always sends).
    expect(Object.keys(byTitle['Entwurf: Fachinformation Update']).sort()).toEqual(
      ['documentId', 'id', 'livePublishedAt', 'numericId', 'publishedAt', 'scheduledAt', 'title', 'type', 'updatedAt'].sort(),
    );
    expect(admin.requests.map((r) => r.split('?')[0].replace(/^GET \S+\/api/, 'GET '))).toEqual(['GET /posts', 'GET /posts', 'GET /publisher/actions']);
  });
});

describe('dataProvider: a list longer than one server page (an export reads it whole)', () => {
  // The server answers at most 1,000 rows per request (server/config/api.ts, maxLimit), without
  // saying so: an export asks for up to 10,000 and must get every row, not the first 1,000.
  const MORE_THAN_A_PAGE = 1100;
  beforeAll(async () => {
    const { dbFile, databaseUrl } = fileServer();
    await addFavoriters({ dbFile, databaseUrl, brandName: 'Cardiovia', count: MORE_THAN_A_PAGE, tokenOf: () => null, prefix: 'export' });
    const knex = knexFactory(
      databaseUrl ? { client: 'pg', connection: databaseUrl } : { client: 'better-sqlite3', connection: { filename: dbFile }, useNullAsDefault: true },
    );
    try {
      const now = databaseUrl ? new Date() : Date.now();
      const brands = Array.from({ length: MORE_THAN_A_PAGE }, (_, i) => ({
        document_id: `exportbrand${String(i).padStart(13, '0')}`,
        name: `Exportmarke ${i}`,
        created_at: now,
        updated_at: now,
        published_at: now,
      }));
      for (let start = 0; start < brands.length; start += 200) await knex('brands').insert(brands.slice(start, start + 200));
    } finally {
      await knex.destroy();
    }
  }, 120_000);

  it.each([
    ['brand-management', 'brands'],
    ['user-management', 'users'],
  ])('%s: 10,000 asked, every row answered (%s)', async (resource) => {
    const { data, total } = await operator.dataProvider.getList(resource, {
      pagination: { page: 1, perPage: 10_000 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(total).toBeGreaterThan(MORE_THAN_A_PAGE);
    expect(data).toHaveLength(total!);
    expect(new Set(data.map((row) => row.id)).size).toBe(total);
  });
});
