// Screen timings in real Chromium on the large data set (issue 6): the production build of the
// app (`vite build`, served by `vite preview`, which proxies /api to a Strapi on the generated
// database), each measurement the median of BENCH_RUNS (5) runs in a fresh browser context:
//
//   - sign-in submit → first list rendered (operator: brand list; brand admin: start page, then
//     the post list; sales: start page, then the chat list), and menu click → list rendered for
//     the other lists; opening a post's edit page;
//   - the /api requests each screen makes (page.on('request')): a list should be one request plus
//     at most one for its references;
//   - JavaScript per screen: the gzip size of the script files loaded (what a server with gzip
//     transfers; `vite preview` itself sends them uncompressed);
//   - the same brand list in Strapi's own admin panel (content manager) as a comparison, built with
//     `strapi build` if it is not there yet (BENCH_ADMIN=false skips it).
//
//   npm run bench:generate && npm run bench:browser
// Writes bench/results/browser-<database>.json and prints Markdown tables for bench/REPORT.md.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { DEMO_PASSWORD, call, freePort, machine, median, root, serverDir, startServer } from './lib/server.mjs';
import { CHROMIUM_ARGS, chromiumExecutable } from './lib/browser.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const WITH_ADMIN = process.env.BENCH_ADMIN !== 'false';
// BENCH_ONLY=admin measures only the admin panel and updates that part of an earlier result.
const WITH_APP = process.env.BENCH_ONLY !== 'admin';
const OUT_DIR = path.join(root, 'node_modules/.cache/bench-dist');
const appDir = process.env.BENCH_SERVER_APP ? path.resolve(process.env.BENCH_SERVER_APP) : serverDir;
const ADMIN = { email: 'bench-admin@example.com', password: 'Bench1234!', firstname: 'Bench', lastname: 'Admin' };

const ARGS = CHROMIUM_ARGS;

/** gzip size of a built file, by its URL path (/assets/x.js). */
const gzipCache = new Map();
const gzipSizeOf = (dir, urlPath) => {
  const file = path.join(dir, decodeURIComponent(urlPath));
  if (!gzipCache.has(file)) gzipCache.set(file, existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0);
  return gzipCache.get(file);
};

/** Records the /api requests and script files of a page from now on. */
const recorder = (page, distDir) => {
  const api = [];
  const scripts = new Map();
  // Open requests, without the live stream that stays open for as long as the page (SSE).
  const pending = new Set();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) api.push(`${request.method()} ${url.pathname}`);
    if (!url.pathname.startsWith('/api/realtime/')) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  page.pendingRequests = pending;
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (response.request().resourceType() !== 'script' || scripts.has(url.pathname)) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    const gzip = distDir ? gzipSizeOf(distDir, url.pathname) : gzipSync(body, { level: 9 }).length;
    scripts.set(url.pathname, { bytes: body.length, gzip, encoding: response.headers()['content-encoding'] ?? null });
  });
  return {
    api,
    scripts,
    mark() {
      const apiAt = api.length;
      const scriptKeys = new Set(scripts.keys());
      return {
        apiSince: () => api.slice(apiAt),
        scriptsSince: () => [...scripts.entries()].filter(([k]) => !scriptKeys.has(k)).map(([k, v]) => ({ path: k, ...v })),
      };
    },
    jsTotal: () => [...scripts.values()].reduce((sum, s) => ({ bytes: sum.bytes + s.bytes, gzip: sum.gzip + s.gzip }), { bytes: 0, gzip: 0 }),
  };
};

const kb = (bytes) => Math.round(bytes / 1024);
/** Lets a screen finish its requests (and the server its work) before the next measurement. */
const settle = async (page, ms = 1000) => {
  for (let quiet = 0, i = 0; quiet < 5 && i < 1200; i++) {
    quiet = page.pendingRequests?.size ? 0 : quiet + 1;
    await page.waitForTimeout(100);
  }
  await page.waitForTimeout(ms);
};

/**
 * Waits until the server answers at once again: a slow request of an earlier scenario (the chat
 * list takes seconds) would otherwise block the next one (Node and SQLite run queries one at a time).
 */
let strapiUrl = null;
const serverIdle = async () => {
  for (let fast = 0, i = 0; fast < 3 && i < 600; i++) {
    const start = performance.now();
    await fetch(`${strapiUrl}/_health`).catch(() => undefined);
    fast = performance.now() - start < 20 ? fast + 1 : 0;
    await new Promise((r) => setTimeout(r, 50));
  }
};

