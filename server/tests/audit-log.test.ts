import { beforeAll, describe, expect, it } from 'vitest';
import knexFactory, { type Knex } from 'knex';
import type { AuditEntry } from '@markenportal/contract';
import { api, apiUrl, DEMO_ACCOUNTS, login, me } from '../../tests/support/api';
import { fileServer } from '../../tests/support/fileServer';

// The audit log (docs/decisions/0035-audit-log.md) over real HTTP: each write leaves exactly one
// entry, in its transaction, with before and after and no secret; a failed write leaves none; the
// log is read-only and each reader sees only their scope.

let tokens: Record<'operator' | 'admin' | 'viewer' | 'sales' | 'employee' | 'arzt', string>;
let cardiovia: { id: number; documentId: string; name: string };
let db: Knex;

const entriesOf = async (recordId: string): Promise<AuditEntry[]> =>
  (await api(`/audit-entries?filters[recordId][$eq]=${recordId}&sort=id:asc&pagination[pageSize]=100`, { token: tokens.operator })).body.data;
const countAll = async () => Number((await db('audit_entries').count({ n: '*' }).first())?.n);

beforeAll(async () => {
  tokens = {
    operator: await login(DEMO_ACCOUNTS.operator),
    admin: await login(DEMO_ACCOUNTS.brandadmin),
    viewer: await login(DEMO_ACCOUNTS.brandviewer),
    sales: await login(DEMO_ACCOUNTS.sales),
    employee: await login(DEMO_ACCOUNTS.mitarbeiter),
    arzt: await login(DEMO_ACCOUNTS.arzt),
  };
  cardiovia = (await api('/brands?filters[name][$eq]=Cardiovia', { token: tokens.operator })).body.data[0];
  const { dbFile, databaseUrl } = fileServer();
  db = knexFactory(
    databaseUrl
      ? { client: 'pg', connection: databaseUrl, pool: { min: 0, max: 1 } }
      : { client: 'better-sqlite3', connection: { filename: dbFile }, useNullAsDefault: true, pool: { min: 1, max: 1 } },
  );
  return () => db.destroy();
});

