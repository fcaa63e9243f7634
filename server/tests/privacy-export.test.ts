import { request as httpRequest } from 'node:http';
import { createECDH, randomBytes } from 'node:crypto';
import yauzl from 'yauzl';
import { CONSENT_TEXT_VERSION } from '@markenportal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, apiUrl, DEMO_ACCOUNTS, DEMO_PASSWORD, login, me } from '../../tests/support/api';
import { fileServer, withFileServerEnv } from '../../tests/support/fileServer';
import { onServerDatabase } from '../../tests/support/serverDatabase';
import { plainPng } from '../../tests/support/pngFiles';
import type { Core } from '@strapi/strapi';
import { sectionJson } from '../src/privacy/export-archive';
import type { ListSection, PageRow } from '../src/privacy/export-sections';

// A person's data as one archive (DSGVO Art. 15 and 20; docs/decisions/0033-export-personal-data.md),
// over real HTTP: every kind of a seeded sales rep's and brand admin's data, nothing of anyone else's,
// no secret; the operator's export of the same account; nobody else's export; the limit.
const EXPORT_LIMIT = 8;
withFileServerEnv({ RATE_LIMITS: JSON.stringify({ export: `${EXPORT_LIMIT}/1h` }) });

const FILES = [
  'README.txt',
  'konto.json',
  'profil.json',
  'marken-und-rollen.json',
  'favoriten.json',
  'geraete.json',
  'kontakte.json',
  'chats.json',
  'nachrichten.json',
  'einladungen.json',
  'links.json',
  'dateien.json',
  'e-mails.json',
  'anmeldungen.json',
  'protokoll.json',
  'einwilligungen.json',
];

type Archive = Map<string, string>;
type Answer = { status: number; type: string | null; disposition: string | null; bytes: Buffer };

/** GET as the browser sends it (with a JSON body too, which fetch cannot send on a GET). */
const get = (path: string, token?: string, body?: unknown): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = httpRequest(
      `${apiUrl()}${path}`,
      {
        method: 'GET',
        headers: {
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...(payload ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            type: response.headers['content-type'] ?? null,
            disposition: response.headers['content-disposition'] ?? null,
            bytes: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });

/** The archive's files as text, by name, in the archive's order. */
const unzip = (bytes: Buffer): Promise<Archive> =>
  new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const files: Archive = new Map();
      zip.on('entry', (entry: yauzl.Entry) =>
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
            zip.readEntry();
          });
        }),
      );
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });

const exported = async (path: string, token: string) => {
  const answer = await get(path, token);
  expect(answer.status, answer.bytes.toString('utf8').slice(0, 300)).toBe(200);
  return unzip(answer.bytes);
};
const json = (archive: Archive, file: string) => JSON.parse(archive.get(file) ?? 'null');
const items = (archive: Archive, file: string) => {
  const list = json(archive, file) as { items: Record<string, unknown>[]; complete: boolean };
  expect(list.complete, file).toBe(true);
  return list.items;
};
const allText = (archive: Archive) => [...archive.values()].join('\n');
const errorOf = (answer: Answer) => JSON.parse(answer.bytes.toString('utf8')).error;

/** Runs SQL on the server's database itself, as no API may (what it stores as secrets). */
const onDatabase = <T>(sql: string, values: unknown[] = []) => onServerDatabase<T>(fileServer(), sql, values);

