import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiUrl, DEMO_ACCOUNTS, login } from '../../tests/support/api';

// Property-based fuzzing of the body guard, the query guard and the canonical body (issue 25), over
// real HTTP against the file's own test server: a brand admin of DermaSana only writes posts, events
// and links with generated bodies (odd keys, reference forms aimed at Cardiovia, deep nesting,
// unicode, huge lists) and reads with generated query strings. Never a 5xx, and afterwards no record
// outside DermaSana has changed. A failure prints fast-check's seed and path: rerun with
// FUZZ_SEED=<seed> to reproduce it.

const SEED = Number(process.env.FUZZ_SEED ?? 250_025);
const RUNS = 120;
const DERMASANA_ADMIN = 'katrin.hoffmann@example.com';

type Ref = { id: number; documentId: string };
/** DermaSana (the caller's brand), Cardiovia (not), their reps, a specialization, Cardiovia's post. */
type Ids = { ds: Ref; cv: Ref; cvPost: string; dsSales: number; pool: Ref[] };
let ids: Ids;
let operator: string;
let caller: string;
let ownPost: string;
const made: { kind: 'posts' | 'events' | 'links'; documentId: string }[] = [];
const fiveHundreds: string[] = [];
let before: string;

/** Everything outside DermaSana that a write could touch, as the operator reads it. */
const outsideDermaSana = async () => {
  const all = async (path: string) => {
    const rows: Record<string, unknown>[] = [];
    for (let page = 1; page < 50; page++) {
      const { body } = await api(`${path}${path.includes('?') ? '&' : '?'}pagination[page]=${page}&pagination[pageSize]=100`, { token: operator });
      rows.push(...body.data);
      if (page >= body.meta.pagination.pageCount) break;
    }
    return rows;
  };
  const brandOf = (r: Record<string, unknown>) => (r.brand as { documentId?: string } | null)?.documentId ?? null;
  const outside = (rows: Record<string, unknown>[]) =>
    rows.filter((r) => brandOf(r) !== ids.ds.documentId).map((r) => [r.documentId, r.updatedAt, brandOf(r), r.publishedAt ?? null]);
  const users = (await api('/users?populate[0]=brands&populate[1]=userBrandRoles.brand&populate[2]=role&limit=1000', { token: operator })).body;
  return JSON.stringify({
    posts: outside(await all('/posts?status=draft&populate[brand][fields][0]=documentId')),
    published: outside(await all('/posts?populate[brand][fields][0]=documentId')),
    events: outside(await all('/events?status=draft&populate[brand][fields][0]=documentId')),
    links: outside(await all('/links?populate[brand][fields][0]=documentId&populate[salesUser][fields][0]=id')),
    brands: (await all('/brands')).filter((b) => b.documentId !== ids.ds.documentId).map((b) => [b.documentId, b.updatedAt]),
    users: (users as Record<string, unknown>[]).map((u) => [u.id, u.email, u.blocked, (u.role as { type: string }).type, u.brands, u.userBrandRoles]),
  });
};

// ---- generators -------------------------------------------------------------------------------

const ODD_KEYS = [
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'id',
  'documentId',
  'publishedAt',
  'locale',
  '$where',
  '',
  'a.b',
  '[x]',
  '💊',
  'Ärzte',
];
const oddKey = () => fc.oneof(fc.constantFrom(...ODD_KEYS), fc.string({ maxLength: 12, unit: 'grapheme' }));
const leaf = () =>
  fc.oneof(
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.double(),
    fc.string({ maxLength: 40, unit: 'grapheme' }),
    fc.constantFrom(' 38', '+38', '38.0', '38e0', '38abc', '-1', '1e309'),
  );
/**
 * Nesting deeper than JSON.stringify (and fast-check's own printing) can go is sent as text: the
 * value holds a marker string that `toJson` replaces with that many levels of objects and lists.
 */
