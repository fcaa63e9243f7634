import { beforeAll, describe, expect, it } from 'vitest';
import { api, apiUrl, DEMO_ACCOUNTS, login } from '../../tests/support/api';
import { malformedFilter } from '../src/access/query-shape';

// Bad input gets a 4xx with a German message, never a 500, and nothing saved is lost.
let operator: string;
let admin: string;
let cardiovia: string;
const GERMAN = /[äöüÄÖÜß]|\b(Bitte|Sie|nicht|Ungültige?r?|Höchstens|Dieser|Die|Der)\b/;

const post = (data: Record<string, unknown>) => api('/posts', { token: admin, method: 'POST', body: { data: { type: 'news', brand: cardiovia, ...data } } });
const upload = async (name: string, type: string, bytes: Uint8Array<ArrayBuffer>) => {
  const form = new FormData();
  form.append('files', new Blob([bytes], { type }), name);
  const response = await fetch(`${apiUrl()}/upload`, { method: 'POST', headers: { Authorization: `Bearer ${admin}` }, body: form });
  return { status: response.status, body: await response.json() };
};

beforeAll(async () => {
  operator = await login(DEMO_ACCOUNTS.operator);
  admin = await login(DEMO_ACCOUNTS.brandadmin);
  cardiovia = (await api('/brands?filters[name][$eq]=Cardiovia', { token: operator })).body.data[0].documentId;
});

describe('malformed queries', () => {
  it.each([
    ['/users?filters[role][$eq][type]=sales', 'an operator given an object'],
    ['/brands?filters[$or]=1', 'a logical operator given no list'],
    ['/posts?filters[brand][$in][x][y]=1', 'a list operator given an object'],
    ['/events?filters[$and][0]=x', 'a logical branch that is no filter'],
    ['/brands?filters[name][$foo]=x', 'an unknown operator'],
    ['/brands?sort=gibtsnicht:asc', 'an unknown sort field'],
    ['/brands?pagination[page]=abc', 'a page that is no number'],
  ])('%s (%s) is a German 400', async (path) => {
    const { status, body } = await api(path, { token: operator });
    expect(status).toBe(400);
    expect(body.error.message).toMatch(GERMAN);
  });

  it('the filter check knows good filters from bad ones', () => {
    expect(malformedFilter({ $or: [{ name: { $containsi: 'a' } }, { id: { $eq: '3' } }] })).toBeNull();
    expect(malformedFilter({ role: { type: { $in: ['sales', 'pta'] } }, brands: { documentId: { $eq: 'x' } } })).toBeNull();
    expect(malformedFilter({ $or: { 0: { name: { $eq: 'a' } } } })).toBeNull();
    expect(malformedFilter({ role: { $eq: { type: 'x' } } })).toBe('filters[role][$eq]');
    expect(malformedFilter({ $or: '1' })).toBe('filters[$or]');
    expect(malformedFilter('x')).toBe('filters');
  });
});

describe('bad bodies', () => {
  it('too long, wrong types, unknown choices and missing titles are refused at the field, in German', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: 'x'.repeat(201) }, 'title', 'Höchstens 200 Zeichen'],
      [{ title: 123 }, 'title', 'Bitte geben Sie einen Titel ein.'],
      [{ title: 'Zahl', content: 42 }, 'content', 'Bitte geben Sie einen Text ein'],
      [{ title: 'Typ', type: 'werbung' }, 'type', 'Ungültige Auswahl'],
      [{ title: 'Flag', hideForPTA: 'vielleicht' }, 'hideForPTA', 'Bitte wählen Sie ja oder nein'],
      [{ title: '   ' }, 'title', 'Bitte geben Sie einen Titel ein.'],
      [{}, 'title', 'Bitte geben Sie einen Titel ein.'],
    ];
    for (const [data, field, message] of cases) {
      const { status, body } = await post(data);
      expect(status, JSON.stringify(data)).toBe(400);
      expect(body.error.message).toMatch(/^Bitte (prüfen Sie die markierten Felder|geben Sie einen Titel ein)\.$/);
      expect(body.error.details.errors[0], JSON.stringify(data)).toMatchObject({ path: [field], message });
    }
  });

  it('a body that is not JSON is a German 400', async () => {
    const response = await fetch(`${apiUrl()}/posts`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${admin}`, 'Content-Type': 'application/json' },
      body: '{"data":',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe('Die Anfrage ist kein gültiges JSON.');
  });

  it('a failed change leaves the saved post as it was', async () => {
    const created = await post({ title: 'Bleibt erhalten', content: '<p>Original</p>' });
    const id = created.body.data.documentId;
    const failed = await api(`/posts/${id}`, { token: admin, method: 'PUT', body: { data: { title: '', content: '<p>Neu</p>' } } });
    expect(failed.status).toBe(400);
    const saved = (await api(`/posts/${id}?status=draft`, { token: admin })).body.data;
    expect(saved).toMatchObject({ title: 'Bleibt erhalten', content: '<p>Original</p>' });
  });

  it('script tags in rich text are stored as sent and rendered harmless by the app (e2e); the API never runs them', async () => {
    const created = await post({ title: '<script>alert(1)</script>Titel', content: '<p onclick="alert(1)">Text</p><script>alert(2)</script>' });
    expect(created.status).toBe(201);
    expect(created.body.data.title).toBe('<script>alert(1)</script>Titel');
  });
});

describe('uploads', () => {
  it('refuses a file that is no image, in German', async () => {
    const { status, body } = await upload('seite.html', 'text/html', new TextEncoder().encode('<html><script>alert(1)</script></html>'));
    expect(status).toBe(400);
    expect(body.error.message).toBe('Dieser Dateityp ist nicht erlaubt. Bitte wählen Sie ein Bild im Format JPG, PNG, WebP oder GIF.');
  });

  it('refuses an oversized file, in German', async () => {
    const big = new Uint8Array(11 * 1024 * 1024);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const { status, body } = await upload('riesig.png', 'image/png', big);
    expect(status).toBe(413);
    expect(body.error.message).toBe('Die Datei ist zu groß. Bitte wählen Sie eine kleinere Datei.');
  });

  it('refuses an empty upload, in German', async () => {
    const response = await fetch(`${apiUrl()}/upload`, { method: 'POST', headers: { Authorization: `Bearer ${admin}` }, body: new FormData() });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe('Bitte wählen Sie eine Datei.');
  });
});
