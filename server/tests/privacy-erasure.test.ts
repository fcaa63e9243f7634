import { createECDH, randomBytes } from 'node:crypto';
import { CONSENT_TEXT_VERSION } from '@markenportal/contract';
import knexFactory, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../tests/support/api';
import { postgresAdminUrl, startStrapi, type StartOptions, type TestStrapi } from '../../tests/support/strapiServer';
import { withoutFileServer } from '../../tests/support/fileServer';
import { plainPng } from '../../tests/support/pngFiles';

// Issue 37, item 3: erasure on request (DSGVO Art. 17). An operator erases a sales rep who has
// chats, favorites, a device, mails and an upload; afterwards no table of the database holds the
// rep's address, username, names or documentId, the doctor's chat still reads (with the marker),
// and the rep's token is refused. On SQLite, and on PostgreSQL when the machine has one.
withoutFileServer();

const DATABASES: [string, StartOptions][] = [
  ['SQLite', {}],
  ...(postgresAdminUrl() ? [['PostgreSQL', { database: 'postgres' }] as [string, StartOptions]] : []),
];

/** Distinct values, so that any hit of the scan is the erased person's. */
const REP = { firstName: 'Quirinius', lastName: 'Zederbaumer', username: 'quirin.zeder', email: 'quirin.zeder@loeschung.test' };
const BOOKER = { firstName: 'Bertholdine', lastName: 'Kranichfeld', username: 'bertholdine.k', email: 'bertholdine.k@loeschung.test' };

