import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GetListParams } from 'react-admin';
import type { AuditEntry } from '@markenportal/contract';
import { AUDIT_ACTIONS, ACCESS } from '@markenportal/contract';
import { AuditLogList } from '../../src/audit-log/AuditLogList';
import { AuditEntryShow } from '../../src/audit-log/AuditEntryShow';
import { PostShow } from '../../src/posts/PostShow';
import { readPages } from '../../src/audit-log/AuditExportButton';
import { createDataProvider, scopeContextOf } from '../../src/providers/dataProvider';
import { toQueryString } from '../../src/providers/strapi/query';
import type { HttpClient, RequestOptions } from '../../src/providers/http';
import { DATA_RESOURCES } from '../../src/features';
import { PickersProvider } from '../../src/common/time';
import { session } from '../../src/providers';
import { i18nProvider } from '../../src/i18n';
import { englishWordsIn, fakeDataProvider, renderAt, signInAs } from '../support/componentHarness';

// „Protokoll“ and „Verlauf“ (issue 37, item 1) over the app's own dataProvider; the server is a
// double that records what it is asked (GET /api/audit-entries, Strapi's list) and answers entries.

const LICENSE_CHANGE: AuditEntry = {
  id: 41,
  documentId: 'e41',
  occurredAt: '2026-11-27T13:05:00.000Z',
  actorId: 3,
  actorName: 'Olga Operator (operator@example.com)',
  actorRole: 'operator',
  brandId: 1,
  brandName: 'Cardiovia',
  resource: 'brand',
  recordId: 'b1',
  recordLabel: 'Cardiovia',
  action: 'update',
  ip: '203.0.113.7',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131',
  requestId: 'req-8f2c',
  changes: [
    { field: 'license', before: { id: 1, documentId: 'l1', name: 'Basic' }, after: { id: 2, documentId: 'l2', name: 'Premium' } },
    { field: 'website', before: null, after: 'https://cardiovia.example' },
    { field: 'contractEnd', before: '2026-12-31', after: '2027-06-30T10:00:00.000Z' },
  ],
};
const PASSWORD_RESET: AuditEntry = {
  ...LICENSE_CHANGE,
  id: 40,
  documentId: 'e40',
  occurredAt: '2026-11-26T08:00:00.000Z',
  actorId: null,
  actorName: null,
  actorRole: null,
  resource: 'user',
  recordId: '17',
  recordLabel: 'Lena Wagner',
  action: 'password-reset',
  changes: [{ field: 'password', before: null, after: null, redacted: true }],
};
const ENTRIES = [LICENSE_CHANGE, PASSWORD_RESET];

/** A double of the server's HTTP API: records each request, answers the audit entries and the brands. */
const auditServerDouble = () => {
  const request = vi.fn(async (path: string, _options?: RequestOptions) => {
    if (path === '/audit-entries') return { data: ENTRIES, meta: { pagination: { total: ENTRIES.length } } };
    if (path.startsWith('/audit-entries/')) return { data: ENTRIES.find((e) => path.endsWith(e.documentId)) };
    if (path === '/brands') return { data: [{ id: 1, documentId: 'b1', name: 'Cardiovia' }], meta: { pagination: { total: 1 } } };
    return { data: [], meta: { pagination: { total: 0 } } };
  });
  const http = { apiUrl: '/api', request, download: vi.fn() } as unknown as HttpClient;
  const dataProvider = createDataProvider(http, scopeContextOf(session), DATA_RESOURCES);
  /** The Strapi filters of the last list request, as query-string lines. */
  const lastFilters = () => {
    const calls = request.mock.calls.filter(([path]) => path === '/audit-entries');
    const query = decodeURIComponent(toQueryString(calls.at(-1)![1]!.query!)).split('&');
    return query.filter((line) => line.startsWith('filters') || line.startsWith('sort'));
  };
  return { request, dataProvider, lastFilters };
};

const openList = (path = '/audit-log') => {
  const server = auditServerDouble();
  renderAt(
    path,
    {
      '/audit-log': (
        <PickersProvider>
          <AuditLogList />
        </PickersProvider>
      ),
    },
    server.dataProvider,
  );
  return server;
};

