import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URL, INSECURE, secrets } from './production-env';
import { freePort, startStrapi, TestStrapi } from '../../tests/support/strapiServer';
import { apiClient, DEMO_ACCOUNTS } from '../../tests/support/api';
import { withoutFileServer } from '../../tests/support/fileServer';
import { plainPng } from '../../tests/support/pngFiles';

// Production servers of its own.
withoutFileServer();

// Issue 11: the server as it is deployed. Production refuses to start with missing or published
// secrets; Strapi's admin API is closed unless asked for, and then never open for registration;
// CORS answers only the app's origin; an upload is limited on the bytes received.

const SERVER_DIR = path.resolve(__dirname, '..');
// Each part starts servers of its own (each on its own database): the parts run side by side, the
// tests within one in order (it.sequential).
const SIDE_BY_SIDE = { concurrent: true };

/** Starts the compiled server and waits for it to exit (it must, within 60 s): its exit code and output. */
const runUntilExit = async (env: Record<string, string>) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'markenportal-deploy-'));
  const child = spawn(process.execPath, [path.join(SERVER_DIR, 'scripts/serve.js')], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      SKIP_COMPILE: 'true',
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      DATABASE_FILENAME: path.join(dir, 'data.db'),
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const killer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(killer);
  rmSync(dir, { recursive: true, force: true });
  return { code, output };
};

// The checks themselves are functions of the environment (start-checks.test.ts); one real start
// shows that production runs them before it serves anything.
describe('production refuses to start insecure', SIDE_BY_SIDE, () => {
  it.sequential('without any secret, naming every variable', async () => {
    const unset = Object.fromEntries(Object.keys(secrets()).map((name) => [name, '']));
    const { code, output } = await runUntilExit({ NODE_ENV: 'production', ...unset });
    expect(code).toBe(1);
    expect(output).toContain(
      INSECURE.replace('%s', 'APP_KEYS, JWT_SECRET, ADMIN_JWT_SECRET, API_TOKEN_SALT, TRANSFER_TOKEN_SALT, ENCRYPTION_KEY, PUBLIC_ACCESS_TOKEN, METRICS_TOKEN'),
    );
  });
});

describe('a production server', SIDE_BY_SIDE, () => {
  let server: TestStrapi;
  let client: ReturnType<typeof apiClient>;
  const UPLOAD_SIZE_LIMIT = 40_000;

  beforeAll(async () => {
    // A demonstration server: its demo accounts are asked for (production has none by default).
    server = await startStrapi({
      NODE_ENV: 'production',
      ...secrets(),
      APP_URL,
      UPLOAD_SIZE_LIMIT: String(UPLOAD_SIZE_LIMIT),
      SERVE_ADMIN: 'false',
      SEED_DEMO: 'true',
    });
    client = apiClient(() => server.apiUrl);
  });
  afterAll(() => server?.stop());

  it.sequential('does not answer Strapi’s admin API, nor its registration of a first admin', async () => {
    for (const [method, route] of [
      ['GET', '/admin/init'],
      ['POST', '/admin/register-admin'],
      ['GET', '/content-manager/init'],
      ['GET', '/users-permissions/roles'],
      ['GET', '/upload/files'],
    ]) {
      const response = await fetch(`${server.url}${route}`, {
        method,
        headers: { 'Content-Type': 'application/json' },
        body: method === 'POST' ? '{"email":"a@b.de","password":"Abcdefgh1!","firstname":"A"}' : undefined,
      });
      expect(response.status, route).toBe(404);
      expect((await response.json()).error.message, route).toBe('Nicht gefunden.');
    }
    // The product's API answers as before.
    expect((await fetch(`${server.apiUrl}/brands`)).status).toBe(403);
  });

  it.sequential('does not say what it is built with (no X-Powered-By)', async () => {
    for (const route of ['/_health', '/api/brands', '/gibt-es-nicht']) {
      const response = await fetch(`${server.url}${route}`);
      expect(response.headers.has('x-powered-by'), route).toBe(false);
    }
  });

  it.sequential('allows only the app’s origin to call the API from a browser', async () => {
    const preflight = (origin: string) =>
      fetch(`${server.apiUrl}/brands`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization' },
      });
    const foreign = await preflight('https://angreifer.example');
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const own = await preflight(APP_URL);
    expect(own.headers.get('access-control-allow-origin')).toBe(APP_URL);
    expect(own.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it.sequential('limits an upload on the bytes received, before the image is optimised, and stores nothing', async () => {
    const operator = await client.login(DEMO_ACCOUNTS.operator);
    const files = async () => (await client.api('/upload/files', { token: operator })).body.length;
    const before = await files();
    const png = plainPng(200, 60); // 48 kB sent, a few hundred bytes once optimised
    expect(png.length).toBeGreaterThan(UPLOAD_SIZE_LIMIT);
    const form = new FormData();
    form.append('files', new Blob([png], { type: 'image/png' }), 'weiss.png');
    const response = await fetch(`${server.apiUrl}/upload`, { method: 'POST', headers: { Authorization: `Bearer ${operator}` }, body: form });
    expect(response.status).toBe(413);
    expect((await response.json()).error.message).toBe('Die Datei ist zu groß. Bitte wählen Sie eine kleinere Datei.');
    expect(await files()).toBe(before);
    // A small file still goes through.
    const small = new FormData();
    small.append('files', new Blob([plainPng(20, 20)], { type: 'image/png' }), 'klein.png');
    expect((await fetch(`${server.apiUrl}/upload`, { method: 'POST', headers: { Authorization: `Bearer ${operator}` }, body: small })).status).toBe(201);
  });
});

describe('the admin panel, when served', SIDE_BY_SIDE, () => {
  it.sequential('gets its first administrator from the environment and never opens registration', async () => {
    const server = await startStrapi({
      NODE_ENV: 'production',
      ...secrets(),
      APP_URL,
      SERVE_ADMIN: 'true',
      ADMIN_EMAIL: 'admin@markenportal.test',
      ADMIN_PASSWORD: 'Admin-Passwort-1',
    });
    try {
      expect((await (await fetch(`${server.url}/admin/init`)).json()).data.hasAdmin).toBe(true);
      const register = await fetch(`${server.url}/admin/register-admin`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'angreifer@example.com', password: 'Abcdefgh1!', firstname: 'A' }),
      });
      expect(register.status).toBe(404);
      const login = await fetch(`${server.url}/admin/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'admin@markenportal.test', password: 'Admin-Passwort-1' }),
      });
      expect(login.status).toBe(200);
      // Production seeds no demo account with its published password unless SEED_DEMO=true.
      const demo = await fetch(`${server.apiUrl}/auth/local`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ identifier: DEMO_ACCOUNTS.operator, password: 'Demo1234!' }),
      });
      expect(demo.status).toBe(400);
    } finally {
      await server.stop();
    }
  });
});