const DEEP = /"deep:(\d+)"/g;
const nested = (depth: number) => `deep:${depth}`;
const toJson = (value: unknown) => JSON.stringify(value).replace(DEEP, (_, depth: string) => `${'{"a":['.repeat(Number(depth))}1${']}'.repeat(Number(depth))}`);
const send = async (method: string, path: string, value: unknown) => {
  const response = await fetch(`${apiUrl()}${path}`, {
    method,
    headers: { Authorization: `Bearer ${caller}`, 'Content-Type': 'application/json' },
    body: toJson(value),
  });
  const text = await response.text();
  return { status: response.status, body: text.startsWith('{') ? JSON.parse(text) : text };
};
/** Every way of naming a record that Strapi reads (or almost reads), aimed at own and foreign ones. */
const reference = () => {
  const target = fc.constantFrom(...ids.pool);
  const one = fc.oneof(
    target.map((t) => t.documentId),
    target.map((t) => t.id),
    target.map((t) => ` ${t.id}`),
    target.map((t) => `${t.id}.0`),
    target.map((t) => ({ id: t.id })),
    target.map((t) => ({ documentId: t.documentId })),
    fc.tuple(target, target).map(([a, b]) => ({ id: a.id, documentId: b.documentId })),
    leaf(),
  );
  return fc.oneof(
    one,
    fc.array(one, { maxLength: 4 }),
    fc.record({ connect: fc.array(one, { maxLength: 3 }), disconnect: fc.array(one, { maxLength: 2 }) }, { requiredKeys: [] }),
    fc.record({ set: fc.array(one, { maxLength: 3 }) }),
  );
};
const hostileValue = () =>
  fc.oneof(
    { weight: 4, arbitrary: reference() },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
    { weight: 1, arbitrary: fc.constantFrom(15, 17, 200, 20_000).map(nested) },
    { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 15_000 }).map((n) => Array(n).fill(ids.cv.documentId)) },
    { weight: 1, arbitrary: fc.dictionary(oddKey(), leaf(), { maxKeys: 4 }) },
  );
const FIELDS = {
  posts: ['title', 'content', 'type', 'brand', 'specializations', 'teaserImage', 'hideForPTA', 'log'],
  events: ['title', 'startDate', 'brand', 'specializations', 'description'],
  links: ['link', 'brand', 'salesUser'],
};
/** A body that would be accepted as it is: the generated fields are laid over it. */
const valid = (kind: keyof typeof FIELDS, n: number): Record<string, unknown> =>
  ({
    posts: { title: 'Fuzz', type: 'news', brand: ids.ds.documentId },
    events: { title: 'Fuzz', startDate: new Date(Date.now() + 86_400_000).toISOString(), brand: ids.ds.documentId },
    links: { link: `fuzz-${SEED}-${n}`, brand: ids.ds.documentId, salesUser: ids.dsSales },
  })[kind];
const body = (kind: keyof typeof FIELDS) =>
  fc.oneof(
    {
      weight: 3,
      arbitrary: fc
        .tuple(fc.nat(), fc.dictionary(fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...FIELDS[kind]) }, oddKey()), hostileValue(), { maxKeys: 3 }))
        .map(([n, over]) => ({ data: { ...valid(kind, n), ...over } })),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        data: fc.oneof(fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS[kind]), oddKey()), hostileValue(), { maxKeys: 5 }), hostileValue()),
      }),
    },
  );

/** A query string of generated parameters: filters, populate, fields, sort, pagination, odd names, deep brackets. */
const queryString = () => {
  const segment = fc.oneof(
    fc.constantFrom(
      'filters',
      'populate',
      'fields',
      'sort',
      'pagination',
      'brand',
      'documentId',
      'id',
      '$eq',
      '$in',
      '$or',
      '$not',
      'contacts',
      'count',
      '0',
      'constructor',
    ),
    oddKey(),
  );
  const param = fc.tuple(fc.array(segment, { minLength: 1, maxLength: 30 }), fc.oneof(leaf().map(String), fc.constant(ids.cv.documentId)));
  return fc.array(param, { minLength: 1, maxLength: 8 }).map((params) =>
    params
      .map(
        ([path, value]) =>
          `${encodeURIComponent(path[0])}${path
            .slice(1)
            .map((s) => `[${encodeURIComponent(s)}]`)
            .join('')}=${encodeURIComponent(value)}`,
      )
      .join('&'),
  );
};

// ---- the properties ---------------------------------------------------------------------------

