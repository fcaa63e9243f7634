import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectedOf } from './access/expected';
import { MATRIX, Row } from './access/matrix-table';
import { CALLERS, Caller, cleanUp, createWorld, World } from './access/world';

// The complete access matrix (issue 6): every route × the eight callers of access/matrix-table.ts,
// against the real server. The expected answers are not written by hand: access/expected.ts
// computes them from the one access table (packages/contract/src/access/table.ts) and each row's
// action, target and few commented exceptions. Every answer is compared with them; a mismatch is an
// unexpected allow (2xx where a refusal was expected), an unexpected denial (a refusal where 2xx was
// expected) or a wrong status (403 for 404, or any 500). All three must be zero.

type Result = { row: Row; caller: Caller; expected: number; got: number; body: unknown };

const allowed = (status: number) => status >= 200 && status < 300;
const label = (row: Row) => `${row.route}${row.target ? ` — ${row.target}` : ''}`;
const kindOf = (r: Result) =>
  allowed(r.got) && !allowed(r.expected) ? 'UNEXPECTED ALLOW' : !allowed(r.got) && allowed(r.expected) ? 'UNEXPECTED DENIAL' : 'WRONG STATUS';
const describeMismatch = (r: Result) => {
  const message = (r.body as { error?: { message?: string } } | null)?.error?.message;
  return `  ${kindOf(r).padEnd(17)} ${r.row.kind.padEnd(5)} ${label(r.row)}\n${' '.repeat(20)}${r.caller}: expected ${r.expected}, got ${r.got}${message ? ` („${message}“)` : ''}`;
};

let world: World;
const results: Result[] = [];
const mismatches = () => results.filter((r) => r.got !== r.expected);

/** What the matrix must leave as it found it (its writes are undone): counts of the data and everyone's contacts and favorites. */
const snapshot = async (w: World) => {
  const total = async (caller: Caller, path: string) => {
    const { status, body } = await w.as(caller, { method: 'GET', path });
    if (status !== 200) throw new Error(`snapshot ${path}: ${status}`);
    return Array.isArray(body) ? body.length : typeof body === 'number' ? body : body.meta.pagination.total;
  };
  const own: Record<string, unknown> = {};
  for (const caller of CALLERS.filter((c) => c !== 'public' && c !== 'token')) {
    const id = w.ids.own[caller as keyof World['ids']['own']];
    const user = (await w.as('operator', { method: 'GET', path: `/users/${id}?populate[contacts]=true` })).body;
    own[caller] = { contacts: user.contacts.map((c: { id: number }) => c.id).sort(), favorites: await total(caller, '/favorites') };
  }
  return {
    own,
    users: await total('operator', '/users/count'),
    brands: await total('operator', '/brands?pagination[pageSize]=1'),
    posts: await total('operator', '/posts?status=draft&pagination[pageSize]=1'),
    events: await total('operator', '/events?status=draft&pagination[pageSize]=1'),
    links: await total('operator', '/links?pagination[pageSize]=1'),
    files: await total('operator', '/upload/files'),
    licenses: await total('operator', '/licenses?pagination[pageSize]=1'),
    addons: await total('operator', '/addons?pagination[pageSize]=1'),
    specializations: await total('operator', '/specializations?pagination[pageSize]=1'),
    invitations: await total('brandadmin', '/invitations?pagination[pageSize]=1'),
    schedules: await total('brandadmin', '/publisher/actions?pagination[pageSize]=1'),
  };
};
let before: Awaited<ReturnType<typeof snapshot>>;

beforeAll(async () => {
  world = await createWorld();
  before = await snapshot(world);
});
afterAll(async () => {
  if (world) await cleanUp(world);
});

describe(`access matrix: ${MATRIX.length} routes × ${CALLERS.length} callers`, () => {
  for (const row of MATRIX) {
    it(`${row.kind}: ${label(row)}`, async () => {
      const mine: Result[] = [];
      const expected = expectedOf(row);
      for (const caller of CALLERS) {
        const request = await row.call(world, caller);
        const answer = await world.as(caller, request);
        if (allowed(answer.status)) row.made?.(world, answer.body, caller);
        mine.push({ row, caller, expected: expected[caller], got: answer.status, body: answer.body });
      }
      results.push(...mine);
      const wrong = mine.filter((r) => r.got !== r.expected);
      expect(wrong.length, `\n${wrong.map(describeMismatch).join('\n')}\n`).toBe(0);
    });
  }

  it('0 unexpected allows, 0 unexpected denials, no other status differs, no 500 anywhere', () => {
    expect(results).toHaveLength(MATRIX.length * CALLERS.length);
    const wrong = mismatches();
    const count = (kind: string) => wrong.filter((r) => kindOf(r) === kind).length;
    const summary =
      `\n${count('UNEXPECTED ALLOW')} unexpected allows, ${count('UNEXPECTED DENIAL')} unexpected denials, ${count('WRONG STATUS')} other differences` +
      ` in ${results.length} calls:\n${wrong.map(describeMismatch).join('\n')}\n`;
    expect(wrong.length, summary).toBe(0);
    expect(results.filter((r) => r.got >= 500)).toEqual([]);
    // Nothing expects a 500.
    expect(MATRIX.flatMap((row) => CALLERS.filter((c) => expectedOf(row)[c] >= 500))).toEqual([]);
  });

  it('every refusal says why, in German (no bare "Forbidden" or "Not Found")', () => {
    const german = /[äöüß]|\b(nicht|Sie|keine|bitte|ungültig|ist|der|die|das|den|für)\b/i;
    const messageOf = (body: unknown) => (body as { error?: { message?: unknown } } | undefined)?.error?.message;
    const english = results
      .filter((r) => r.got >= 400 && !german.test(String(messageOf(r.body) ?? '')))
      .map((r) => `${r.caller} ${label(r.row)} → ${r.got} ${JSON.stringify(messageOf(r.body))}`);
    expect(english).toEqual([]);
  });

  it('cleans up after itself: the shared server holds the same data as before', async () => {
    await cleanUp(world);
    expect(await snapshot(world)).toEqual(before);
  });

  it('covers read and write of every caller', () => {
    for (const caller of CALLERS) {
      expect(results.some((r) => r.caller === caller && r.row.kind === 'read' && allowed(r.expected)) || caller === 'public').toBe(true);
      expect(results.some((r) => r.caller === caller && r.row.kind === 'write')).toBe(true);
    }
  });
});