describe('each write leaves exactly one entry', () => {
  it('a post created and changed: who, what, the brand and the fields before and after', async () => {
    const admin = await me(tokens.admin);
    const created = await api('/posts?status=draft', {
      token: tokens.admin,
      method: 'POST',
      body: { data: { title: 'Protokollprobe', type: 'news', brand: cardiovia.documentId } },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.documentId as string;
    const [entry] = await entriesOf(id);
    expect(entry).toMatchObject({
      actorId: admin.id,
      actorRole: 'brand_admin',
      brandId: cardiovia.id,
      brandName: 'Cardiovia',
      resource: 'post',
      recordId: id,
      recordLabel: 'Protokollprobe',
      action: 'create',
    });
    expect(entry.actorName).toContain(DEMO_ACCOUNTS.brandadmin);
    expect(entry.requestId).toBeTruthy();
    expect(entry.userAgent).toBeTruthy();
    expect(entry.ip).toBeTruthy();
    expect(entry.changes).toContainEqual({ field: 'title', before: null, after: 'Protokollprobe' });

    const changed = await api(`/posts/${id}?status=draft`, {
      token: tokens.admin,
      method: 'PUT',
      body: { data: { title: 'Protokollprobe, geändert', updatedAt: created.body.data.updatedAt } },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const entries = await entriesOf(id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update']);
    expect(entries[1].changes).toEqual([{ field: 'title', before: 'Protokollprobe', after: 'Protokollprobe, geändert' }]);
  });

  it('a refused or failed write leaves none', async () => {
    const before = await countAll();
    const invalid = await api('/posts?status=draft', {
      token: tokens.admin,
      method: 'POST',
      body: { data: { title: '', type: 'news', brand: cardiovia.documentId } },
    });
    expect(invalid.status).toBe(400);
    const foreign = await api('/posts?status=draft', {
      token: tokens.viewer,
      method: 'POST',
      body: { data: { title: 'Nein', type: 'news', brand: cardiovia.documentId } },
    });
    expect(foreign.status).toBe(403);
    const post = (await api('/posts?status=draft&pagination[pageSize]=1', { token: tokens.admin })).body.data[0];
    const stale = await api(`/posts/${post.documentId}?status=draft`, {
      token: tokens.admin,
      method: 'PUT',
      body: { data: { title: 'Veraltet', updatedAt: '2020-01-01T00:00:00.000Z' } },
    });
    expect(stale.status).toBe(409);
    expect(await countAll()).toBe(before);
  });

  it('the entry is written in the write’s transaction: an entry that cannot be stored undoes the write', async () => {
    // A database fault injected for one title: the entry's insert fails after the post's.
    const { databaseUrl } = fileServer();
    if (databaseUrl) {
      await db.raw(
        "CREATE OR REPLACE FUNCTION audit_refuse() RETURNS trigger AS $$ BEGIN IF NEW.record_label = 'Scheitert' THEN RAISE EXCEPTION 'audit refused'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql",
      );
      await db.raw('CREATE TRIGGER audit_refuse BEFORE INSERT ON audit_entries FOR EACH ROW EXECUTE FUNCTION audit_refuse()');
    } else {
      await db.raw(
        "CREATE TRIGGER audit_refuse BEFORE INSERT ON audit_entries WHEN NEW.record_label = 'Scheitert' BEGIN SELECT RAISE(ABORT, 'audit refused'); END",
      );
    }
    try {
      const before = await countAll();
      const failed = await api('/posts?status=draft', {
        token: tokens.admin,
        method: 'POST',
        body: { data: { title: 'Scheitert', type: 'news', brand: cardiovia.documentId } },
      });
      expect(failed.status).toBeGreaterThanOrEqual(500);
      expect(Number((await db('posts').where({ title: 'Scheitert' }).count({ n: '*' }).first())?.n)).toBe(0);
      expect(await countAll()).toBe(before);
      // A license: no route guard opens a transaction around its write, only the audit log does.
      const license = await api('/licenses', { token: tokens.operator, method: 'POST', body: { data: { name: 'Scheitert' } } });
      expect(license.status).toBeGreaterThanOrEqual(500);
      expect(Number((await db('licenses').where({ name: 'Scheitert' }).count({ n: '*' }).first())?.n)).toBe(0);
      expect(await countAll()).toBe(before);
    } finally {
      await db.raw(databaseUrl ? 'DROP TRIGGER audit_refuse ON audit_entries' : 'DROP TRIGGER audit_refuse');
    }
  });

  it('a user blocked and unblocked: the actions say so; a password is never stored, only that it changed', async () => {
    const created = await api('/users', {
      token: tokens.operator,
      method: 'POST',
      body: {
        username: 'protokoll.person',
        email: 'protokoll.person@example.com',
        password: 'Geheim-Protokoll-1',
        confirmed: true,
        role: (await me(tokens.sales)).role.id,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = String(created.body.id);
    const user = async () => (await api(`/users/${id}`, { token: tokens.operator })).body;
    for (const blocked of [true, false]) {
      const answer = await api(`/users/${id}`, { token: tokens.operator, method: 'PUT', body: { blocked, updatedAt: (await user()).updatedAt } });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
    const own = await login('protokoll.person@example.com', 'Geheim-Protokoll-1');
    const changed = await api('/auth/change-password', {
      token: own,
      method: 'POST',
      body: { currentPassword: 'Geheim-Protokoll-1', password: 'Ganz-Neues-Passwort-2', passwordConfirmation: 'Ganz-Neues-Passwort-2' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const entries = await entriesOf(id);
    expect(entries.map((e) => [e.resource, e.action])).toEqual([
      ['user', 'create'],
      ['user', 'block'],
      ['user', 'unblock'],
      ['user', 'sign-in'],
      ['user', 'update'],
    ]);
    expect(entries[4].changes).toEqual([{ field: 'password', before: null, after: null, redacted: true }]);
    const stored = JSON.stringify(await db('audit_entries').select());
    const hash = (
      await db('up_users')
        .where({ id: Number(id) })
        .first('password')
    ).password as string;
    for (const secret of ['Geheim-Protokoll-1', 'Ganz-Neues-Passwort-2', hash]) expect(stored).not.toContain(secret);
  });

  it('a chat message is an entry without its text', async () => {
    const text = 'Vertraulich: die Dosierung für Frau M.';
    const chats = (await api('/chats', { token: tokens.sales })).body.data as { id: string }[];
    const sent = await api(`/chats/${chats[0].id}/messages`, { token: tokens.sales, method: 'POST', body: { data: { text } } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const [entry] = (await api(`/audit-entries?filters[resource][$eq]=message&sort=id:desc&pagination[pageSize]=1`, { token: tokens.operator })).body
      .data as AuditEntry[];
    expect(entry).toMatchObject({ action: 'create', actorId: (await me(tokens.sales)).id });
    expect(entry.changes).toContainEqual({ field: 'text', before: null, after: null, redacted: true });
    expect(JSON.stringify(await db('audit_entries').select())).not.toContain('Dosierung');
  });
});

describe('events of their own', () => {
  it('a sign-in and a refused one are entries of the account, with no password', async () => {
    const sales = await me(tokens.sales);
    const signIn = (password: string) => api('/auth/local', { method: 'POST', body: { identifier: DEMO_ACCOUNTS.sales, password } });
    expect((await signIn('Falsch-Geraten-99')).status).toBe(400);
    expect((await signIn('Demo1234!')).status).toBe(200);
    expect((await api('/auth/local', { method: 'POST', body: { identifier: 'niemand.bekannt@example.com', password: 'Falsch-Geraten-99' } })).status).toBe(400);
    const entries = (
      await api(`/audit-entries?filters[action][$in][0]=sign-in&filters[action][$in][1]=sign-in-failed&sort=id:desc&pagination[pageSize]=3`, {
        token: tokens.operator,
      })
    ).body.data as AuditEntry[];
    expect(entries.map((e) => [e.action, e.actorId, e.recordId])).toEqual([
      ['sign-in-failed', null, null],
      ['sign-in', sales.id, String(sales.id)],
      // Anyone may type an account's name: the refused attempt is about the account, by no one known.
      ['sign-in-failed', null, String(sales.id)],
    ]);
    const stored = JSON.stringify(await db('audit_entries').select());
    expect(stored).not.toContain('Falsch-Geraten-99');
    expect(stored).not.toContain('niemand.bekannt');
  });

  it('an invitation names the address and the role, never its code', async () => {
    const invited = await api('/invitations', {
      token: tokens.admin,
      method: 'POST',
      body: { data: { email: 'protokoll.einladung@example.com', role: 'sales', brand: cardiovia.documentId } },
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    const [entry] = await entriesOf(invited.body.data.documentId);
    expect(entry).toMatchObject({ action: 'invitation', resource: 'invitation', brandId: cardiovia.id, recordLabel: 'protokoll.einladung@example.com' });
    expect(entry.changes).toContainEqual({ field: 'code', before: null, after: null, redacted: true });
    expect(JSON.stringify(await db('audit_entries').select())).not.toContain(invited.body.data.code);
  });
});

describe('writes beside the record: plans, invitations sent again and accepted, list exports', () => {
  it('a planned publication is an entry of its post, which the brand admin reads in its „Verlauf“', async () => {
    const post = (
      await api('/posts?status=draft', { token: tokens.admin, method: 'POST', body: { data: { title: 'Geplant', type: 'news', brand: cardiovia.documentId } } })
    ).body.data;
    const executeAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const planned = await api('/publisher/actions', {
      token: tokens.admin,
      method: 'POST',
      body: { data: { entityId: post.documentId, entitySlug: 'api::post.post', mode: 'publish', executeAt } },
    });
    expect(planned.status, JSON.stringify(planned.body)).toBe(201);
    const history = (await api(`/audit-entries?filters[resource][$eq]=post&filters[recordId][$eq]=${post.documentId}&sort=id:asc`, { token: tokens.admin }))
      .body.data;
    expect(history.map((e: AuditEntry) => e.action)).toEqual(['create', 'schedule']);
    expect(history[1]).toMatchObject({ brandId: cardiovia.id, recordLabel: 'Geplant' });
    expect(history[1].changes).toContainEqual({ field: 'executeAt', before: null, after: executeAt });
  });

  it('an invitation sent again and accepted: one entry each, never the new code', async () => {
    const email = 'protokoll.erneut@example.com';
    const invited = (await api('/invitations', { token: tokens.admin, method: 'POST', body: { data: { email, role: 'sales', brand: cardiovia.documentId } } }))
      .body.data;
    const again = await api(`/invitations/${invited.documentId}/resend`, { token: tokens.admin, method: 'POST' });
    expect(again.status).toBe(200);
    const code = new URL(again.body.data.link).searchParams.get('code')!;
    const registered = await api('/auth/local/register', { method: 'POST', body: { username: email, email, password: 'Demo1234!' } });
    expect((await api('/invitations/accept', { token: registered.body.jwt, method: 'POST', body: { code } })).status).toBe(200);
    const entries = await entriesOf(invited.documentId);
    expect(entries.map((e) => e.action)).toEqual(['invitation', 'invitation', 'update']);
    expect(entries[1].changes).toContainEqual({ field: 'code', before: null, after: null, redacted: true });
    expect(entries[2].changes.map((c) => c.field)).toEqual(['acceptedAt']);
    expect(JSON.stringify(await db('audit_entries').select())).not.toContain(code);
  });

  it('a list export: who took which brand’s rows', async () => {
    const admin = await me(tokens.admin);
    const before = await countAll();
    const exported = await fetch(`${apiUrl()}/exports/posts?filters[brand][documentId][$eq]=${cardiovia.documentId}`, {
      headers: { Authorization: `Bearer ${tokens.admin}` },
    });
    expect(exported.status).toBe(200);
    expect(await exported.text()).toContain('Titel');
    expect(await countAll()).toBe(before + 1);
    const [entry] = (await api('/audit-entries?filters[action][$eq]=export&filters[resource][$eq]=post&sort=id:desc', { token: tokens.operator })).body.data;
    expect(entry).toMatchObject({ actorId: admin.id, brandId: cardiovia.id, resource: 'post', action: 'export' });
  });
});

describe('the log is read-only, each reader sees their scope', () => {
  it('no route writes, changes or deletes an entry, whoever asks', async () => {
    const [entry] = (await api('/audit-entries?pagination[pageSize]=1', { token: tokens.operator })).body.data as AuditEntry[];
    const before = await countAll();
    for (const token of [tokens.operator, tokens.admin, undefined]) {
      expect((await api('/audit-entries', { token, method: 'POST', body: { data: { resource: 'post', action: 'create' } } })).status).toBeGreaterThanOrEqual(
        400,
      );
      expect(
        (await api(`/audit-entries/${entry.documentId}`, { token, method: 'PUT', body: { data: { actorName: 'Niemand' } } })).status,
      ).toBeGreaterThanOrEqual(400);
      expect((await api(`/audit-entries/${entry.documentId}`, { token, method: 'DELETE' })).status).toBeGreaterThanOrEqual(400);
    }
    expect(await countAll()).toBe(before);
    expect((await api(`/audit-entries/${entry.documentId}`, { token: tokens.operator })).body.data.actorName).toBe(entry.actorName);
  });

  it('a brand admin reads their brands’ entries only; staff without the grant and reps read nothing', async () => {
    const dermaAdmin = await login('katrin.hoffmann@example.com');
    const cardioEntry = (
      (await api(`/audit-entries?filters[brandId][$eq]=${cardiovia.id}&pagination[pageSize]=1`, { token: tokens.operator })).body.data as AuditEntry[]
    )[0];
    expect(cardioEntry).toBeDefined();
    const own = await api('/audit-entries?pagination[pageSize]=100', { token: tokens.admin });
    expect(own.status).toBe(200);
    expect(new Set((own.body.data as AuditEntry[]).map((e) => e.brandName))).toContain('Cardiovia');
    // Where someone wrote from is for operators only: not in a brand admin's answer, nor a filter.
    expect((own.body.data as AuditEntry[]).every((e) => !('ip' in e) && !('userAgent' in e))).toBe(true);
    expect('ip' in (await api(`/audit-entries/${cardioEntry.documentId}`, { token: tokens.admin })).body.data).toBe(false);
    for (const query of ['filters[ip][$startsWith]=127', 'filters[$or][0][userAgent][$contains]=node', 'sort=ip:asc', 'sort[0]=userAgent'])
      expect((await api(`/audit-entries?${query}`, { token: tokens.admin })).status, query).toBe(400);
    // Katrin administers DermaSana only: a filter naming Cardiovia, or the entry itself, finds nothing.
    const derma = await api(`/audit-entries?filters[brandId][$eq]=${cardiovia.id}`, { token: dermaAdmin });
    expect(derma.body.data).toEqual([]);
    expect(
      (await api(`/audit-entries?filters[$or][0][brandId][$eq]=${cardiovia.id}&filters[$or][1][brandId][$null]=true`, { token: dermaAdmin })).body.data,
    ).toEqual([]);
    expect((await api(`/audit-entries/${cardioEntry.documentId}`, { token: dermaAdmin })).status).toBe(404);
    for (const token of [tokens.viewer, tokens.sales, tokens.employee, tokens.arzt, undefined]) {
      expect((await api('/audit-entries', { token })).status).toBe(403);
      expect((await api(`/audit-entries/${cardioEntry.documentId}`, { token })).status).toBe(403);
    }
  });
});
