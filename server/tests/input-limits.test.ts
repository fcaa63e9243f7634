import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, apiUrl, DEMO_ACCOUNTS, DEMO_PASSWORD, login } from '../../tests/support/api';
import { INPUT_LIMITS, inputShapeProblem } from '../src/access/input-shape';

// Input that no parser or walk of the server may choke on (issue 25): bodies and query strings
// nested too deep or holding too many values, bodies whose Content-Encoding is wrong or unknown,
// and /favicon.ico. Each was a 500; each is now a German 4xx (or the icon).

const TOO_DEEP_BODY = 'Die Anfrage ist zu tief verschachtelt: höchstens 32 Ebenen.';
const TOO_DEEP_QUERY = 'Die Anfrage ist zu tief verschachtelt: höchstens 20 Ebenen.';
const TOO_MANY = 'Die Anfrage enthält zu viele Werte: höchstens 10.000.';
const BAD_ENCODING = 'Der Inhalt der Anfrage passt nicht zu ihrer Kodierung (Content-Encoding) und lässt sich nicht lesen.';
const UNKNOWN_ENCODING = 'Diese Kodierung der Anfrage wird nicht unterstützt. Bitte senden Sie JSON in UTF-8, unkomprimiert oder mit gzip, deflate oder br.';

const send = async (route: string, body: string | Uint8Array<ArrayBuffer>, headers: Record<string, string> = {}) => {
  const response = await fetch(`${apiUrl()}${route}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
};
const nestedArrays = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const nestedObjects = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

let admin: string;
let operator: string;

beforeAll(async () => {
  admin = await login(DEMO_ACCOUNTS.brandadmin);
  operator = await login(DEMO_ACCOUNTS.operator);
});

describe('deep and large bodies', () => {
  it.each([
    ['arrays 20,000 deep', `{"identifier":${nestedArrays(20_000)},"password":"x"}`],
    ['objects 20,000 deep', nestedObjects(20_000)],
    ['objects 150,000 deep (under the byte limit)', nestedObjects(150_000)],
  ])('sign-in without a token, %s: a German 400', async (_, body) => {
    const { status, body: answer } = await send('/auth/local', body);
    expect(status).toBe(400);
    expect(answer.error.message).toBe(TOO_DEEP_BODY);
  });

  it('a brand admin writing a post with 40,000 relation ids: a German 400 (SQLite ran out of variables)', async () => {
    const cardiovia = (await api('/brands?filters[name][$eq]=Cardiovia', { token: operator })).body.data[0].documentId;
    const data = { title: 'Viele Fachrichtungen', type: 'news', brand: cardiovia, specializations: Array(40_000).fill('gibt-es-nicht') };
    const { status, body } = await api('/posts', { token: admin, method: 'POST', body: { data } });
    expect(status).toBe(400);
    expect(body.error.message).toBe(TOO_MANY);
  });

  it('a body within the limits is read as before', async () => {
    const { status, body } = await api('/auth/local', { method: 'POST', body: { identifier: DEMO_ACCOUNTS.sales, password: DEMO_PASSWORD } });
    expect(status, JSON.stringify(body)).toBe(200);
  });

  it('the check is iterative and stops at the limits', () => {
    const deep = (levels: number) => {
      let value: unknown = 1;
      for (let i = 0; i < levels; i++) value = [value];
      return value;
    };
    expect(inputShapeProblem(deep(INPUT_LIMITS.depth))).toBeNull();
    expect(inputShapeProblem(deep(INPUT_LIMITS.depth + 1))).toEqual({ kind: 'deep', limit: INPUT_LIMITS.depth });
    expect(inputShapeProblem(deep(1_000_000))).toEqual({ kind: 'deep', limit: INPUT_LIMITS.depth });
    // The body itself counts as one value.
    expect(inputShapeProblem(Array(INPUT_LIMITS.values - 1).fill(0))).toBeNull();
    expect(inputShapeProblem(Array(INPUT_LIMITS.values).fill(0))).toEqual({ kind: 'many', limit: INPUT_LIMITS.values });
    expect(inputShapeProblem({ data: { title: 'x', specializations: { connect: [{ documentId: 'a', position: { end: true } }] } } })).toBeNull();
  });
});

describe('deep query strings', () => {
  it.each([
    ['filters', `filters${'[a]'.repeat(25)}=1`],
    ['populate', `populate${'[populate][a]'.repeat(12)}=true`],
    ['an unknown parameter', `gibtsnicht${'[x]'.repeat(30)}=1`],
  ])('%s nested past the limit: a German 400', async (_, query) => {
    const { status, body } = await api(`/brands?${query}`, { token: operator });
    expect(status).toBe(400);
    expect(body.error.message).toBe(TOO_DEEP_QUERY);
  });
});

describe('Content-Encoding', () => {
  const signIn = JSON.stringify({ identifier: DEMO_ACCOUNTS.sales, password: DEMO_PASSWORD });

  it('gzip that is not gzip: a German 400', async () => {
    const { status, body } = await send('/auth/local', signIn, { 'Content-Encoding': 'gzip' });
    expect(status).toBe(400);
    expect(body.error.message).toBe(BAD_ENCODING);
  });

  it.each(['br2', 'compress', 'gzip, gzip'])('an unknown encoding (%s): a German 415', async (encoding) => {
    const { status, body } = await send('/auth/local', gzipSync(signIn), { 'Content-Encoding': encoding });
    expect(status).toBe(415);
    expect(body.error.message).toBe(UNKNOWN_ENCODING);
  });

  it('real gzip is read', async () => {
    const { status, body } = await send('/auth/local', gzipSync(signIn), { 'Content-Encoding': 'gzip' });
    expect(status, JSON.stringify(body)).toBe(200);
  });

  it('gzip that unpacks past the limit (a small "bomb"): a German 413', async () => {
    const { status, body } = await send('/auth/local', gzipSync(`{"identifier":"${' '.repeat(5_000_000)}"}`), { 'Content-Encoding': 'gzip' });
    expect(status).toBe(413);
    expect(body.error.message).toBe('Die Anfrage ist zu groß.');
  });
});

describe('/favicon.ico', () => {
  it("is the app's icon", async () => {
    const response = await fetch(`${apiUrl().replace(/\/api$/, '')}/favicon.ico`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/x-icon');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.equals(readFileSync(path.resolve(__dirname, '../../public/favicon.ico')))).toBe(true);
    // An ICO file: reserved 0, type 1, and at least one image.
    expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2)]).toEqual([0, 1]);
    expect(bytes.readUInt16LE(4)).toBeGreaterThan(0);
  });
});
