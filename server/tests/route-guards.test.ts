import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiUrl } from '../../tests/support/api';
import { isProductPath } from '../src/middlewares/admin-gate';
import { PUBLIC_TOKEN_PERMISSIONS, ROLE_PERMISSIONS } from '../src/seed/permissions';
import { MATRIX } from './access/matrix-table';
import { PERMISSION_ONLY, PUBLIC_ROUTES, ROUTER_ONLY, SIGNING_IN_THEMSELVES } from './access/route-guards-table';

// No route ships unguarded (issue 25): the route table of the booted server (scripts/route-table.js),
// ours and every plugin's, content API and admin. Every route the product serves declares a guard
// or is listed with its reason, and has a row in the access matrix; the admin routes are not
// served at all (the admin gate's own list of product paths). docs/security.md says what counts.

type Declared = {
  owner: string;
  type: string;
  method: string;
  path: string;
  apiPath: string;
  handler: string;
  auth: false | { scope?: string[] } | null;
  policies: string[];
  middlewares: string[];
};
type Table = { declared: Declared[]; mounted: { method: string; path: string }[] };

const SERVER_DIR = path.resolve(__dirname, '..');
const dir = mkdtempSync(path.join(tmpdir(), 'markenportal-routes-'));
let table: Table;

/** koa-router drops a trailing slash (`/api/upload/` is answered at `/api/upload`). */
const normal = (p: string) => (p.length > 1 ? p.replace(/\/$/, '') : p);
const key = (r: { method: string; apiPath: string }) => `${r.method} ${normal(r.apiPath)}`;
const served = () => table.declared.filter((r) => r.type === 'content-api');
const hasGuard = (r: Declared) => r.policies.length > 0 || r.middlewares.length > 0;
const GRANTED = new Set([...Object.values(ROLE_PERMISSIONS).flat(), ...PUBLIC_TOKEN_PERMISSIONS]);
/** No role and not the token holds the route's action: Strapi's authorize step refuses everyone. */
const grantedToNobody = (r: Declared) => r.auth !== false && (r.auth?.scope ?? []).length > 0 && (r.auth?.scope ?? []).every((a) => !GRANTED.has(a));

beforeAll(async () => {
  const out = path.join(dir, 'routes.json');
  await promisify(execFile)(process.execPath, [path.join(SERVER_DIR, 'scripts/route-table.js'), out], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_FILENAME: path.join(dir, 'data.db'),
      DATABASE_URL: '',
      AUTH_RATELIMIT: 'false',
      STRAPI_LOG_LEVEL: 'error',
    },
    maxBuffer: 16 * 1024 * 1024,
  });
  table = JSON.parse(readFileSync(out, 'utf8'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the route table at boot', () => {
  it('is read: our routes and the plugins’, content API and admin', () => {
    const owners = new Set(table.declared.map((r) => r.owner));
    for (const owner of ['api::post', 'plugin::users-permissions', 'plugin::upload', 'plugin::publisher', 'admin']) expect(owners).toContain(owner);
    expect(served().length).toBeGreaterThan(100);
  });

  it('every path the router answers is a declared route or listed with its reason', () => {
    const declared = new Set(table.declared.map((r) => `${r.method} ${normal(r.path)}`));
    const unknown = table.mounted
      .filter((m) => !declared.has(`${m.method} ${normal(m.path)}`))
      .filter((m) => !ROUTER_ONLY[`${m.method} ${m.path}`] && !ROUTER_ONLY[`* ${m.path}`])
      .map((m) => `${m.method} ${m.path}`);
    expect(unknown).toEqual([]);
  });

  it('every content-API route declares a guard, is granted to nobody, or is listed with its reason', () => {
    const unguarded = served()
      .filter((r) => !hasGuard(r) && !grantedToNobody(r) && !PERMISSION_ONLY[key(r)])
      .map((r) => `${key(r)} (${r.auth === false ? 'auth: false, ' : ''}${r.handler})`);
    expect(unguarded).toEqual([]);
    const open = served()
      .filter((r) => r.auth === false && !PUBLIC_ROUTES[key(r)] && !SIGNING_IN_THEMSELVES[key(r)])
      .map(key);
    expect(open).toEqual([]);
  });

  it('the lists name only routes that exist and need them', () => {
    const byKey = new Map(served().map((r) => [key(r), r]));
    const stale = [
      ...[...Object.keys(PERMISSION_ONLY), ...Object.keys(PUBLIC_ROUTES)].filter((k) => {
        const route = byKey.get(k);
        return !route || hasGuard(route) || grantedToNobody(route);
      }),
      ...Object.keys(SIGNING_IN_THEMSELVES).filter((k) => {
        const route = byKey.get(k);
        return !route || route.auth !== false || !hasGuard(route);
      }),
    ];
    expect(stale).toEqual([]);
    const mounted = new Set(table.mounted.flatMap((m) => [`${m.method} ${m.path}`, `* ${m.path}`]));
    expect(Object.keys(ROUTER_ONLY).filter((k) => !mounted.has(k))).toEqual([]);
    for (const reason of [
      ...Object.values(PERMISSION_ONLY),
      ...Object.values(ROUTER_ONLY),
      ...Object.values(PUBLIC_ROUTES),
      ...Object.values(SIGNING_IN_THEMSELVES),
    ])
      expect(reason.length).toBeGreaterThan(10);
  });

  it('every content-API route has a row in the access matrix', () => {
    const rows = new Set(MATRIX.map((row) => row.route));
    expect(
      served()
        .map(key)
        .filter((k) => !rows.has(k)),
    ).toEqual([]);
  });
});

describe('admin routes', () => {
  const admin = () => table.declared.filter((r) => r.type !== 'content-api');

  it("are not the product's paths (the admin gate's own list)", () => {
    expect(admin().length).toBeGreaterThan(50);
    expect(
      admin()
        .filter((r) => isProductPath(normal(r.path)))
        .map((r) => `${r.method} ${r.path}`),
    ).toEqual([]);
  });

  it('answer 404 on the running server, each of them', async () => {
    const base = apiUrl().replace(/\/api$/, '');
    const answered: string[] = [];
    // One at a time: the shared server is not a load test.
    for (const r of admin()) {
      const url = `${base}${normal(r.path)
        .replace(/:[A-Za-z]+/g, 'x')
        .replace('(.*)', 'x')}`;
      const response = await fetch(url, { method: r.method, headers: { 'Content-Type': 'application/json' }, body: r.method === 'GET' ? undefined : '{}' });
      if (response.status !== 404) answered.push(`${r.method} ${r.path} → ${response.status}`);
    }
    expect(answered).toEqual([]);
  });
});
