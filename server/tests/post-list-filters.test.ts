import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiUrl, DEMO_ACCOUNTS, login } from '../../tests/support/api';

// The post list's state and publication period (the contract's PostListQuery, guards/post-list.ts):
// the state is no column, so the server turns it into filters; the caller's brands stay ANDed with
// it, the export holds the same rows, and a bad value is a German 400.
// katrin.hoffmann administers DermaSana only; brandadmin both Cardiovia and DermaSana.
const MARK = `Zustandsfilter ${Date.now()}`;
let cardio: string;
let derma: string;
const brands: Record<string, string> = {};
const made: string[] = [];
const actions: string[] = [];
const ids: Record<'draft' | 'scheduled' | 'live' | 'dermaScheduled', string> = { draft: '', scheduled: '', live: '', dermaScheduled: '' };
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const create = async (token: string, brand: string, title: string) => {
  const created = await api('/posts', { token, method: 'POST', body: { data: { title, type: 'news', brand } } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  made.push(created.body.data.documentId);
  return created.body.data.documentId as string;
};
const schedule = async (token: string, id: string, executeAt: string) => {
  const action = await api('/publisher/actions', {
    token,
    method: 'POST',
    body: { data: { entityId: id, entitySlug: 'api::post.post', mode: 'publish', executeAt } },
  });
  expect(action.status, JSON.stringify(action.body)).toBe(201);
  actions.push(action.body.data.documentId);
};
const marked = `filters[title][$containsi]=${encodeURIComponent(MARK)}`;
/** The documentIds of the list, as the app asks for it (drafts, the caller's filters, the state). */
const list = async (token: string, query: string) => {
  const answer = await api(`/posts?status=draft&${marked}&${query}`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body.data as { documentId: string }[]).map((p) => p.documentId).sort();
};

beforeAll(async () => {
  cardio = await login(DEMO_ACCOUNTS.brandadmin);
  derma = await login('katrin.hoffmann@example.com');
  const all = (await api('/brands?pagination[pageSize]=100', { token: await login(DEMO_ACCOUNTS.operator) })).body.data as {
    name: string;
    documentId: string;
  }[];
  for (const b of all) brands[b.name] = b.documentId;
  ids.draft = await create(cardio, brands.Cardiovia, `${MARK} Entwurf`);
  ids.scheduled = await create(cardio, brands.Cardiovia, `${MARK} Geplant`);
  await schedule(cardio, ids.scheduled, inDays(10));
  ids.live = await create(cardio, brands.Cardiovia, `${MARK} Live`);
  expect((await api(`/posts/${ids.live}/publish`, { token: cardio, method: 'POST' })).status).toBe(200);
  ids.dermaScheduled = await create(derma, brands.DermaSana, `${MARK} DermaSana geplant`);
  await schedule(derma, ids.dermaScheduled, inDays(10));
});

afterAll(async () => {
  for (const id of actions) await api(`/publisher/actions/${id}`, { token: cardio, method: 'DELETE' });
  for (const id of made) await api(`/posts/${id}`, { token: cardio, method: 'DELETE' });
});

describe('GET /posts?state=…', () => {
  it('lists the posts in the state asked for, by the same rule as postState', async () => {
    const cardiovia = `filters[brand][documentId][$eq]=${brands.Cardiovia}`;
    expect(await list(cardio, `${cardiovia}&state=draft`)).toEqual([ids.draft]);
    expect(await list(cardio, `${cardiovia}&state=scheduled`)).toEqual([ids.scheduled]);
    expect(await list(cardio, `${cardiovia}&state=live`)).toEqual([ids.live]);
  });

  it('keeps a brand admin within their own brands, whatever the filter asks', async () => {
    expect(await list(derma, 'state=scheduled')).toEqual([ids.dermaScheduled]);
    expect(await list(derma, `filters[brand][documentId][$eq]=${brands.Cardiovia}&state=scheduled`)).toEqual([]);
    expect(await list(derma, `filters[$or][0][brand][documentId][$eq]=${brands.Cardiovia}&filters[$or][1][id][$notNull]=true&state=live`)).toEqual([]);
  });

  it('filters by the publication period: when a post went live, or is planned to', async () => {
    const cardiovia = `filters[brand][documentId][$eq]=${brands.Cardiovia}`;
    const today = `publishedFrom=${encodeURIComponent(inDays(-1))}&publishedBefore=${encodeURIComponent(inDays(1))}`;
    const later = `publishedFrom=${encodeURIComponent(inDays(9))}&publishedBefore=${encodeURIComponent(inDays(11))}`;
    expect(await list(cardio, `${cardiovia}&${today}`)).toEqual([ids.live]);
    expect(await list(cardio, `${cardiovia}&${later}`)).toEqual([ids.scheduled]);
    expect(await list(cardio, `${cardiovia}&${later}&state=live`)).toEqual([]);
    expect(await list(cardio, `${cardiovia}&${today}&state=draft`)).toEqual([]);
    expect(await list(derma, later)).toEqual([ids.dermaScheduled]);
  });

  it('is the same filter in the server’s export', async () => {
    const response = await fetch(`${apiUrl()}/exports/posts?status=draft&${marked}&filters[brand][documentId][$eq]=${brands.Cardiovia}&state=scheduled`, {
      headers: { Authorization: `Bearer ${cardio}` },
    });
    expect(response.status).toBe(200);
    const rows = (await response.text()).split('\r\n').slice(1, -1);
    expect(rows).toEqual([expect.stringMatching(new RegExp(`^${MARK} Geplant;Neuigkeit;Geplant;;\\d{2}\\.\\d{2}\\.\\d{4} \\d{2}:\\d{2};`))]);
  });

  it('answers a bad state or period with a German 400, not a 500', async () => {
    for (const [query, key] of [
      ['state=published', 'state'],
      ['state[$ne]=draft', 'state'],
      ['state[0]=draft', 'state'],
      ['publishedFrom=gestern', 'publishedFrom'],
      ['publishedBefore=2026-13-45T00:00:00Z', 'publishedBefore'],
      ['publishedFrom[$gt]=2026-01-01T00:00:00Z', 'publishedFrom'],
    ]) {
      const answer = await api(`/posts?status=draft&${query}`, { token: derma });
      expect(answer.status, query).toBe(400);
      expect(answer.body.error.message, query).toBe(`Ungültiger Parameter in der Anfrage: ${key}.`);
      const exported = await fetch(`${apiUrl()}/exports/posts?status=draft&${query}`, { headers: { Authorization: `Bearer ${derma}` } });
      expect(exported.status, query).toBe(400);
    }
    expect((await api('/posts?status=draft&publicationFilter=irgendwas', { token: derma })).status).toBe(400);
  });
});