/** Fills and submits the sign-in form; resolves at the click (the start of the measured time). */
const submitLogin = async (page, email) => {
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel(/^Passwort\s*\*?$/).fill(DEMO_PASSWORD);
  const start = performance.now();
  await page.getByRole('button', { name: 'Anmelden' }).click();
  return start;
};

const datagridRow = (page) => page.locator('.RaDatagrid-tbody tr').first();
const menuItem = (page, name) => page.getByRole('menu', { name: 'Hauptmenü' }).getByRole('menuitem', { name, exact: typeof name === 'string' });

/** One run of every app scenario in fresh contexts; returns times (ms), requests and scripts. */
const appRun = async (browser, baseURL) => {
  const newPage = async (viewport = { width: 1280, height: 800 }) => {
    const context = await browser.newContext({ viewport, locale: 'de-DE', baseURL });
    const page = await context.newPage();
    return { context, page, rec: recorder(page, OUT_DIR) };
  };
  const result = { times: {}, requests: {}, js: {} };

  // The sign-in page alone: what it loads before anyone types.
  {
    const { context, page, rec } = await newPage();
    await page.goto('/login', { waitUntil: 'networkidle' });
    await page.getByLabel('E-Mail-Adresse').waitFor();
    result.js.login = rec.jsTotal();
    await context.close();
  }

  // Operator: sign-in → brand list.
  {
    await serverIdle();
    const { context, page, rec } = await newPage();
    await page.goto('/login');
    const start = await submitLogin(page, 'operator@example.com');
    const mark = rec.mark();
    await datagridRow(page).waitFor();
    result.times['login → brand list (operator)'] = performance.now() - start;
    await settle(page);
    result.requests['Brand list'] = mark.apiSince().filter((r) => !r.includes('/auth/local') && !r.includes('/users/me'));
    result.js['operator: brand list'] = rec.jsTotal();
    // Same context, in-app navigation: the user list.
    await settle(page);
    const nav = rec.mark();
    const t = performance.now();
    await menuItem(page, 'Nutzerverwaltung').click();
    await page.waitForURL('**/user-management');
    await datagridRow(page).waitFor();
    result.times['menu → user list (operator, 10,000 users)'] = performance.now() - t;
    await settle(page);
    result.requests['User list'] = nav.apiSince();
    await settle(page);
    const back = performance.now();
    await menuItem(page, 'Brandverwaltung').click();
    await page.waitForURL('**/brand-management');
    await datagridRow(page).waitFor();
    result.times['menu → brand list (operator, 1,000 brands)'] = performance.now() - back;
    await context.close();
  }

  // Brand admin: sign-in → start page → post list → post edit; event list; field sales list.
  {
    await serverIdle();
    const { context, page, rec } = await newPage();
    await page.goto('/login');
    const start = await submitLogin(page, 'brandadmin@example.com');
    await page.waitForURL('**/home');
    await menuItem(page, 'Beiträge').waitFor();
    result.times['login → start page (brand admin)'] = performance.now() - start;
    await settle(page);
    const nav = rec.mark();
    const t = performance.now();
    await menuItem(page, 'Beiträge').click();
    await datagridRow(page).waitFor();
    result.times['menu → post list (brand admin, 2,000 posts)'] = performance.now() - t;
    await settle(page);
    result.requests['Post list'] = nav.apiSince();
    result.js['brand admin: start page + post list'] = rec.jsTotal();

    const postId = await page.evaluate(async () => {
      const response = await fetch('/api/posts?pagination[pageSize]=1&status=draft&sort=publishedAt:desc', {
        headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
      });
      return (await response.json()).data[0].documentId;
    });
    await settle(page);
    const edit = rec.mark();
    const te = performance.now();
    // In-app navigation, as a click on "Bearbeiten" does it.
    await page.evaluate((id) => {
      window.history.pushState({}, '', `/posts/${id}/edit`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, postId);
    await page.locator('.ProseMirror').filter({ hasText: /\S/ }).waitFor();
    await page.waitForFunction(() => !!document.querySelector('input[name="title"]')?.value);
    result.times['open post edit (brand admin)'] = performance.now() - te;
    await settle(page);
    result.requests['Post edit'] = edit.apiSince();
    result.js['brand admin: + post edit'] = rec.jsTotal();

    for (const [label, name, key] of [
      ['Event list', 'Veranstaltungen', 'events'],
      ['Field sales list', 'Außendienst', 'sales'],
    ]) {
      await settle(page);
      const m = rec.mark();
      const tl = performance.now();
      await menuItem(page, name).click();
      await page.waitForURL(`**/${key}`);
      await datagridRow(page).waitFor();
      result.times[`menu → ${label.toLowerCase()} (brand admin)`] = performance.now() - tl;
      await settle(page);
      result.requests[label] = m.apiSince();
    }
    await context.close();
  }

  // Sales: sign-in → chat list at once (its data is what the sign-in waits for), then the start page.
  {
    await serverIdle();
    const { context, page, rec } = await newPage();
    await page.goto('/login');
    const mark = rec.mark();
    const start = await submitLogin(page, 'sales@example.com');
    await page.waitForURL('**/home');
    await menuItem(page, /^Chats/).click();
    await page.getByRole('list', { name: 'Unterhaltungen' }).locator('li').first().waitFor({ timeout: 180_000 });
    result.times['login → chat list (sales, 250 chats)'] = performance.now() - start;
    result.requests['Chat list (with the start page before it)'] = mark.apiSince().filter((r) => !r.includes('/auth/local') && !r.includes('/users/me'));
    result.js['sales: start page + chat list'] = rec.jsTotal();
    await context.close();
  }
  {
    await serverIdle();
    const { context, page, rec } = await newPage();
    await page.goto('/login');
    const start = await submitLogin(page, 'sales@example.com');
    await page.waitForURL('**/home');
    await menuItem(page, /^Chats/).waitFor();
    result.times['login → start page (sales)'] = performance.now() - start;
    // Then the chat list through the menu, as a rep opens it during the day.
    await settle(page);
    const m = rec.mark();
    const t = performance.now();
    await menuItem(page, /^Chats/).click();
    await page.getByRole('list', { name: 'Unterhaltungen' }).locator('li').first().waitFor();
    result.times['menu → chat list (sales, 250 chats)'] = performance.now() - t;
    await settle(page);
    result.requests['Chat list (from the start page)'] = m.apiSince();
    await context.close();
  }
  return result;
};

/** Strapi's admin panel: sign-in → content-manager list of brands. */
const adminRun = async (browser) => {
  await serverIdle();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en', baseURL: strapiUrl });
  const page = await context.newPage();
  const rec = recorder(page, null);
  const list = '/admin/content-manager/collection-types/api::brand.brand';
  await page.goto(`/admin/auth/login?redirectTo=${encodeURIComponent(list.replace('/admin', ''))}`, { waitUntil: 'networkidle' });
  const jsLogin = rec.jsTotal();
  await page.getByLabel(/^Email/).fill(ADMIN.email);
  await page.getByLabel(/^Password/).fill(ADMIN.password);
  const start = performance.now();
  await page.getByRole('button', { name: /^Login$/ }).click();
  await page.waitForURL((url) => url.pathname !== '/admin/auth/login');
  if (!new URL(page.url()).pathname.includes('api::brand.brand')) await page.goto(list);
  await page.locator('table tbody tr').first().waitFor({ timeout: 120_000 });
  const time = performance.now() - start;
  await settle(page);
  const api = rec.api.length;
  const result = { time, url: page.url(), jsLogin, jsTotal: rec.jsTotal(), adminRequests: api };
  await context.close();
  return result;
};

const ensureAdminBuild = () => {
  if (existsSync(path.join(appDir, 'dist/build/index.html'))) return;
  console.log('Building Strapi admin panel (npx strapi build)…');
  execFileSync('npx', ['strapi', 'build'], { cwd: appDir, stdio: 'inherit', env: { ...process.env, STRAPI_TELEMETRY_DISABLED: 'true' } });
};

const retry = async (fn) => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (error) {
      // A kept-alive connection the server has just closed: ECONNRESET once, fine on a new one.
      if (attempt >= 3) throw error;
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
};

const ensureAdminUser = async (url) => {
  await serverIdle();
  const registered = await retry(() => call(`${url}/admin`, '/register-admin', { body: ADMIN }));
  if (registered.status === 200 || registered.status === 201) return;
  const login = await retry(() => call(`${url}/admin`, '/login', { body: { email: ADMIN.email, password: ADMIN.password } }));
  if (login.status !== 200) throw new Error(`admin user: register ${registered.status}, login ${login.status} ${JSON.stringify(login.json)}`);
};

const main = async () => {
  if (WITH_ADMIN) ensureAdminBuild();
  const server = await startServer({ env: WITH_ADMIN ? { SERVE_ADMIN: 'true' } : {} });
  strapiUrl = server.url;
  const resultFile = path.join(root, `bench/results/browser-${machine().database}.json`);
  const results =
    !WITH_APP && existsSync(resultFile) ? JSON.parse(readFileSync(resultFile, 'utf8')) : { date: new Date().toISOString(), machine: machine(), runs: RUNS };
  let previewServer;
  let browser;
  try {
    browser = await chromium.launch({ executablePath: await chromiumExecutable(), headless: true, args: ARGS });
    if (WITH_APP) {
      // The build and preview of tests/support/e2eGlobalSetup.ts, in a directory of its own.
      process.env.API_TARGET = server.url;
      const { build, preview } = await import('vite');
      await build({ root, logLevel: 'warn', build: { outDir: OUT_DIR, emptyOutDir: true } });
      const port = await freePort();
      previewServer = await preview({ root, logLevel: 'warn', build: { outDir: OUT_DIR }, preview: { port, host: '127.0.0.1', strictPort: true } });
      const baseURL = `http://127.0.0.1:${port}`;

      // One warm-up run (server caches, Chromium's code cache for the preview origin is per context).
      await appRun(browser, baseURL);
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        runs.push(await appRun(browser, baseURL));
        console.log(
          `run ${i + 1}: ${Object.entries(runs.at(-1).times)
            .map(([k, v]) => `${k} ${Math.round(v)} ms`)
            .join('; ')}`,
        );
      }
      results.times = Object.fromEntries(
        Object.keys(runs[0].times).map((k) => [k, { median: median(runs.map((r) => r.times[k])), all: runs.map((r) => Math.round(r.times[k])) }]),
      );
      results.requests = runs[0].requests;
      results.js = runs[0].js;
    }

    mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    writeFileSync(resultFile, JSON.stringify(results, null, 2));
    if (WITH_ADMIN) {
      await ensureAdminUser(server.url);
      await adminRun(browser);
      const adminRuns = [];
      for (let i = 0; i < RUNS; i++) adminRuns.push(await adminRun(browser));
      results.admin = {
        median: median(adminRuns.map((r) => r.time)),
        all: adminRuns.map((r) => Math.round(r.time)),
        jsLogin: adminRuns[0].jsLogin,
        jsTotal: adminRuns[0].jsTotal,
        url: adminRuns[0].url,
      };
    }
  } finally {
    await browser?.close();
    if (previewServer) await new Promise((resolve) => previewServer.httpServer.close(resolve));
    await server.stop();
  }

  writeFileSync(resultFile, JSON.stringify(results, null, 2));

  console.log(`\n| Screen (median of ${RUNS} runs) | time | runs |\n|---|---|---|`);
  for (const [k, v] of Object.entries(results.times ?? {})) console.log(`| ${k} | ${Math.round(v.median)} ms | ${v.all.join(', ')} |`);
  if (results.admin)
    console.log(`| Strapi admin panel: login → content-manager list of brands | ${Math.round(results.admin.median)} ms | ${results.admin.all.join(', ')} |`);
  if (results.admin) console.log(`(admin panel list at ${results.admin.url})`);
  console.log('\n| JavaScript loaded | gzip | uncompressed |\n|---|---|---|');
  for (const [k, v] of Object.entries(results.js ?? {})) console.log(`| ${k} | ${kb(v.gzip)} KB | ${kb(v.bytes)} KB |`);
  if (results.admin)
    console.log(
      `| Strapi admin panel: login page | ${kb(results.admin.jsLogin.gzip)} KB | ${kb(results.admin.jsLogin.bytes)} KB |\n| Strapi admin panel: login page + brand list | ${kb(results.admin.jsTotal.gzip)} KB | ${kb(results.admin.jsTotal.bytes)} KB |`,
    );
  console.log('\n| Screen | /api requests | which |\n|---|---|---|');
  for (const [k, v] of Object.entries(results.requests ?? {})) console.log(`| ${k} | ${v.length} | ${v.join(', ')} |`);
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