const choose = async (user: ReturnType<typeof userEvent.setup>, label: string, option: string) => {
  await user.click(await screen.findByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
};

afterEach(() => session.clear());

describe('„Protokoll“', () => {
  it('lists the entries newest first with German actions and resources, and names every one of them', async () => {
    signInAs('operator');
    const { lastFilters } = openList();
    const row = (await screen.findByText('Olga Operator (operator@example.com)')).closest('tr')!;
    expect(within(row).getByText('27.11.2026, 14:05 Uhr')).toBeInTheDocument();
    expect(within(row).getByText('Geändert')).toBeInTheDocument();
    expect(within(row).getByText('Brand')).toBeInTheDocument();
    expect(within(row).getByText('Lizenz, Website, contractEnd')).toBeInTheDocument();
    const reset = screen.getByText('Lena Wagner').closest('tr')!;
    expect(within(reset).getByText('Passwort zurückgesetzt')).toBeInTheDocument();
    expect(within(reset).getByText('Nutzer')).toBeInTheDocument();
    expect(within(reset).getByText('System')).toBeInTheDocument();
    expect(lastFilters()).toEqual(['sort[0]=occurredAt:desc']);
    expect(englishWordsIn(document.body.textContent ?? '')).toEqual([]);
    // Every action of the contract and every resource of the access table has a German name.
    const untranslated = [...AUDIT_ACTIONS.map((a) => `app.audit_log.actions.${a}`), ...Object.keys(ACCESS).map((r) => `app.audit_log.resources.${r}`)].filter(
      (key) => i18nProvider.translate(key) === key,
    );
    expect(untranslated).toEqual([]);
  });

  it('sends person, resource, action, brand and period as Strapi filters', async () => {
    signInAs('operator');
    const user = userEvent.setup();
    const { lastFilters } = openList('/audit-log?filter=' + encodeURIComponent(JSON.stringify({ from: '2026-11-01', to: '2026-11-30' })));
    await screen.findByText('Lena Wagner');
    await choose(user, 'Bereich', 'Beitrag');
    await choose(user, 'Aktion', 'Veröffentlicht');
    await choose(user, 'Brand', 'Cardiovia');
    await user.type(screen.getByRole('textbox', { name: 'Person suchen' }), 'Olga');
    // The days are Berlin's: 1 November starts at 23:00 UTC the day before; the end is the next day's start.
    await waitFor(() =>
      expect(lastFilters()).toEqual([
        'filters[$and][0][resource][$eq]=post',
        'filters[$and][0][action][$eq]=publish',
        'filters[$and][0][brandId][$eq]=1',
        'filters[$and][1][actorName][$containsi]=Olga',
        'filters[$and][2][$and][0][occurredAt][$gte]=2026-10-31T23:00:00.000Z',
        'filters[$and][2][$and][1][occurredAt][$lt]=2026-11-30T23:00:00.000Z',
        'sort[0]=occurredAt:desc',
      ]),
    );
  });

  it('reads a brand admin’s current brand only, without a brand filter of its own', async () => {
    session.signIn('jwt', { id: 9, role: { type: 'brand_admin' }, brands: [{ id: 1, documentId: 'b1' }] });
    const { lastFilters } = openList();
    await screen.findByText('Lena Wagner');
    expect(lastFilters()).toEqual(['filters[brandId][$eq]=1', 'sort[0]=occurredAt:desc']);
    expect(screen.queryByRole('combobox', { name: 'Brand' })).toBeNull();
  });

  it('exports the filtered list as German CSV, read in pages of the server’s size', async () => {
    signInAs('operator');
    const user = userEvent.setup();
    const { request } = openList('/audit-log?filter=' + encodeURIComponent(JSON.stringify({ action: 'update' })));
    await screen.findByText('Lena Wagner');
    let blob: Blob | null = null;
    URL.createObjectURL = vi.fn((b: Blob) => {
      blob = b;
      return 'blob:audit';
    }) as typeof URL.createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Exportieren' }));
    await waitFor(() => expect(blob).not.toBeNull());
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toMatch(/^Protokoll_\d{2}\.\d{2}\.\d{4}\.csv$/);
    const exported = request.mock.calls.at(-1)![1]!.query as Record<string, unknown>;
    expect(exported).toMatchObject({ filters: { action: { $eq: 'update' } }, pagination: { page: 1, pageSize: 1000 } });
    const bytes = await new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(blob!);
    });
    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).split('\r\n');
    expect(csv[0]).toBe('\uFEFFZeitpunkt;Person;Rolle;Aktion;Bereich;Datensatz;Datensatz-ID;Brand;Geänderte Felder;IP-Adresse;Browser (User-Agent);Anfrage-ID');
    expect(csv[1]).toContain('27.11.2026 14:05;Olga Operator (operator@example.com);Operator;Geändert;Brand;Cardiovia;b1;Cardiovia;');
    expect(csv[1]).toContain('Lizenz: Basic → Premium; Website: – → https://cardiovia.example; contractEnd: 31.12.2026 → 30.06.2027, 12:00 Uhr');
    expect(csv[2]).toContain('System;;Passwort zurückgesetzt;Nutzer;Lena Wagner;17;Cardiovia;password: geändert (Wert nicht gespeichert);');
  });

  it('reads an export page by page up to its bound, and knows how many there were', async () => {
    const pages = (total: number) =>
      vi.fn(async (page: number, perPage: number) => ({
        data: Array.from({ length: Math.max(0, Math.min(perPage, total - (page - 1) * perPage)) }, (_, i) => (page - 1) * perPage + i),
        total,
      }));
    const some = pages(2500);
    expect(await readPages(some)).toMatchObject({ total: 2500 });
    expect((await readPages(some)).rows).toHaveLength(2500);
    expect(some.mock.calls.slice(0, 3)).toEqual([
      [1, 1000],
      [2, 1000],
      [3, 1000],
    ]);
    const many = pages(25000);
    const { rows, total } = await readPages(many);
    expect([rows.length, rows.at(-1), total, many.mock.calls.length]).toEqual([10000, 9999, 25000, 10]);
    // A server that answers smaller pages than asked: what came is exported, and the count says the rest.
    const capped = vi.fn(async () => ({ data: [1, 2, 3], total: 40 }));
    expect(await readPages(capped)).toEqual({ rows: [1, 2, 3], total: 40 });
    expect(i18nProvider.translate('app.audit_log.export_cut', { n: '10.000', total: '25.000' })).toBe(
      'Exportiert wurden die ersten 10.000 von 25.000 Einträgen. Grenzen Sie den Zeitraum ein, um die übrigen zu exportieren.',
    );
  });
});

