import { describe, expect, it, vi } from 'vitest';
import type { HttpClient, RequestOptions } from '../../src/providers/http';
import { createDataProvider } from '../../src/providers/dataProvider';
import { DATA_RESOURCES } from '../../src/features';
import { toQueryString } from '../../src/providers/strapi/query';
import { eventTimeFilter } from '../../src/events/eventListParams';
import { signInFilter } from '../../src/common/peopleFilters';
import { i18nProvider } from '../../src/i18n';

// The lists' filters that are no field of a record (ResourceConfig.listParams): what the server is asked.

const recording = () => {
  const request = vi.fn(async (path: string, _options?: RequestOptions) => (path.endsWith('/count') ? 0 : path === '/users' ? [] : { data: [], meta: {} }));
  const download = vi.fn(async () => new Blob());
  const http = { apiUrl: '/api', request, download } as unknown as HttpClient;
  const provider = createDataProvider(http, () => ({ currentBrandId: 'b1', role: 'brand_admin', meId: 1 }), DATA_RESOURCES);
  const query = (options?: RequestOptions) => decodeURIComponent(toQueryString(options!.query!)).split('&');
  return { request, download, provider, query };
};
const PAGE = { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' as const } };

describe('posts: state and publication period', () => {
  it('become the server’s own parameters, the days as Berlin instants, in the list and its export alike', async () => {
    const { request, download, provider, query } = recording();
    // 29 March 2026 is the day summer time starts: it has 23 hours.
    const filter = { state: 'scheduled', published_from: '2026-03-29', published_to: '2026-03-29', type: 'news' };
    await provider.getList('posts', { ...PAGE, filter, meta: { status: 'draft' } });
    const listed = query(request.mock.calls[0][1]);
    expect(listed).toEqual(
      expect.arrayContaining(['state=scheduled', 'publishedFrom=2026-03-28T23:00:00.000Z', 'publishedBefore=2026-03-29T22:00:00.000Z', 'status=draft']),
    );
    expect(listed.filter((p) => /^filters/.test(p))).toEqual(['filters[$and][0][brand][documentId][$eq]=b1', 'filters[$and][1][type][$eq]=news']);
    await provider.exportList('posts', { filter, sort: PAGE.sort, meta: { status: 'draft' } });
    const exported = query((download.mock.calls[0] as unknown as [string, RequestOptions])[1]);
    expect(exported).toEqual(expect.arrayContaining(['state=scheduled', 'publishedFrom=2026-03-28T23:00:00.000Z', 'publishedBefore=2026-03-29T22:00:00.000Z']));
  });

  it('sends nothing for an unknown state or a day that does not exist', async () => {
    const { request, provider, query } = recording();
    await provider.getList('posts', { ...PAGE, filter: { state: 'gelöscht', published_from: '2026-02-30' }, meta: { status: 'draft' } });
    expect(query(request.mock.calls[0][1]).filter((p) => /state|published/.test(p))).toEqual([]);
  });

  it('names the states as the contract does', () => {
    expect(['draft', 'scheduled', 'live'].map((s) => i18nProvider.translate(`app.posts.filters.states.${s}`))).toEqual([
      'Entwurf',
      'Geplant',
      'Veröffentlicht',
    ]);
    expect(i18nProvider.translate('app.posts.filters.published_from')).toBe('Veröffentlichung ab');
  });
});

describe('events: upcoming, past and a period of start days', () => {
  const now = new Date('2026-10-24T12:00:00.000Z');
  it('are filters on the start, as of now', () => {
    expect(eventTimeFilter({ when: 'upcoming' }, now)).toEqual({ startDate: { $gte: '2026-10-24T12:00:00.000Z' } });
    expect(eventTimeFilter({ when: 'past' }, now)).toEqual({ startDate: { $lt: '2026-10-24T12:00:00.000Z' } });
    // 25 October 2026 has 25 hours in Berlin (winter time).
    expect(eventTimeFilter({ start_from: '2026-10-25', start_to: '2026-10-25' }, now)).toEqual({
      $and: [{ startDate: { $gte: '2026-10-24T22:00:00.000Z' } }, { startDate: { $lt: '2026-10-25T23:00:00.000Z' } }],
    });
    expect(eventTimeFilter({}, now)).toBeNull();
  });

  it('reach the server with the list’s other filters', async () => {
    const { request, provider, query } = recording();
    await provider.getList('events', { ...PAGE, filter: { when: 'upcoming' }, meta: { status: 'draft' } });
    const sent = query(request.mock.calls[0][1]);
    expect(sent).toContainEqual(expect.stringMatching(/^filters\[\$and\]\[1\]\[startDate\]\[\$gte\]=\d{4}-/));
    expect(sent.some((p) => p.includes('[when]'))).toBe(false);
  });
});

describe('people: status and last sign-in', () => {
  it('the field service filters by status; unset `blocked` is active', async () => {
    const { request, provider, query } = recording();
    await provider.getList('sales', { ...PAGE, filter: { status: 'active' } });
    const sent = query(request.mock.calls[0][1]);
    expect(sent).toContain('filters[$and][1][$or][0][blocked][$eq]=false');
    expect(sent).toContain('filters[$and][1][$or][1][blocked][$null]=true');
  });

  it('the operators’ users by status and by the last sign-in, 30 days back from now', async () => {
    const now = new Date('2026-11-25T12:00:00.000Z');
    expect(signInFilter('recent', now)).toEqual({ lastSignInAt: { $gte: '2026-10-26T12:00:00.000Z' } });
    expect(signInFilter('not_recent', now)).toEqual({ $or: [{ lastSignInAt: { $lt: '2026-10-26T12:00:00.000Z' } }, { lastSignInAt: { $null: true } }] });
    const { request, provider, query } = recording();
    await provider.getList('user-management', { ...PAGE, filter: { status: 'blocked', signed_in: 'not_recent' } });
    const sent = query(request.mock.calls[0][1]);
    expect(sent).toContain('filters[$and][0][blocked][$eq]=true');
    expect(sent).toContain('filters[$and][1][$or][1][lastSignInAt][$null]=true');
    expect(i18nProvider.translate('app.users.filters.signed_in_not_recent')).toBe('Seit 30 Tagen nicht angemeldet');
  });
});
