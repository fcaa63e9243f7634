import { beforeAll, describe, expect, it } from 'vitest';
import { api, apiUrl, DEMO_ACCOUNTS, login } from '../../tests/support/api';

let admin: string;
let cardiovia: string;
let dermasana: string;

/** The export as the browser receives it: status, headers and the text with its BOM. */
const exportCsv = async (query: string, token?: string) => {
  const response = await fetch(`${apiUrl()}/exports/posts?${query}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
};
const lines = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(0, -1);
const HEADER = 'Titel;Art;Status;Veröffentlicht am;Geplant für;Geändert am';
const ofBrand = (brand: string) => `filters[brand][documentId][$eq]=${brand}`;

beforeAll(async () => {
  admin = await login(DEMO_ACCOUNTS.brandadmin);
  const brands = (await api('/brands?pagination[pageSize]=100', { token: await login(DEMO_ACCOUNTS.operator) })).body.data as {
    name: string;
    documentId: string;
  }[];
  cardiovia = brands.find((b) => b.name === 'Cardiovia')!.documentId;
  dermasana = brands.find((b) => b.name === 'DermaSana')!.documentId;
});

describe('GET /exports/posts', () => {
  it('is the post list as CSV for German Excel: BOM, `;`, German header, states and dates, every row of the filter', async () => {
    const draft = (
      await api('/posts', { token: admin, method: 'POST', body: { data: { title: 'Export: Entwurf; mit Semikolon', type: 'study', brand: cardiovia } } })
    ).body.data;
    const live = (await api('/posts', { token: admin, method: 'POST', body: { data: { title: 'Export: live', type: 'news', brand: cardiovia } } })).body.data;
    await api(`/posts/${live.documentId}/publish`, { token: admin, method: 'POST' });

    const list = await api(`/posts?status=draft&${ofBrand(cardiovia)}&pagination[pageSize]=1`, { token: admin });
    const csv = await exportCsv(`status=draft&${ofBrand(cardiovia)}&sort=title:asc`, admin);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Beitr_ge_\d{2}\.\d{2}\.\d{4}\.csv"; filename\*=UTF-8''Beitr%C3%A4ge_\d{2}\.\d{2}\.\d{4}\.csv$/,
    );
    expect([...csv.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = lines(csv.text);
    expect(rows[0]).toBe(HEADER);
    expect(rows).toHaveLength(list.body.meta.pagination.total + 1);
    expect(rows).toContainEqual(expect.stringMatching(/^"Export: Entwurf; mit Semikolon";Studie;Entwurf;;;\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/));
    expect(rows).toContainEqual(
      expect.stringMatching(/^Export: live;Neuigkeit;Veröffentlicht;\d{2}\.\d{2}\.\d{4} \d{2}:\d{2};;\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/),
    );
    expect(draft.documentId).toEqual(expect.any(String));
  });

  it('follows the list’s filter and keeps formulas as text', async () => {
    await api('/posts', {
      token: admin,
      method: 'POST',
      body: { data: { title: '=HYPERLINK("http://boese.example","Export-Formel")', type: 'news', brand: cardiovia } },
    });
    const csv = await exportCsv(`status=draft&${ofBrand(cardiovia)}&filters[title][$containsi]=Export-Formel`, admin);
    expect(lines(csv.text).slice(1)).toEqual([expect.stringMatching(/^"'=HYPERLINK\(""http:\/\/boese\.example"",""Export-Formel""\)";Neuigkeit;Entwurf;;;/)]);
  });

  it('holds only the caller’s brands, whatever the filter asks', async () => {
    // Katrin Hoffmann administers DermaSana only.
    const other = await login('katrin.hoffmann@example.com');
    const asked = await exportCsv(`status=draft&${ofBrand(cardiovia)}`, other);
    expect(asked.status).toBe(200);
    expect(lines(asked.text)).toEqual([HEADER]);
    const own = lines((await exportCsv(`status=draft&${ofBrand(dermasana)}`, other)).text);
    expect(own.length).toBeGreaterThan(1);
  });

  it('is refused to those who do not administer posts, and a bad filter is a German 400', async () => {
    for (const key of ['sales', 'brandviewer', 'operator', 'arzt'] as const) {
      expect((await exportCsv('status=draft', await login(DEMO_ACCOUNTS[key]))).status, key).toBe(403);
    }
    expect((await exportCsv('status=draft')).status).toBe(403);
    const bad = await exportCsv('filters[password][$eq]=x', admin);
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.text).error.message).toBe('Ungültiger Parameter in der Anfrage: password.');
    // The same answer as the list's for the same query.
    expect((await api('/posts?filters[password][$eq]=x', { token: admin })).body.error.message).toBe('Ungültiger Parameter in der Anfrage: password.');
  });
});