type Person = { id: number; documentId: string; email: string; profile?: { firstName?: string; lastName?: string }; brands?: { documentId: string }[] };
let operator: string;
let sales: string;
let salesUser: Person;
let brandadmin: string;
let brandadminUser: Person;
let people: Person[];
let salesArchive: Archive;
let doctor: string;
const FCM_TOKEN = `fcm-${randomBytes(24).toString('hex')}`;
const DEVICE = {
  endpoint: `https://fcm.googleapis.com/fcm/send/geraet-${randomBytes(12).toString('hex')}`,
  keys: { p256dh: createECDH('prime256v1').generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') },
};
const OWN_MESSAGE = 'Export-Test: Ich bringe die Muster am Freitag.';
const INVITEE = `eingeladen-${randomBytes(4).toString('hex')}@einladung.test`;

beforeAll(async () => {
  [operator, sales, brandadmin] = await Promise.all([login(DEMO_ACCOUNTS.operator), login(DEMO_ACCOUNTS.sales), login(DEMO_ACCOUNTS.brandadmin)]);
  salesUser = await me(sales);
  brandadminUser = await me(brandadmin);
  people = (await api('/users?limit=100&populate=profile', { token: operator })).body;
  const cardiovia = salesUser.brands![0].documentId;

  // The rep's data of each kind: a favorite, the app's token and a browser, a message, a file, a reset mail.
  expect((await api('/favorites', { token: sales, method: 'POST', body: { data: { brand: cardiovia } } })).status).toBe(201);
  expect((await api(`/users/${salesUser.id}`, { token: sales, method: 'PUT', body: { fcmToken: FCM_TOKEN } })).status).toBe(200);
  expect((await api('/web-push/subscriptions', { token: sales, method: 'POST', body: DEVICE })).status).toBe(201);
  const doctorUser = people.find((p) => p.email === DEMO_ACCOUNTS.arzt)!;
  const chat = (await api('/chats', { token: sales, method: 'POST', body: { data: { contact: doctorUser.id } } })).body.data.id;
  expect((await api(`/chats/${chat}/messages`, { token: sales, method: 'POST', body: { data: { text: OWN_MESSAGE } } })).status).toBe(201);
  const form = new FormData();
  form.append('files', new Blob([plainPng(4, 4)], { type: 'image/png' }), 'export-muster.png');
  const upload = await fetch(`${apiUrl()}/upload`, { method: 'POST', headers: { Authorization: `Bearer ${sales}` }, body: form });
  expect(upload.status).toBe(201);
  expect((await api('/auth/forgot-password', { method: 'POST', body: { email: DEMO_ACCOUNTS.sales } })).status).toBe(200);
  // The brand admin invites someone: the invitation is theirs, the address the invitee's.
  const invited = await api('/invitations', { token: brandadmin, method: 'POST', body: { data: { email: INVITEE, role: 'sales', brand: cardiovia } } });
  expect(invited.status).toBe(201);
  // The doctor connects through the rep's link: a consent the doctor gave and the rep received.
  doctor = await login(DEMO_ACCOUNTS.arzt);
  const link = { link: 'cardiovia-schneider', consentVersion: CONSENT_TEXT_VERSION };
  expect((await api('/links/connect', { token: doctor, method: 'POST', body: { data: link } })).status).toBe(200);

  salesArchive = await exported('/privacy/export', sales);
});

describe('GET /privacy/export: the own data', () => {
  it('is one zip of JSON files with a German README that names each file', async () => {
    const answer = await get('/privacy/export', await login('lena.wagner@example.com'));
    expect(answer.status).toBe(200);
    expect(answer.type).toBe('application/zip');
    expect(answer.disposition).toMatch(/^attachment; filename="Meine_Daten_\d{2}\.\d{2}\.\d{4}\.zip"$/);
    expect([...salesArchive.keys()]).toEqual(FILES);
    const readme = salesArchive.get('README.txt')!;
    expect(readme.startsWith('Ihre Daten im Markenportal\r\n')).toBe(true);
    for (const file of FILES.slice(1)) expect(readme).toContain(`- ${file}: `);
    expect(readme).toContain('Die Dateien:');
  });

  it('holds each kind of the sales rep’s data', () => {
    const a = salesArchive;
    expect(json(a, 'konto.json')).toMatchObject({ id: salesUser.id, documentId: salesUser.documentId, email: DEMO_ACCOUNTS.sales, role: { type: 'sales' } });
    expect(json(a, 'profil.json')).toMatchObject({ firstName: 'Simon', lastName: 'Schneider', phone: '+49 171 2345678', city: 'Berlin' });
    expect(json(a, 'marken-und-rollen.json')).toMatchObject({ role: 'sales', rolesByBrand: [{ brand: { name: 'Cardiovia' }, role: 'sales' }] });
    expect(items(a, 'favoriten.json')).toEqual([expect.objectContaining({ brand: expect.objectContaining({ name: 'Cardiovia' }), isFavorite: true })]);
    expect(items(a, 'geraete.json')).toEqual([
      { kind: 'mobile-app', token: `…${FCM_TOKEN.slice(-4)}` },
      { kind: 'web-push', service: 'https://fcm.googleapis.com', createdAt: expect.any(String), lastUsedAt: expect.any(String) },
    ]);
    expect(items(a, 'kontakte.json').map((c) => c.name)).toEqual(expect.arrayContaining(['Dr. med. Anna Arendt', 'Paula Peters', 'Dr. med. Emre Yilmaz']));
    expect(items(a, 'chats.json').map((c) => c.with)).toEqual(expect.arrayContaining([['Dr. med. Anna Arendt'], ['Paula Peters']]));
    const messages = items(a, 'nachrichten.json');
    expect(messages).toContainEqual(expect.objectContaining({ fromMe: true, text: OWN_MESSAGE }));
    expect(messages).toContainEqual(
      expect.objectContaining({ fromMe: true, text: 'Guten Tag Frau Dr. Arendt, ja, ich bringe Ihnen am Donnerstag welche vorbei.' }),
    );
    expect(messages.filter((m) => !m.fromMe).length).toBe(3);
    expect(items(a, 'links.json')).toEqual([expect.objectContaining({ link: 'cardiovia-schneider', brand: expect.objectContaining({ name: 'Cardiovia' }) })]);
    expect(items(a, 'dateien.json')).toEqual([
      expect.objectContaining({ name: 'export-muster.png', mime: 'image/png', url: expect.stringContaining('/uploads/') }),
    ]);
    expect(items(a, 'e-mails.json')).toEqual([expect.objectContaining({ kind: 'password-reset', subject: expect.any(String), status: expect.any(String) })]);
    expect(json(a, 'anmeldungen.json').lastSignInAt).toEqual(expect.any(String));
    // The audit log: the rep's own sign-ins and changes, and the export itself.
    const audit = items(a, 'protokoll.json');
    expect(audit).toContainEqual(expect.objectContaining({ action: 'sign-in', byYou: true, resource: 'user', recordId: String(salesUser.id) }));
    expect(audit).toContainEqual(expect.objectContaining({ action: 'export', byYou: true, recordId: String(salesUser.id) }));
    // The consent the doctor gave on connecting through the rep's link, named by the doctor's name.
    expect(items(a, 'einwilligungen.json')).toEqual([
      {
        direction: 'received',
        from: 'Dr. med. Anna Arendt',
        brand: expect.objectContaining({ name: 'Cardiovia' }),
        textVersion: CONSENT_TEXT_VERSION,
        givenAt: expect.any(String),
        withdrawnAt: null,
      },
    ]);
  });

  it('holds the consents a doctor gave, to whom and for which brand', async () => {
    const consents = items(await exported('/privacy/export', doctor), 'einwilligungen.json');
    expect(consents).toContainEqual({
      direction: 'given',
      to: 'Simon Schneider',
      brand: expect.objectContaining({ name: 'Cardiovia' }),
      textVersion: CONSENT_TEXT_VERSION,
      givenAt: expect.any(String),
      withdrawnAt: null,
    });
  });

  it('names others only where it must (the chat counterparts and contacts, by name) and holds no one else’s data', () => {
    const text = allText(salesArchive);
    const named = ['Anna Arendt', 'Paula Peters', 'Emre Yilmaz'];
    for (const person of people.filter((p) => p.id !== salesUser.id)) {
      expect(text, person.email).not.toContain(person.email);
      expect(text, person.email).not.toContain(person.documentId);
      const name = `${person.profile?.firstName} ${person.profile?.lastName}`;
      if (!named.includes(name)) expect(text, name).not.toContain(name);
    }
    // The counterparts' own words stay theirs.
    for (const theirs of ['Wunderbar, vielen Dank! Passt 14 Uhr?', 'Hallo, gibt es den Beratungsleitfaden auch gedruckt?']) expect(text).not.toContain(theirs);
    // Every id in the files is the rep's own (or a brand's, a chat's): no other account's.
    const otherIds = new Set(people.filter((p) => p.id !== salesUser.id).map((p) => p.id));
    const ids: unknown[] = [];
    JSON.parse(
      `[${[...salesArchive]
        .filter(([f]) => f.endsWith('.json'))
        .map(([, t]) => t)
        .join(',')}]`,
      (key, value) => {
        if (/^(id|userId|senderId|actorId)$/.test(key)) ids.push(value);
        return value;
      },
    );
    expect(ids.filter((id) => otherIds.has(id as number))).toEqual([]);
  });

  it('holds no secret: no password or its hash, no token, reset code or device key', async () => {
    const text = allText(salesArchive);
    const [stored] = await onDatabase<{ password: string; reset_password_token: string | null }>(
      'select password, reset_password_token from up_users where id = ?',
      [salesUser.id],
    );
    expect(stored.reset_password_token).toEqual(expect.any(String));
    for (const secret of [
      DEMO_PASSWORD,
      stored.password,
      stored.reset_password_token!,
      sales,
      FCM_TOKEN,
      DEVICE.endpoint,
      DEVICE.keys.p256dh,
      DEVICE.keys.auth,
    ]) {
      expect(text).not.toContain(secret);
    }
    // No secret as a field of its own; the audit log names a changed password only as redacted.
    expect(text).not.toMatch(/"(password|resetPasswordToken|confirmationToken|fcmToken|p256dh|auth|code)"\s*:/);
  });

  it('holds the brand admin’s brands and roles and the invitation sent, without the code or the invitee’s address', async () => {
    const archive = await exported('/privacy/export', brandadmin);
    expect(json(archive, 'konto.json')).toMatchObject({ email: DEMO_ACCOUNTS.brandadmin, role: { type: 'brand_admin' } });
    const brands = json(archive, 'marken-und-rollen.json');
    expect(brands.rolesByBrand.map((r: { brand: { name: string }; role: string }) => `${r.brand.name}:${r.role}`).sort()).toEqual([
      'Cardiovia:brand_admin',
      'DermaSana:brand_admin',
    ]);
    expect(items(archive, 'einladungen.json')).toContainEqual(
      expect.objectContaining({ direction: 'sent', role: 'sales', brand: expect.objectContaining({ name: 'Cardiovia' }) }),
    );
    const [invitation] = await onDatabase<{ code: string }>('select code from invitations where email = ?', [INVITEE]);
    const text = allText(archive);
    expect(text).not.toContain(INVITEE);
    expect(text).not.toContain(invitation.code);
    for (const person of people.filter((p) => p.id !== brandadminUser.id)) expect(text, person.email).not.toContain(person.email);
  });
});

describe('GET /privacy/export/:userId: an operator’s export of any account', () => {
  it('is the same archive as the person’s own', async () => {
    const archive = await exported(`/privacy/export/${salesUser.id}`, operator);
    expect([...archive.keys()]).toEqual(FILES);
    // The same files, but for the time each was made, and the audit log, which has the exports since.
    for (const file of FILES.slice(1).filter((f) => f !== 'protokoll.json')) expect(json(archive, file), file).toEqual(json(salesArchive, file));
    expect(items(archive, 'protokoll.json').at(-1)).toMatchObject({ action: 'export', byYou: false, role: 'operator', ip: null });
    // Where the person's own lists stop (and the README sends them to the operator), the operator's go on.
    expect(salesArchive.get('README.txt')).toContain('war die Liste länger als 20.000 Einträge; die übrigen erhalten Sie auf Anfrage beim Betreiber.');
    expect(archive.get('README.txt')).toContain('war die Liste länger als 1.000.000 Einträge');
    expect((await get('/privacy/export/999999999', operator)).status).toBe(404);
    const bad = await get('/privacy/export/abc', operator);
    expect(bad.status).toBe(400);
    expect(errorOf(bad).message).toBe('Ungültige ID');
  });

  it('is refused to everyone else, in every form the id could take', async () => {
    const doctor = await login(DEMO_ACCOUNTS.arzt);
    // In the path: the brand admin of the rep's brand, the rep, a doctor, nobody signed in.
    for (const [token, id] of [
      [brandadmin, salesUser.id],
      [sales, brandadminUser.id],
      [doctor, salesUser.id],
    ] as const) {
      const answer = await get(`/privacy/export/${id}`, token);
      expect(answer.status).toBe(403);
      expect(errorOf(answer).message).toBe('Keine Berechtigung für diese Aktion.');
    }
    expect((await get(`/privacy/export/${salesUser.id}`)).status).toBe(403);
    expect((await get('/privacy/export')).status).toBe(403);
    // In the query: refused, not ignored.
    for (const query of [`userId=${brandadminUser.id}`, `id=${brandadminUser.id}`]) {
      const answer = await get(`/privacy/export?${query}`, sales);
      expect(answer.status).toBe(400);
      expect(errorOf(answer).message).toBe('Diese Anfrage nimmt keine Parameter an: Sie erhalten immer Ihre eigenen Daten.');
    }
    // In a body: the archive is still the caller's own.
    const withBody = await get('/privacy/export', sales, { userId: brandadminUser.id, id: brandadminUser.id });
    expect(withBody.status).toBe(200);
    const archive = await unzip(withBody.bytes);
    expect(json(archive, 'konto.json').email).toBe(DEMO_ACCOUNTS.sales);
    expect(allText(archive)).not.toContain(DEMO_ACCOUNTS.brandadmin);
  });
});

describe('the export limit', () => {
  it(`answers the ${EXPORT_LIMIT + 1}th export within the hour with 429 and the German message`, async () => {
    const pta = await login('pta@example.com');
    for (let i = 0; i < EXPORT_LIMIT; i++) expect((await get('/privacy/export', pta)).status).toBe(200);
    const refused = await fetch(`${apiUrl()}/privacy/export`, { headers: { Authorization: `Bearer ${pta}` } });
    expect(refused.status).toBe(429);
    const seconds = Number(refused.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    const wait = seconds === 1 ? '1 Sekunde' : seconds < 120 ? `${seconds} Sekunden` : `${Math.ceil(seconds / 60)} Minuten`;
    expect((await refused.json()).error.message).toBe(`Zu viele Anfragen. Bitte versuchen Sie es in ${wait} erneut.`);
  });
});

describe('a list in the archive', () => {
  const NO_SERVER = {} as Core.Strapi;
  const PERSON = { id: 1, email: 'x@example.com' };
  /** A list of `total` items with ids 1…total (or `stuck`: a page that does not move on); `limits` records each query's limit. */
  const list = (total: number, limits: number[], stuck = false): ListSection => ({
    key: 'favorites',
    source: 'a test list',
    page: async (_strapi, _person, afterId, limit): Promise<PageRow[]> => {
      limits.push(limit);
      const ids = Array.from({ length: total }, (_, i) => i + 1).filter((id) => stuck || id > afterId);
      return ids.slice(0, limit).map((id) => ({ id, item: { n: id } }));
    },
  });
  const file = async (section: ListSection) => {
    let text = '';
    for await (const chunk of sectionJson(NO_SERVER, PERSON, section, () => false, { pageSize: 3, cap: 5 })) text += chunk;
    return JSON.parse(text);
  };

  it('is read a page at a time and stops at its cap, saying that more is left', async () => {
    const limits: number[] = [];
    expect(await file(list(7, limits))).toEqual({ items: [1, 2, 3, 4, 5].map((n) => ({ n })), complete: false });
    expect(limits).toEqual([3, 2, 1]);
    expect(await file(list(5, []))).toEqual({ items: [1, 2, 3, 4, 5].map((n) => ({ n })), complete: true });
    expect(await file(list(0, []))).toEqual({ items: [], complete: true });
  });

  it('ends with an error when a page does not move on, rather than reading it again and again', async () => {
    await expect(file(list(4, [], true))).rejects.toThrow('did not advance');
  });
});