describe('an entry’s page', () => {
  it('shows who, when, from where, and each field before and after; a secret only as changed', async () => {
    signInAs('operator');
    const server = auditServerDouble();
    const { unmount } = renderAt('/audit-log/e41/show', { '/audit-log/:id/show': <AuditEntryShow /> }, server.dataProvider);
    const changes = await screen.findByRole('table', { name: 'Änderungen' });
    expect(server.request).toHaveBeenCalledWith('/audit-entries/e41', expect.anything());
    const rows = within(changes)
      .getAllByRole('row')
      .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Feld', 'Vorher', 'Nachher'],
      ['Lizenz', 'Basic', 'Premium'],
      ['Website', '–', 'https://cardiovia.example'],
      ['contractEnd', '31.12.2026', '30.06.2027, 12:00 Uhr'],
    ]);
    for (const text of [
      'Olga Operator (operator@example.com)',
      '27.11.2026, 14:05 Uhr',
      '203.0.113.7',
      'Mozilla/5.0 (X11; Linux x86_64) Chrome/131',
      'req-8f2c',
    ])
      expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alle Einträge dieser Person' }).getAttribute('href')).toContain(encodeURIComponent('{"actorId":"3"}'));
    unmount();

    renderAt('/audit-log/e40/show', { '/audit-log/:id/show': <AuditEntryShow /> }, server.dataProvider);
    const secret = await screen.findByRole('table', { name: 'Änderungen' });
    const cells = within(secret).getAllByRole('row')[1];
    expect(within(cells).getByRole('rowheader').textContent).toBe('password');
    expect(within(cells).getByRole('cell').textContent).toBe('geändert (Wert nicht gespeichert)');
    expect(screen.getByText('System')).toBeInTheDocument();
    expect(englishWordsIn(document.body.textContent ?? '')).toEqual([]);
  });
});

/** The post page (/posts/{id}) with its own calls answered by a double, its „Verlauf“ by the server double. */
const openPost = (role: 'brand_admin' | 'visual_brand_admin') => {
  signInAs(role);
  const server = auditServerDouble();
  const dataProvider = fakeDataProvider({
    getOne: async () => ({ data: { id: 'p7', documentId: 'p7', title: 'Neue Studie', type: 'study', content: '<p>Text</p>', log: [] } }),
    getScheduledPublications: async () => [],
    getPostNotification: async () => null,
    getList: (resource: string, params: GetListParams) => server.dataProvider.getList(resource, params),
  });
  renderAt('/posts/p7', { '/posts/:id': <PostShow /> }, dataProvider);
  return server;
};

describe('„Verlauf“ on a record’s page', () => {
  it('asks for the record’s entries, newest first, and unfolds their changes', async () => {
    const user = userEvent.setup();
    const server = openPost('brand_admin');
    const section = await screen.findByRole('region', { name: 'Verlauf' });
    const entry = await within(section).findByRole('button', { name: /Geändert.*27\.11\.2026, 14:05 Uhr · Olga Operator/ });
    expect(server.lastFilters()).toEqual(['filters[resource][$eq]=post', 'filters[recordId][$eq]=p7', 'sort[0]=occurredAt:desc']);
    await user.click(entry);
    const changes = await within(section).findByRole('table', { name: 'Änderungen' });
    expect(within(changes).getByText('Premium')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Im Protokoll öffnen' }).getAttribute('href')).toBe('/audit-log/e41/show');
  });

  it('is not there for a role that does not read the audit log, and asks nothing', async () => {
    const server = openPost('visual_brand_admin');
    await screen.findByRole('heading', { name: 'Neue Studie' });
    expect(screen.queryByRole('region', { name: 'Verlauf' })).toBeNull();
    expect(server.request).not.toHaveBeenCalled();
  });
});
