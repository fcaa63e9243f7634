import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO_ACCOUNTS, DEMO_PASSWORD, login } from '../../tests/support/api';

// Issue 11: queries and bodies as a hostile caller sends them: filters and counts inside
// populate, nesting without end, names of Object.prototype members, and account changes that
// take over an address or an operator's account. Each is a German 4xx, never a 500, and nothing
// is stored.

const KATRIN = 'katrin.hoffmann@example.com'; // brand admin of DermaSana only
let t: Record<'operator' | 'brandadmin' | 'katrin' | 'sales', string>;
let ids: Record<keyof typeof t, number>;
let ds: string;
let roles: Record<string, number>;
const madeUsers: number[] = [];
const invitations: string[] = [];
let stamp = 0;
const unique = (what: string) => `feindlich-${what}-${process.pid}-${Date.now().toString(36)}-${++stamp}`;

const refused = async (path: string, options: { token: string; method?: string; body?: unknown }, message: string, status = 400) => {
  const answer = await api(path, options);
  expect(answer.status, `${path} ${JSON.stringify(answer.body)}`).toBe(status);
  expect(answer.body.error.message).toBe(message);
};

beforeAll(async () => {
  const emails = { operator: DEMO_ACCOUNTS.operator, brandadmin: DEMO_ACCOUNTS.brandadmin, katrin: KATRIN, sales: DEMO_ACCOUNTS.sales };
  t = {} as typeof t;
  ids = {} as typeof ids;
  for (const [key, email] of Object.entries(emails) as [keyof typeof t, string][]) {
    t[key] = await login(email);
    ids[key] = (await api('/users/me', { token: t[key] })).body.id;
  }
  ds = (await api('/brands?filters[name][$eq]=DermaSana', { token: t.operator })).body.data[0].documentId;
  roles = Object.fromEntries(
    (await api('/users-permissions/roles', { token: t.operator })).body.roles.map((r: { type: string; id: number }) => [r.type, r.id]),
  );
});

afterAll(async () => {
  if (!t) return;
  for (const id of madeUsers) await api(`/users/${id}`, { token: t.operator, method: 'DELETE' });
  for (const id of invitations) await api(`/invitations/${id}`, { token: t.katrin, method: 'DELETE' });
});

