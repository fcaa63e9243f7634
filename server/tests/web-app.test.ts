import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStrapi, TestStrapi } from '../../tests/support/strapiServer';
import { appConfigScript, appRuntimeConfig } from '../src/web-app/app-config';
import { productTimeZone } from '../src/time-zone';
import { withoutFileServer } from '../../tests/support/fileServer';

// A server of its own serving a test build.
withoutFileServer();

// Issue 12: one production server. Strapi serves a web app build (here a small one of the same
// shape as Vite's: index.html, hashed assets, each with its brotli and gzip variant) next to the API.

const INDEX =
  '<!doctype html><html lang="de"><head><script type="module" src="/assets/app-3f9a1c.js"></script></head><body><div id="root"></div></body></html>';
const SCRIPT = 'console.log("Markenportal");'.repeat(40);
// The field app's service worker and manifest (vite-plugin-pwa, issue 23).
const WORKER = 'self.addEventListener("fetch", () => undefined);';
const PUSH_HANDLER = 'self.addEventListener("push", () => undefined);';
const MANIFEST = JSON.stringify({ name: 'Markenportal – Außendienst', start_url: '/home', display: 'standalone' });
let strapi: TestStrapi;
let dir: string;

const write = (file: string, text: string) => {
  writeFileSync(path.join(dir, file), text);
  writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(text));
  writeFileSync(path.join(dir, `${file}.gz`), gzipSync(text));
};
const get = (pathname: string, headers: Record<string, string> = {}) => fetch(`${strapi.url}${pathname}`, { headers });

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'markenportal-web-app-'));
  mkdirSync(path.join(dir, 'assets'));
  write('index.html', INDEX);
  write('assets/app-3f9a1c.js', SCRIPT);
  writeFileSync(path.join(dir, 'sw.js'), WORKER);
  writeFileSync(path.join(dir, 'push-handler.js'), PUSH_HANDLER);
  writeFileSync(path.join(dir, 'manifest.webmanifest'), MANIFEST);
  strapi = await startStrapi({ WEB_APP_DIR: dir });
}, 180_000);

afterAll(async () => {
  await strapi?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('the web app on the API’s port', () => {
  it('serves index.html precompressed, revalidated, with a CSP that allows scripts from this origin only', async () => {
    const answer = await get('/', { Accept: 'text/html', 'Accept-Encoding': 'br, gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(answer.headers.get('vary')).toContain('Accept-Encoding');
    expect(await answer.text()).toBe(INDEX);
    const csp = answer.headers.get('content-security-policy') ?? '';
    expect(csp.split(';')).toContain("script-src 'self'");
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves the service worker revalidated (a new version is found at once) and the manifest, both allowed by the CSP', async () => {
    const worker = await get('/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toContain('javascript');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(await worker.text()).toBe(WORKER);
    // The worker's importScripts('/push-handler.js'): a script of this origin, revalidated like the worker.
    const pushHandler = await get('/push-handler.js');
    expect([pushHandler.status, pushHandler.headers.get('cache-control'), await pushHandler.text()]).toEqual([200, 'no-cache', PUSH_HANDLER]);
    expect(pushHandler.headers.get('content-type')).toContain('javascript');
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toContain('application/manifest+json');
    expect(await manifest.json()).toEqual(JSON.parse(MANIFEST));
    const csp = (await get('/', { Accept: 'text/html' })).headers.get('content-security-policy') ?? '';
    expect(csp.split(';')).toEqual(expect.arrayContaining(["worker-src 'self'", "manifest-src 'self'"]));
  });

  it('caches hashed assets for good and sends gzip to a client without brotli', async () => {
    const answer = await get('/assets/app-3f9a1c.js', { 'Accept-Encoding': 'gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.get('content-type')).toContain('javascript');
    expect(await answer.text()).toBe(SCRIPT);
  });

  it('answers every route of the app with index.html, never a path of the API, the uploads or a missing file', async () => {
    for (const route of ['/posts/abc/edit', '/brand-management', '/link-preview/wagner-7kq2mz']) {
      const answer = await get(route, { Accept: 'text/html' });
      expect([route, answer.status, await answer.text()]).toEqual([route, 200, INDEX]);
    }
    for (const other of ['/api/gibt-es-nicht', '/uploads/gibt-es-nicht.png', '/assets/app-000000.js']) {
      const answer = await get(other, { Accept: 'text/html' });
      expect([other, answer.status]).toEqual([other, 404]);
      expect((await answer.json()).error.message).toBe('Nicht gefunden.');
    }
    expect((await fetch(`${strapi.url}/posts`, { method: 'POST' })).status).toBe(404);
    // An API client (no page wanted) gets the 404 of an unknown path, not the app.
    expect((await get('/admin/init', { Accept: 'application/json' })).status).toBe(404);
  });

  it('gives the app its run-time settings as a script: the public-access token and the realtime adapter', async () => {
    const answer = await get('/app-config.js');
    expect(answer.headers.get('content-type')).toContain('javascript');
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(await answer.text()).toBe(
      'window.__MARKENPORTAL__ = {"publicAccessToken":"markenportal-public-access-dev-token","realtime":"server","timeZone":"Europe/Berlin"};\n',
    );
  });
});

describe('the run-time settings', () => {
  const firebase = { apiKey: 'k', authDomain: 'x.firebaseapp.com', databaseURL: 'https://x.firebasedatabase.app', projectId: 'x', appId: '1:2:web:3' };

  it('name Firebase with its web settings only when REALTIME is firebase', () => {
    expect(appRuntimeConfig('t', { realtime: 'Firebase ', firebase }, 'Europe/Berlin')).toEqual({
      publicAccessToken: 't',
      realtime: 'firebase',
      firebase,
      timeZone: 'Europe/Berlin',
    });
    expect(appRuntimeConfig('t', { realtime: 'server', firebase }, 'Europe/Berlin')).toEqual({
      publicAccessToken: 't',
      realtime: 'server',
      timeZone: 'Europe/Berlin',
    });
  });

  it('name the product time zone: APP_TIME_ZONE, Europe/Berlin without it, and refuse a zone Intl does not know', () => {
    expect(productTimeZone({})).toBe('Europe/Berlin');
    expect(productTimeZone({ APP_TIME_ZONE: ' Europe/Vienna ' })).toBe('Europe/Vienna');
    expect(() => productTimeZone({ APP_TIME_ZONE: 'Mars/Olympus' })).toThrow('APP_TIME_ZONE „Mars/Olympus“ ist keine bekannte Zeitzone (z. B. Europe/Berlin).');
  });

  it('cannot end the script early, whatever a setting holds', () => {
    expect(appConfigScript({ publicAccessToken: '</script><script>alert(1)', realtime: 'server', timeZone: 'Europe/Berlin' })).not.toContain('</script>');
  });
});