const pushKeys = () => ({ p256dh: createECDH('prime256v1').generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') });

/** Every text and JSON column of every table, as the database lists them. */
const textColumns = async (db: Knex, postgres: boolean): Promise<[string, string][]> => {
  if (postgres) {
    const rows = (await db('information_schema.columns')
      .where('table_schema', 'public')
      .whereIn('data_type', ['text', 'character varying', 'character', 'json', 'jsonb'])
      .select('table_name', 'column_name')) as { table_name: string; column_name: string }[];
    return rows.map((r) => [r.table_name, r.column_name]);
  }
  const tables = (await db('sqlite_master').where('type', 'table').pluck('name')) as string[];
  const columns: [string, string][] = [];
  for (const table of tables) {
    const info = (await db.raw(`pragma table_info("${table}")`)) as { name: string; type: string }[];
    for (const c of info) if (/char|text|json|clob/i.test(c.type) || c.type === '') columns.push([table, c.name]);
  }
  return columns;
};

/** Where in the database any of `values` still occurs: `table.column: value`. */
const scan = async (db: Knex, postgres: boolean, values: string[]) => {
  const hits: string[] = [];
  for (const [table, column] of await textColumns(db, postgres)) {
    for (const value of values) {
      const found = await db(table)
        .whereRaw('lower(CAST(?? AS TEXT)) LIKE ?', [column, `%${value.toLowerCase()}%`])
        .count({ n: '*' })
        .first();
      if (Number(found?.n) > 0) hits.push(`${table}.${column}: ${value}`);
    }
  }
  return hits;
};

describe.each(DATABASES)('erasure on request on %s', (database, options) => {
  let server: TestStrapi;
  let db: Knex;
  const { api, login } = apiClient(() => server.apiUrl);
  let operator: string;
  let roles: Record<string, number>;
  let cardiovia: { documentId: string; name: string };
  let rep: { id: number; documentId: string };
  let chatId: string;
  let fileUrl: string;

  const newUser = async (person: typeof REP, role: string, brands: string[] = []) => {
    const { status, body } = await api('/users', {
      token: operator,
      method: 'POST',
      body: {
        username: person.username,
        email: person.email,
        password: DEMO_PASSWORD,
        confirmed: true,
        role: roles[role],
        brands,
        profile: { firstName: person.firstName, lastName: person.lastName },
      },
    });
    expect(status, JSON.stringify(body)).toBe(201);
    return { id: body.id as number, documentId: body.documentId as string };
  };
  const erase = (id: number | string, token = operator) => api(`/privacy/erasures/${id}`, { token, method: 'POST' });

  beforeAll(async () => {
    // No Web Push leaves this machine: the worker never claims (its jobs are what the erasure deletes).
    server = await startStrapi({ WEB_PUSH_POLL_MS: '600000' }, options);
    db = knexFactory(
      server.databaseUrl
        ? { client: 'pg', connection: server.databaseUrl, pool: { min: 0, max: 1 } }
        : { client: 'better-sqlite3', connection: { filename: server.dbFile }, useNullAsDefault: true, pool: { min: 1, max: 1 } },
    );
    operator = await login(DEMO_ACCOUNTS.operator);
    roles = Object.fromEntries(
      ((await api('/users-permissions/roles', { token: operator })).body.roles as { type: string; id: number }[]).map((r) => [r.type, r.id]),
    );
    cardiovia = (await api('/brands?filters[name][$eq]=Cardiovia', { token: operator })).body.data[0];

    // The rep: a link the doctor connects through, a chat both write in, a favorite, a device, an
    // upload that is their picture, a mail to them.
    rep = await newUser(REP, 'sales', [cardiovia.documentId]);
    const repToken = await login(REP.email);
    const link = await api('/links', {
      token: operator,
      method: 'POST',
      body: { data: { link: 'quirin-zeder', brand: cardiovia.documentId, salesUser: rep.id } },
    });
    expect(link.status).toBe(201);
    const arzt = await login(DEMO_ACCOUNTS.arzt);
    expect(
      (await api('/links/connect', { token: arzt, method: 'POST', body: { data: { link: 'quirin-zeder', consentVersion: CONSENT_TEXT_VERSION } } })).status,
    ).toBe(200);
    const chat = await api('/chats', { token: repToken, method: 'POST', body: { data: { contact: (await api('/users/me', { token: arzt })).body.id } } });
    chatId = chat.body.data.id;
    const send = (token: string, text: string) => api(`/chats/${chatId}/messages`, { token, method: 'POST', body: { data: { text } } });
    expect((await send(repToken, `Guten Tag, hier ${REP.firstName} ${REP.lastName} (${REP.email}).`)).status).toBe(201);
    expect((await send(arzt, 'Danke, bis bald.')).status).toBe(201);
    expect((await api('/favorites', { token: repToken, method: 'POST', body: { data: { brand: cardiovia.documentId, isFavorite: true } } })).status).toBe(201);
    const device = { endpoint: `https://fcm.googleapis.com/fcm/send/${randomBytes(8).toString('hex')}`, keys: pushKeys() };
    expect((await api('/web-push/subscriptions', { token: repToken, method: 'POST', body: device })).status).toBe(201);
    expect((await send(arzt, 'Eine Frage noch.')).status).toBe(201);
    const form = new FormData();
    form.append('files', new Blob([plainPng(4, 4)], { type: 'image/png' }), `${REP.firstName}-${REP.lastName}.png`);
    const uploaded = await fetch(`${server.apiUrl}/upload`, { method: 'POST', headers: { Authorization: `Bearer ${repToken}` }, body: form });
    expect(uploaded.status).toBe(201);
    const [file] = (await uploaded.json()) as { id: number; url: string }[];
    fileUrl = file.url;
    expect((await api(`/users/${rep.id}`, { token: repToken, method: 'PUT', body: { image: file.id } })).status).toBe(200);
    expect((await api('/auth/forgot-password', { method: 'POST', body: { email: REP.email } })).status).toBe(200);
  }, 180_000);

  afterAll(async () => {
    await db?.destroy();
    await server?.stop();
  });

  it('before: the rep’s data is there (the scan finds it)', async () => {
    const hits = await scan(db, database === 'PostgreSQL', [REP.email, REP.lastName]);
    for (const table of ['up_users', 'components_user_profile', 'mail_outbox', 'files']) expect(hits.join('\n')).toContain(table);
    expect(Number((await db('web_push_jobs').where({ kind: 'chat', ref: chatId }).count({ n: '*' }).first())?.n)).toBeGreaterThan(0);
    expect((await fetch(`${server.url}${fileUrl}`)).status).toBe(200);
  });

  // Who may erase, and the request, do not depend on the database: asked once, on SQLite.
  if (database === 'SQLite') {
    it('no one but an operator erases anyone, whatever the id looks like', async () => {
      const ids = [String(rep.id), rep.documentId, 'abc', '0', '-1', `${rep.id}.0`, '99999999999', encodeURIComponent(REP.email)];
      for (const key of ['mitarbeiter', 'brandadmin', 'brandviewer', 'sales', 'arzt'] as const) {
        const token = await login(DEMO_ACCOUNTS[key]);
        for (const id of ids) {
          const refused = await api(`/privacy/erasures/${id}`, { token, method: 'POST', body: { id: rep.id } });
          expect(refused.status, `${key} ${id}`).toBe(403);
        }
      }
      for (const id of ids) expect((await api(`/privacy/erasures/${id}`, { method: 'POST' })).status, `anonymous ${id}`).toBe(403);
      expect((await api(`/users/${rep.id}`, { token: operator })).status).toBe(200);
      // An operator: never their own account; an unknown or malformed id is a 404.
      const self = (await api('/users/me', { token: operator })).body.id;
      expect((await erase(self)).body.error.message).toBe(
        'Sie können Ihr eigenes Konto hier nicht löschen. Bitte beantragen Sie die Löschung unter „Mein Profil“.',
      );
      for (const id of ['abc', '0', rep.documentId, '99999999']) expect((await erase(id)).status, id).toBe(404);
    });

    it('a person asks for their erasure, operators see it, the person withdraws it', async () => {
      const sales = await login(DEMO_ACCOUNTS.sales);
      const salesId = (await api('/users/me', { token: sales })).body.id;
      expect((await api('/privacy/erasure-request', { token: sales })).body.data).toEqual({ requestedAt: null });
      const asked = await api('/privacy/erasure-request', { token: sales, method: 'POST' });
      expect(asked.status).toBe(200);
      expect(Date.parse(asked.body.data.requestedAt)).toBeGreaterThan(Date.now() - 60_000);
      // Operators find it in the user list; the person cannot set or clear it through the account itself.
      const requested = await api('/users?filters[erasureRequestedAt][$notNull]=true', { token: operator });
      expect(requested.body.map((u: { id: number }) => u.id)).toEqual([salesId]);
      expect(requested.body[0].erasureRequestedAt).toBe(asked.body.data.requestedAt);
      expect((await api(`/users/${salesId}`, { token: sales, method: 'PUT', body: { erasureRequestedAt: null } })).status).toBe(403);
      // Nobody else learns of it: a brand admin of the rep's brand reads the rep without it.
      const admin = await api(`/users/${salesId}`, { token: await login(DEMO_ACCOUNTS.brandadmin) });
      expect(admin.status).toBe(200);
      expect(admin.body).not.toHaveProperty('erasureRequestedAt');
      expect((await api('/privacy/erasure-request', { token: sales, method: 'POST' })).body.data.requestedAt).toBe(asked.body.data.requestedAt);
      expect((await api('/privacy/erasure-request', { token: sales, method: 'DELETE' })).body.data).toEqual({ requestedAt: null });
      expect((await api('/users?filters[erasureRequestedAt][$notNull]=true', { token: operator })).body).toEqual([]);
    });
  }

  it('the last brand admin of a brand is not erased before another is named', async () => {
    const brand = await api('/brands', { token: operator, method: 'POST', body: { data: { name: 'Löschprobe' } } });
    const only = await newUser({ firstName: 'Ada', lastName: 'Allein', username: 'ada.allein', email: 'ada.allein@loeschung.test' }, 'brand_admin', [
      brand.body.data.documentId,
    ]);
    const refused = await erase(only.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      'Dieses Konto ist der letzte Brand-Admin von Löschprobe. Bitte benennen Sie zuerst einen weiteren Brand-Admin, dann kann das Konto gelöscht werden.',
    );
    expect((await api(`/users/${only.id}`, { token: operator })).status).toBe(200);
    await newUser({ firstName: 'Bea', lastName: 'Beide', username: 'bea.beide', email: 'bea.beide@loeschung.test' }, 'brand_admin', [
      brand.body.data.documentId,
    ]);
    // Ada wrote a post with a teaser she uploaded: its log names her by address, and keeps a
    // pseudonym instead; the teaser is the brand's and stays.
    const ada = await login('ada.allein@loeschung.test');
    const form = new FormData();
    form.append('files', new Blob([plainPng(4, 4)], { type: 'image/png' }), 'teaser-probe.png');
    const uploaded = await fetch(`${server.apiUrl}/upload`, { method: 'POST', headers: { Authorization: `Bearer ${ada}` }, body: form });
    expect(uploaded.status).toBe(201);
    const [teaser] = (await uploaded.json()) as { id: number; url: string }[];
    const post = await api('/posts?status=draft', {
      token: ada,
      method: 'POST',
      body: { data: { title: 'Probebeitrag', type: 'news', brand: brand.body.data.documentId, teaserImage: teaser.id } },
    });
    expect(post.status, JSON.stringify(post.body)).toBe(201);
    expect(JSON.stringify(await db('posts').where('document_id', post.body.data.documentId).pluck('log'))).toContain('ada.allein@loeschung.test');
    const erased = await erase(only.id);
    expect(erased.status).toBe(200);
    expect(await scan(db, database === 'PostgreSQL', ['ada.allein', 'Allein', only.documentId])).toEqual([]);
    const kept = await api(`/posts/${post.body.data.documentId}?status=draft&populate=teaserImage`, { token: operator });
    expect(kept.body.data.teaserImage?.id).toBe(teaser.id);
    expect((await fetch(`${server.url}${teaser.url}`)).status).toBe(200);
    expect(Number((await db('files').where('id', teaser.id).whereNotNull('owner_id').count({ n: '*' }).first())?.n)).toBe(0);
    for (const log of (await db('posts').where('document_id', post.body.data.documentId).pluck('log')) as unknown[]) {
      const entries = (typeof log === 'string' ? JSON.parse(log) : log) as { by: string }[];
      expect(entries.map((e) => e.by)).toEqual(entries.map(() => erased.body.data.pseudonym));
    }
  });

  it('the rep is erased: no table names them, the doctor’s chat still reads, their token is refused', async () => {
    const repToken = await login(REP.email);
    // Written two months ago: the marker's 30 days of retention count from the erasure, not from then.
    const repMessages = db('messages_sender_lnk').select('message_id').where('user_id', rep.id);
    await db('messages')
      .whereIn('id', repMessages)
      .update({ updated_at: new Date(Date.now() - 60 * 86_400_000) });
    const markedIds = (await db('messages_sender_lnk').where('user_id', rep.id).pluck('message_id')) as number[];
    expect(markedIds.length).toBeGreaterThan(0);
    const startedAt = Date.now();
    const erased = await erase(rep.id);
    expect(erased.status).toBe(200);
    expect(erased.body.data).toMatchObject({ userId: rep.id, repeated: false });
    expect(erased.body.data.pseudonym).toMatch(/^Gelöschte Person [0-9A-F]{6}$/);
    // Again: the same answer, nothing more to do.
    expect((await erase(rep.id)).body.data).toEqual({ ...erased.body.data, repeated: true });

    expect((await api('/users/me', { token: repToken })).status).toBe(401);
    expect((await api('/chats', { token: repToken })).status).toBe(401);
    expect((await api('/auth/local', { method: 'POST', body: { identifier: REP.email, password: DEMO_PASSWORD } })).status).toBe(400);
    expect((await fetch(`${server.url}${fileUrl}`)).status).toBe(404);

    const hits = await scan(db, database === 'PostgreSQL', [REP.email, REP.username, REP.firstName, REP.lastName, rep.documentId]);
    expect(hits).toEqual([]);

    const arzt = await login(DEMO_ACCOUNTS.arzt);
    const chats = (await api('/chats', { token: arzt })).body.data as { id: string; contact: Record<string, unknown>; unread: number }[];
    const chat = chats.find((c) => c.id === chatId)!;
    expect(chat.contact).toEqual({ id: 0, name: '', imageUrl: null, target: null, erased: true });
    const messages = (await api(`/chats/${chatId}/messages`, { token: arzt })).body.data as { text: string; senderId: number; deleted?: boolean }[];
    expect(messages.map((m) => [m.text, m.deleted ?? false])).toEqual([
      ['', true],
      ['Danke, bis bald.', false],
      ['Eine Frage noch.', false],
    ]);
    expect(messages[0].senderId).toBe(0);
    for (const updatedAt of (await db('messages').whereIn('id', markedIds).pluck('updated_at')) as (number | string | Date)[]) {
      expect(new Date(updatedAt).getTime()).toBeGreaterThanOrEqual(startedAt - 1000);
    }
    expect((await api(`/chats/${chatId}/read`, { token: arzt, method: 'POST' })).status).toBe(200);
    expect(((await api('/chats', { token: arzt })).body.data as { id: string; unread: number }[]).find((c) => c.id === chatId)!.unread).toBe(0);
    // The doctor's consent to the rep stays the doctor's record, without the rep and the rep's link.
    const consents = (await api('/consents', { token: arzt })).body.data as { documentId: string; salesUser: unknown; brand: { name: string } | null }[];
    expect(consents).toContainEqual(expect.objectContaining({ salesUser: null, brand: expect.objectContaining({ name: 'Cardiovia' }) }));
    expect(Number((await db('consents').where('link', 'quirin-zeder').count({ n: '*' }).first())?.n)).toBe(0);
    // Nobody's contacts hold the rep any more, nor any other row that pointed at the account.
    for (const [table, column] of [
      ['up_users_contacts_lnk', 'inv_user_id'],
      ['chats_participants_lnk', 'user_id'],
      ['messages_sender_lnk', 'user_id'],
      ['favorites_user_lnk', 'user_id'],
      ['links_sales_user_lnk', 'user_id'],
      ['consents_sales_user_lnk', 'user_id'],
      ['web_push_subscriptions', 'user_id'],
      ['files', 'owner_id'],
      ['up_users_cmps', 'entity_id'],
    ]) {
      expect(Number((await db(table).where(column, rep.id).count({ n: '*' }).first())?.n), table).toBe(0);
    }
  });

  it('the booking history keeps a pseudonym for who booked', async () => {
    const booker = await newUser(BOOKER, 'operator');
    const token = await login(BOOKER.email);
    const licenses = (await api('/licenses', { token })).body.data as { documentId: string }[];
    const brand = (await api(`/brands/${cardiovia.documentId}?populate=license`, { token })).body.data;
    const other = licenses.find((l) => l.documentId !== brand.license?.documentId)!;
    expect((await api(`/brands/${cardiovia.documentId}`, { token, method: 'PUT', body: { data: { license: other.documentId } } })).status).toBe(200);
    const erased = await erase(booker.id);
    expect(erased.status).toBe(200);
    const history = (await api(`/brands/${cardiovia.documentId}?populate=history`, { token: operator })).body.data.history as { by: string }[];
    expect(history.filter((h) => h.by === erased.body.data.pseudonym).length).toBeGreaterThan(0);
    expect(await scan(db, database === 'PostgreSQL', [BOOKER.email, BOOKER.username, BOOKER.firstName, BOOKER.lastName, booker.documentId])).toEqual([]);
  });
  it('a doctor who connected through a link is erased with their consents', async () => {
    const person = { firstName: 'Konstanze', lastName: 'Kuckucksberg', username: 'konstanze.k', email: 'konstanze.k@loeschung.test' };
    const doctor = await newUser(person, 'authenticated');
    const token = await login(person.email);
    const connect = { link: 'cardiovia-schneider', consentVersion: CONSENT_TEXT_VERSION };
    expect((await api('/links/connect', { token, method: 'POST', body: { data: connect } })).status).toBe(200);
    const [consent] = (await api('/consents', { token })).body.data as { documentId: string }[];
    expect(Number((await db('consents').where('document_id', consent.documentId).count({ n: '*' }).first())?.n)).toBe(1);
    expect((await erase(doctor.id)).status).toBe(200);
    expect(Number((await db('consents').where('document_id', consent.documentId).count({ n: '*' }).first())?.n)).toBe(0);
    expect(Number((await db('consents_person_lnk').where('user_id', doctor.id).count({ n: '*' }).first())?.n)).toBe(0);
    expect(await scan(db, database === 'PostgreSQL', [person.email, person.username, person.lastName, doctor.documentId])).toEqual([]);
  });

  it('deleting an account in the user management is its erasure, with the same refusal of the last brand admin', async () => {
    const person = { firstName: 'Dora', lastName: 'Drevenstedt', username: 'dora.drevenstedt', email: 'dora.drevenstedt@loeschung.test' };
    const dora = await newUser(person, 'sales', [cardiovia.documentId]);
    const token = await login(person.email);
    expect((await api('/favorites', { token, method: 'POST', body: { data: { brand: cardiovia.documentId, isFavorite: true } } })).status).toBe(201);
    const deleted = await api(`/users/${dora.id}`, { token: operator, method: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ id: dora.id });
    expect(await scan(db, database === 'PostgreSQL', [person.email, person.username, person.lastName, dora.documentId])).toEqual([]);
    expect((await api(`/users/${dora.id}`, { token: operator, method: 'DELETE' })).status).toBe(404);

    const brand = await api('/brands', { token: operator, method: 'POST', body: { data: { name: 'Löschprobe Zwei' } } });
    const only = await newUser({ firstName: 'Ella', lastName: 'Einzig', username: 'ella.einzig', email: 'ella.einzig@loeschung.test' }, 'brand_admin', [
      brand.body.data.documentId,
    ]);
    const refused = await api(`/users/${only.id}`, { token: operator, method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      'Dieses Konto ist der letzte Brand-Admin von Löschprobe Zwei. Bitte benennen Sie zuerst einen weiteren Brand-Admin, dann kann das Konto gelöscht werden.',
    );
  });
});