describe('queries: every part checked, nesting limited', () => {
  it('contacts inside populate take no filters and no counts: nobody guesses other brands’ e-mails', async () => {
    const guess = `/users?filters[id][$eq]=${ids.sales}&populate[contacts][count]=true&populate[contacts][filters][email][$eq]=${encodeURIComponent(DEMO_ACCOUNTS.arzt)}`;
    await refused(guess, { token: t.brandadmin }, 'Ungültiger Parameter in der Anfrage: populate[contacts].');
    await refused(`/users?populate[contacts][count]=true`, { token: t.brandadmin }, 'Ungültiger Parameter in der Anfrage: populate[contacts].');
    await refused(
      `/links?populate[salesUser][filters][contacts][email][$eq]=x`,
      { token: t.brandadmin },
      'Ungültiger Parameter in der Anfrage: populate[salesUser][filters].',
    );
    // Sorting by contacts' e-mails tells them apart as a filter would.
    await refused('/users?sort=contacts.email:asc', { token: t.brandadmin }, 'Ungültiger Parameter in der Anfrage: sort.');
    await refused('/users?sort[0]=participants.id', { token: t.brandadmin }, 'Ungültiger Parameter in der Anfrage: sort[0].');
    // A populate's own malformed filter is a 400, not a 500.
    await refused(
      `/posts?populate[brand][filters][name][$eq][x]=1`,
      { token: t.brandadmin },
      'Ungültiger Filter in der Anfrage: populate[brand][filters][name][$eq].',
    );
  });

  it('invitations show the inviter’s contacts only as far as the reader reads people', async () => {
    // brandadmin (Cardiovia and DermaSana) knows the doctor; katrin (DermaSana only) does not.
    const before = (await api(`/users/${ids.brandadmin}?populate=contacts`, { token: t.operator })).body.contacts.map((c: { id: number }) => c.id);
    const arzt = (await api(`/users?filters[email][$eq]=${encodeURIComponent(DEMO_ACCOUNTS.arzt)}`, { token: t.operator })).body[0].id as number;
    expect((await api(`/users/${ids.brandadmin}`, { token: t.operator, method: 'PUT', body: { contacts: [...before, arzt] } })).status).toBe(200);
    try {
      const invitation = await api('/invitations', {
        token: t.brandadmin,
        method: 'POST',
        body: { data: { email: `${unique('kontakt').toLowerCase()}@feindlich.test`, role: 'sales', brand: ds } },
      });
      invitations.push(invitation.body.data.documentId);
      const listed = await api('/invitations?populate[invitedBy][populate][contacts]=true&pagination[pageSize]=100', { token: t.katrin });
      expect(listed.status).toBe(200);
      const inviters = listed.body.data
        .map((i: { invitedBy?: { id: number; contacts?: { email: string }[] } }) => i.invitedBy)
        .filter((u: { id: number } | undefined) => u?.id === ids.brandadmin);
      expect(inviters.length).toBeGreaterThan(0);
      expect(JSON.stringify(inviters)).not.toContain(DEMO_ACCOUNTS.arzt);
    } finally {
      await api(`/users/${ids.brandadmin}`, { token: t.operator, method: 'PUT', body: { contacts: before } });
    }
  });

  it('filters through too many relations, and populates nested too deep, are refused', async () => {
    const hops = Array.from({ length: 18 }, () => '[contacts]').join('');
    const deep = await api(`/users?filters${hops}[id][$eq]=1`, { token: t.operator });
    expect(deep.status).toBe(400);
    expect(deep.body.error.message).toBe('Die Anfrage ist zu tief verschachtelt: filters[contacts][contacts][contacts][contacts][contacts].');
    const populate = await api('/users?populate[brands][populate][license][populate][x][populate][y][populate][z]=true', { token: t.operator });
    expect(populate.status).toBe(400);
    expect(populate.body.error.message).toMatch(/^Die Anfrage ist zu tief verschachtelt: populate\[brands\]/);
    await refused('/users?populate=brands.license.a.b.c', { token: t.operator }, 'Die Anfrage ist zu tief verschachtelt: populate.');
    // What the app asks for still works.
    expect((await api('/users?filters[brands][documentId][$eq]=' + ds + '&populate[0]=userBrandRoles.brand', { token: t.operator })).status).toBe(200);
  });

  it('names of Object.prototype members in fields, sort, filters, populate and bodies: a German 400, nothing stored', async () => {
    await refused('/posts?fields[0]=constructor', { token: t.brandadmin }, 'Ungültiger Parameter in der Anfrage: fields[0].');
    await refused('/posts?sort=hasOwnProperty:asc', { token: t.brandadmin }, 'Ungültiger Parameter in der Anfrage: sort.');
    await refused('/posts?populate=toString', { token: t.brandadmin }, 'Ungültiger Parameter in der Anfrage: populate.');
    await refused('/users?fields=toString', { token: t.operator }, 'Ungültiger Parameter in der Anfrage: fields.');
    const title = unique('konstruktor');
    await refused(
      '/posts',
      { token: t.brandadmin, method: 'POST', body: { data: { title, type: 'news', brand: ds, constructor: 1 } } },
      'Ungültiges Feld in der Anfrage: constructor.',
    );
    await refused(
      '/posts',
      { token: t.brandadmin, method: 'POST', body: { data: { title, type: 'news', brand: ds, toString: 'x' } } },
      'Ungültiges Feld in der Anfrage: toString.',
    );
    await refused(
      `/users/${ids.sales}`,
      { token: t.sales, method: 'PUT', body: { profile: { hasOwnProperty: 'x' } } },
      'Ungültiges Feld in der Anfrage: profile.hasOwnProperty.',
    );
    await refused(
      `/users/${ids.sales}`,
      { token: t.sales, method: 'PUT', body: { profile: { firstName: 'Tom', valueOf: 1 } } },
      'Ungültiges Feld in der Anfrage: profile.valueOf.',
    );
    // Bodies of every route, signed in or not: registration, sign-in, chats.
    const name = unique('registrierung').toLowerCase();
    for (const key of ['toString', 'constructor', '__defineGetter__']) {
      await refused(
        '/auth/local/register',
        {
          token: undefined as unknown as string,
          method: 'POST',
          body: { username: name, email: `${name}@feindlich.test`, password: DEMO_PASSWORD, profile: { [key]: 'x' } },
        },
        `Ungültiges Feld in der Anfrage: profile.${key}.`,
      );
    }
    expect((await api(`/users?filters[username][$eq]=${name}`, { token: t.operator })).body).toEqual([]);
    await refused(
      '/auth/local',
      { token: undefined as unknown as string, method: 'POST', body: { identifier: DEMO_ACCOUNTS.sales, password: DEMO_PASSWORD, valueOf: 1 } },
      'Ungültiges Feld in der Anfrage: valueOf.',
    );
    await refused(
      '/chats',
      { token: t.sales, method: 'POST', body: { data: { contact: 1, hasOwnProperty: 1 } } },
      'Ungültiges Feld in der Anfrage: hasOwnProperty.',
    );
    // A chat's contact is a user's id in its one form, as every other reference.
    const arztId = (await api('/users/me', { token: await login(DEMO_ACCOUNTS.arzt) })).body.id as number;
    for (const contact of [` ${arztId}`, `+${arztId}`, `${arztId}.0`, `${arztId}e0`, `0x${arztId.toString(16)}`]) {
      await refused('/chats', { token: t.sales, method: 'POST', body: { data: { contact } } }, 'Bitte wählen Sie einen Kontakt.');
    }
    expect((await api('/chats', { token: t.sales, method: 'POST', body: { data: { contact: arztId } } })).status).toBe(200);
    // A search for the word itself is the caller's data, not a field name.
    expect((await api('/posts?filters[title][$containsi]=constructor', { token: t.brandadmin })).status).toBe(200);
    expect((await api(`/posts?status=draft&filters[title][$eq]=${title}`, { token: t.brandadmin })).body.data).toEqual([]);
  });
});