/** How many answers of each status, by request: printed at the end, to see the fuzz gets past the guards too. */
const statuses: Record<string, number> = {};
const check = (label: string, status: number, body: unknown) => {
  const tally = `${label.split(' ')[0]} ${label.split(' ')[1].split('?')[0].replace(ownPost, ':own').replace(ids.cvPost, ':foreign')} ${status}`;
  statuses[tally] = (statuses[tally] ?? 0) + 1;
  if (status >= 500) fiveHundreds.push(`${label} → ${status} ${JSON.stringify(body).slice(0, 200)}`);
  return status < 500;
};
const options = (name: string) => {
  // The seed makes a failure reproducible.
  console.log(`[fuzz] ${name}: seed ${SEED}, ${RUNS} runs`);
  return { seed: SEED, numRuns: RUNS, endOnFailure: true };
};

beforeAll(async () => {
  operator = await login(DEMO_ACCOUNTS.operator);
  caller = await login(DERMASANA_ADMIN);
  const brand = async (name: string) => (await api(`/brands?filters[name][$eq]=${name}`, { token: operator })).body.data[0];
  const user = async (email: string) => (await api(`/users?filters[email][$eq]=${encodeURIComponent(email)}`, { token: operator })).body[0];
  const [ds, cv] = [await brand('DermaSana'), await brand('Cardiovia')];
  const cvPost = (await api(`/posts?filters[brand][documentId][$eq]=${cv.documentId}`, { token: operator })).body.data[0];
  const specialization = (await api('/specializations', { token: operator })).body.data[0];
  const [cvSales, dsSales] = [await user(DEMO_ACCOUNTS.sales), await user('jonas.becker@example.com')];
  ids = { ds, cv, cvPost: cvPost.documentId, dsSales: dsSales.id, pool: [ds, cv, cvPost, specialization, cvSales, dsSales] };
  const created = await api('/posts', { token: caller, method: 'POST', body: { data: { title: 'Fuzz-Ziel', type: 'news', brand: ds.documentId } } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  ownPost = created.body.data.documentId;
  before = await outsideDermaSana();
}, 60_000);

afterAll(async () => {
  // What the fuzz made goes again, and every delete is checked to succeed.
  const left: string[] = [];
  for (const { kind, documentId } of [...made, { kind: 'posts' as const, documentId: ownPost }]) {
    const { status } = await api(`/${kind}/${documentId}`, { token: kind === 'links' ? operator : caller, method: 'DELETE' });
    if (status >= 300) left.push(`${kind}/${documentId}: ${status}`);
  }
  expect(left).toEqual([]);
});

describe('generated input never gets a 5xx, and never writes outside the caller’s brand', () => {
  it.each(['posts', 'events', 'links'] as const)('POST /%s with generated bodies (body guard, canonical body)', async (kind) => {
    await fc.assert(
      fc.asyncProperty(body(kind), async (generated) => {
        const { status, body: answer } = await send('POST', `/${kind}`, generated);
        if (status < 300 && answer?.data?.documentId) made.push({ kind, documentId: answer.data.documentId });
        return check(`POST /${kind} ${JSON.stringify(generated).slice(0, 300)}`, status, answer);
      }),
      options(`POST /${kind}`),
    );
  });

  it('PUT of its own post, and of another brand’s post, with generated bodies', async () => {
    await fc.assert(
      fc.asyncProperty(body('posts'), fc.boolean(), async (generated, foreign) => {
        const target = foreign ? ids.cvPost : ownPost;
        const { status, body: answer } = await send('PUT', `/posts/${target}`, generated);
        if (foreign && status < 300) fiveHundreds.push(`PUT of Cardiovia's post accepted: ${JSON.stringify(generated).slice(0, 300)}`);
        return check(`PUT /posts/${target} ${JSON.stringify(generated).slice(0, 300)}`, status, answer) && !(foreign && status < 300);
      }),
      options('PUT /posts/:id'),
    );
  });

  it.each(['posts', 'events', 'links', 'users'])('GET /%s with generated query strings (query guard)', async (resource) => {
    await fc.assert(
      fc.asyncProperty(queryString(), async (query) => {
        const { status, body: answer } = await api(`/${resource}?${query}`, { token: caller });
        return check(`GET /${resource}?${query.slice(0, 300)}`, status, answer);
      }),
      options(`GET /${resource}`),
    );
  });

  it('left every record outside DermaSana as it was, and answered no 5xx', async () => {
    console.log(`[fuzz] answers: ${JSON.stringify(statuses)}`);
    expect(fiveHundreds).toEqual([]);
    expect(await outsideDermaSana()).toBe(before);
  });
});
