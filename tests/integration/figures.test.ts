import { beforeAll, describe, expect, it } from 'vitest';
import { postState, type PostState } from '@markenportal/contract';
import { createSession } from '../../src/providers/session';
import { createHttpClient } from '../../src/providers/http';
import { createDataProvider, scopeContextOf, type AppDataProvider } from '../../src/providers/dataProvider';
import { DATA_RESOURCES } from '../../src/features';
import { createAuthProvider } from '../../src/providers/authProvider';
import { MemoryStorage } from '../support/memoryStorage';
import { apiUrl, DEMO_ACCOUNTS, DEMO_PASSWORD, PUBLIC_ACCESS_TOKEN } from '../support/api';

// The dashboard, the post list and the report read the same posts: each must count them alike
// (one definition of a post's state, the contract's postState).

const signedIn = async (email: string) => {
  const session = createSession(new MemoryStorage());
  const http = createHttpClient({ apiUrl: apiUrl(), publicToken: PUBLIC_ACCESS_TOKEN, session });
  const dataProvider: AppDataProvider = createDataProvider(http, scopeContextOf(session), DATA_RESOURCES);
  await createAuthProvider(http, session, () => '/').login({ username: email, password: DEMO_PASSWORD });
  return { session, dataProvider };
};

let admin: Awaited<ReturnType<typeof signedIn>>;
let operator: Awaited<ReturnType<typeof signedIn>>;
let brand: string;

beforeAll(async () => {
  admin = await signedIn(DEMO_ACCOUNTS.brandadmin);
  operator = await signedIn(DEMO_ACCOUNTS.operator);
  const brands = admin.session.getUser()!.brands! as { name?: string; documentId?: string }[];
  brand = brands.find((b) => b.name === 'Cardiovia')!.documentId!;
  admin.session.setCurrentBrandId(brand);
  // One post in every state, besides the demo data's.
  const create = async (title: string) => (await admin.dataProvider.create('posts', { data: { title, type: 'news', brand } })).data.id;
  await create('Zahlen: Entwurf');
  await admin.dataProvider.schedulePublication(await create('Zahlen: geplant'), new Date(Date.now() + 7 * 24 * 3600 * 1000));
  await admin.dataProvider.publishDocument('posts', await create('Zahlen: veröffentlicht'));
  // Planned after it went live (publishing now replaces an earlier plan, decision 0023).
  const liveAndPlanned = await create('Zahlen: veröffentlicht und erneut geplant');
  await admin.dataProvider.publishDocument('posts', liveAndPlanned);
  await admin.dataProvider.schedulePublication(liveAndPlanned, new Date(Date.now() + 7 * 24 * 3600 * 1000));
});

/** YYYY-MM-DD of today in Berlin, the report's calendar. */
const berlinToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());

describe('figures that agree', () => {
  it('the dashboard, the states of the post list and the report count the same posts', async () => {
    const { data: rows, total } = await admin.dataProvider.getList('posts', {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'updatedAt', order: 'DESC' },
      filter: {},
      meta: { status: 'draft' },
    });
    expect(rows).toHaveLength(total!);
    const listed: Record<PostState, number> = { live: 0, scheduled: 0, draft: 0 };
    for (const row of rows) listed[postState(row)] += 1;
    expect(listed.live).toBeGreaterThanOrEqual(2);
    expect(listed.scheduled).toBeGreaterThanOrEqual(1);
    expect(listed.draft).toBeGreaterThanOrEqual(1);

    const dashboard = await admin.dataProvider.getDashboard(brand);
    expect({ live: dashboard.livePosts, scheduled: dashboard.scheduledPosts, draft: dashboard.draftPosts }).toEqual(listed);
    expect(dashboard.livePosts + dashboard.scheduledPosts + dashboard.draftPosts).toBe(total);

    // Every live post was published up to today: the report over all time counts exactly them.
    const [report] = await operator.dataProvider.getReport({ from: '2000-01-01', to: berlinToday(), brands: [brand] });
    expect(report.posts).toBe(listed.live);
  });
});