describe('accounts: who changes whom, and one’s own address', () => {
  it('a brand admin neither blocks nor edits an operator or employee who is a member of their brand', async () => {
    for (const role of ['operator', 'visual_admin']) {
      const name = unique(role).toLowerCase();
      const created = await api('/users', {
        token: t.operator,
        method: 'POST',
        body: { username: name, email: `${name}@feindlich.test`, password: DEMO_PASSWORD, confirmed: true, role: roles[role], brands: [ds] },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      madeUsers.push(created.body.id);
      await refused(
        `/users/${created.body.id}`,
        { token: t.katrin, method: 'PUT', body: { blocked: true } },
        'Konten von Operatoren und Mitarbeitern ändern nur Operatoren.',
        403,
      );
      await refused(
        `/users/${created.body.id}`,
        { token: t.katrin, method: 'PUT', body: { profile: { firstName: 'Übernommen' } } },
        'Konten von Operatoren und Mitarbeitern ändern nur Operatoren.',
        403,
      );
      const stored = await api(`/users/${created.body.id}`, { token: t.operator });
      expect(stored.body.blocked).toBe(false);
      expect((await api(`/users/${created.body.id}`, { token: t.operator, method: 'PUT', body: { blocked: true } })).status).toBe(200);
    }
  });

  it('changing one’s own e-mail address needs the current password', async () => {
    const name = unique('adresse').toLowerCase();
    const registered = await api('/auth/local/register', {
      method: 'POST',
      body: { username: name, email: `${name}@feindlich.test`, password: DEMO_PASSWORD },
    });
    const user = registered.body.user as { id: number; email: string };
    madeUsers.push(user.id);
    const token = registered.body.jwt as string;
    const wanted = `${name}-neu@feindlich.test`;
    const message = 'Bitte geben Sie Ihr aktuelles Passwort ein, um Ihre E-Mail-Adresse zu ändern.';
    await refused(`/users/${user.id}`, { token, method: 'PUT', body: { email: wanted } }, message);
    await refused(`/users/${user.id}`, { token, method: 'PUT', body: { email: wanted, currentPassword: 'falsch' } }, message);
    expect((await api(`/users/${user.id}`, { token: t.operator })).body.email).toBe(user.email);
    const changed = await api(`/users/${user.id}`, { token, method: 'PUT', body: { email: wanted, currentPassword: DEMO_PASSWORD } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.email).toBe(wanted);
    expect(changed.body).not.toHaveProperty('currentPassword');
    // Other own fields need no password.
    expect((await api(`/users/${user.id}`, { token, method: 'PUT', body: { profile: { firstName: 'Eva' } } })).status).toBe(200);
  });

  it('a username is never someone else’s e-mail address (people sign in with either)', async () => {
    const message = 'Der Benutzername darf keine E-Mail-Adresse sein, außer Ihrer eigenen.';
    const name = unique('name').toLowerCase();
    await refused(
      '/auth/local/register',
      {
        token: undefined as unknown as string,
        method: 'POST',
        body: { username: DEMO_ACCOUNTS.operator, email: `${name}@feindlich.test`, password: DEMO_PASSWORD },
      },
      message,
    );
    const registered = await api('/auth/local/register', {
      method: 'POST',
      body: { username: name, email: `${name}@feindlich.test`, password: DEMO_PASSWORD },
    });
    madeUsers.push(registered.body.user.id);
    const token = registered.body.jwt as string;
    await refused(`/users/${registered.body.user.id}`, { token, method: 'PUT', body: { username: DEMO_ACCOUNTS.operator } }, message);
    expect((await api(`/users/${registered.body.user.id}`, { token: t.operator })).body.username).toBe(name);
    // One's own address is fine, and so is any name without "@".
    expect((await api(`/users/${registered.body.user.id}`, { token, method: 'PUT', body: { username: `${name}@feindlich.test` } })).status).toBe(200);
    expect((await api(`/users/${registered.body.user.id}`, { token, method: 'PUT', body: { username: `${name}-neu` } })).status).toBe(200);
  });

  it('an address with an open invitation is taken only by accepting the invitation', async () => {
    const invited = `${unique('eingeladen').toLowerCase()}@feindlich.test`;
    const invitation = await api('/invitations', { token: t.katrin, method: 'POST', body: { data: { email: invited, role: 'brand_admin', brand: ds } } });
    expect(invitation.status).toBe(201);
    invitations.push(invitation.body.data.documentId);
    const name = unique('fremd').toLowerCase();
    const registered = await api('/auth/local/register', {
      method: 'POST',
      body: { username: name, email: `${name}@feindlich.test`, password: DEMO_PASSWORD },
    });
    madeUsers.push(registered.body.user.id);
    await refused(
      `/users/${registered.body.user.id}`,
      { token: registered.body.jwt, method: 'PUT', body: { email: invited, currentPassword: DEMO_PASSWORD } },
      'Für diese E-Mail-Adresse liegt eine offene Einladung vor. Bitte nehmen Sie die Einladung über ihren Link an.',
    );
    const code = new URL(invitation.body.data.link).searchParams.get('code');
    expect((await api('/invitations/accept', { token: registered.body.jwt, method: 'POST', body: { code } })).status).toBe(403);
  });
});
