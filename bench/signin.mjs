// The sign-in page as a newcomer's browser gets it (issue 12), in real Chromium, each the median of
// BENCH_RUNS (5) cold loads in a fresh context:
//   - the production server (`npm start`: the built app served by Strapi, brotli/gzip precompressed);
//   - Vite's development server (`npm run dev`) in front of the same Strapi;
//   - Strapi's own admin panel login on the same server (built with `strapi build` if missing;
//     BENCH_ADMIN=false skips it).
// Measured: bytes transferred (bodies as sent, compressed where the server compresses; headers
// excluded), of which JavaScript, the number of requests, and the time from navigation to the
// e-mail field being visible.
//   node server/scripts/compile.js && npm run bench:signin
// Writes bench/results/signin.json and prints a Markdown table for bench/REPORT.md.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ensureAppBuild } from '../scripts/lib/app-build.mjs';
import { chromiumExecutable } from '../scripts/lib/chromium.mjs';
import { freePort, machine, median, root, serverDir, startServer } from './lib/server.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const WITH_ADMIN = process.env.BENCH_ADMIN !== 'false';
const EMAIL_FIELD = 'input[type="email"], input[name="email"]';

/** One cold load of `url` until the e-mail field shows. */
const load = async (browser, url) => {
  const context = await browser.newContext({ locale: 'de-DE', timezoneId: 'Europe/Berlin' });
  const page = await context.newPage();
  const finished = [];
  page.on('requestfinished', (request) => finished.push(request));
  const start = performance.now();
  await page.goto(url);
  await page.locator(EMAIL_FIELD).first().waitFor({ timeout: 120_000 });
  const time = performance.now() - start;
  await page.waitForLoadState('load');
  const sizes = await Promise.all(finished.map(async (r) => ({ type: r.resourceType(), bytes: (await r.sizes()).responseBodySize })));
  await context.close();
  return {
    time,
    requests: sizes.length,
    bytes: sizes.reduce((sum, s) => sum + s.bytes, 0),
    jsBytes: sizes.filter((s) => s.type === 'script').reduce((sum, s) => sum + s.bytes, 0),
    jsFiles: sizes.filter((s) => s.type === 'script').length,
  };
};

const measure = async (browser, label, url) => {
  await load(browser, url); // warm-up: server caches, Vite's first transform
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await load(browser, url));
  const last = runs.at(-1);
  return { label, url, timeMs: median(runs.map((r) => r.time)), all: runs.map((r) => Math.round(r.time)), ...last, time: undefined };
};

const main = async () => {
  const dist = await ensureAppBuild(root);
  if (WITH_ADMIN && !existsSync(path.join(serverDir, 'dist/build/index.html'))) {
    console.log('Building Strapi admin panel (npx strapi build)…');
    execFileSync('npx', ['strapi', 'build'], { cwd: serverDir, stdio: 'inherit', env: { ...process.env, STRAPI_TELEMETRY_DISABLED: 'true' } });
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'markenportal-bench-signin-'));
  const server = await startServer({
    dbFile: path.join(dir, 'data.db'),
    databaseUrl: '',
    env: { WEB_APP_DIR: dist, ...(WITH_ADMIN ? { SERVE_ADMIN: 'true', ADMIN_EMAIL: 'bench-admin@example.com', ADMIN_PASSWORD: 'Bench-1234-Admin' } : {}) },
  });
  const { createServer } = await import('vite');
  process.env.API_TARGET = server.url;
  const vitePort = await freePort();
  const vite = await createServer({ root, logLevel: 'error', server: { port: vitePort, host: '127.0.0.1', strictPort: true } });
  await vite.listen();
  const browser = await chromium.launch({
    executablePath: await chromiumExecutable(),
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--lang=de-DE'],
  });
  const results = { date: new Date().toISOString(), machine: machine(), runs: RUNS, pages: [] };
  try {
    results.pages.push(await measure(browser, 'Produktionsserver (npm start)', `${server.url}/login`));
    results.pages.push(await measure(browser, 'Vite-Entwicklungsserver (npm run dev)', `http://127.0.0.1:${vitePort}/login`));
    if (WITH_ADMIN) results.pages.push(await measure(browser, 'Strapi-Admin-Panel', `${server.url}/admin/auth/login`));
  } finally {
    await browser.close();
    await vite.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(path.join(root, 'bench/results/signin.json'), JSON.stringify(results, null, 2));
  const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(
    `\n| Sign-in page (median of ${RUNS} cold loads) | until the e-mail field shows | transferred | of it JavaScript | script files | requests |\n|---|---|---|---|---|---|`,
  );
  for (const p of results.pages) console.log(`| ${p.label} | ${Math.round(p.timeMs)} ms | ${kb(p.bytes)} | ${kb(p.jsBytes)} | ${p.jsFiles} | ${p.requests} |`);
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
