/* global document -- the first row is looked for in the page (page.waitForFunction) */
// Sign-in → first row of each role's landing screen (issue 24), in real Chromium on the generated
// data set, each the median of BENCH_RUNS (10) runs in a fresh browser context (cold cache):
//   - the app's production build served by Strapi (`npm start`: brotli/gzip precompressed);
//   - Strapi's own admin panel on the same server: login → content-manager list of brands;
//   - a bare react-admin app (one <Resource> with a <Datagrid>, react-admin's login page, a Strapi
//     REST data provider of 30 lines) built by this script, served by `vite preview` in front of
//     the same Strapi: login → brand list.
// Every run loads the sign-in page, fills the form, waits until the page's network is idle (as
// after a person typed: the app fetches the back office while one types) and then clicks; the time
// runs from the click until the first row (operator: brand list; brand admin: the start page's key
// figures; sales: the start page's newest posts) is on screen. Also measured: the sign-in page's
// JavaScript as transferred (brotli), and for the operator when the brand list's data arrived.
// BENCH_APPS="before=/path/to/dist,after=dist" measures several builds of the app, each served by
// a Strapi of its own on a copy of the data set; the admin panel and the bare app once. The runs of
// all rows are interleaved (one of each in turn, every round), so that a machine whose load changes
// during the benchmark weighs on every row alike, the bare app's included: the goal is relative.
//   npm run bench:generate && node server/scripts/compile.js && npm run bench:landing
// Writes bench/results/landing[-BENCH_LABEL].json and prints a Markdown table for bench/REPORT.md.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ensureAppBuild } from '../scripts/lib/app-build.mjs';
import { CHROMIUM_ARGS, chromiumExecutable } from './lib/browser.mjs';
import { benchDbFile, DEMO_PASSWORD, freePort, machine, median, root, serverDir, startServer } from './lib/server.mjs';
import { buildBareApp } from './lib/bare-react-admin.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const LABEL = process.env.BENCH_LABEL ? `-${process.env.BENCH_LABEL}` : '';
const ADMIN = { email: 'bench-admin@example.com', password: 'Bench-1234-Admin' };

/** Waits until no request (but the live stream) has been open for 300 ms. */
const networkIdle = async (page, pending) => {
  for (let quiet = 0, i = 0; quiet < 3 && i < 300; i++) {
    quiet = pending.size ? 0 : quiet + 1;
    await page.waitForTimeout(100);
  }
};

/** One cold run: sign-in page, form filled, click → `firstRow` visible. */
const run = async (browser, { baseURL, path: loginPath, fill, submit, firstRow, dataPath }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'de-DE', timezoneId: 'Europe/Berlin', baseURL });
  const page = await context.newPage();
  const pending = new Set();
  const scripts = [];
  let dataAt = null;
  page.on('request', (request) => {
    if (!request.url().includes('/api/realtime/')) pending.add(request);
  });
  page.on('requestfailed', (request) => pending.delete(request));
  page.on('requestfinished', async (request) => {
    pending.delete(request);
    if (dataPath && dataAt === null && new URL(request.url()).pathname === dataPath && request.method() === 'GET') dataAt = performance.now();
    // A request finishing as the context closes has no sizes any more.
    if (request.resourceType() === 'script') scripts.push((await request.sizes().catch(() => ({ responseBodySize: 0 }))).responseBodySize);
  });
  await page.goto(loginPath);
  await networkIdle(page, pending);
  const loginJs = scripts.reduce((sum, b) => sum + b, 0);
  await fill(page);
  await networkIdle(page, pending);
  const start = performance.now();
  await submit(page);
  // Polled on every frame in the page: a locator's waitFor polls at growing intervals (up to 500 ms
  // apart), which measured its own polling instead of the screen (a row shown at 605 ms was seen at 980 ms).
  await page.waitForFunction(
    ({ css, text }) => {
      const element = document.querySelector(css);
      return !!element && element.getBoundingClientRect().height > 0 && (!text || new RegExp(text).test(element.textContent ?? ''));
    },
    firstRow,
    { polling: 'raf', timeout: 120_000 },
  );
  const time = performance.now() - start;
  await context.close();
  return { time, loginJs, data: dataAt === null ? null : dataAt - start };
};

const appLogin = (email) => ({
  path: '/login',
  fill: async (page) => {
    await page.getByLabel('E-Mail-Adresse').fill(email);
    await page.getByLabel(/^Passwort\s*\*?$/).fill(DEMO_PASSWORD);
  },
  submit: (page) => page.getByRole('button', { name: 'Anmelden' }).click(),
});

const SCENARIOS = (urls) => [
  {
    label: 'Markenportal: operator → brand list',
    baseURL: urls.app,
    ...appLogin('operator@example.com'),
    firstRow: { css: '.RaDatagrid-tbody tr' },
    dataPath: '/api/brands',
  },
  {
    label: 'Markenportal: brand admin → start page (key figures)',
    baseURL: urls.app,
    ...appLogin('brandadmin@example.com'),
    // The first key figure's number: the first group's first paragraph, once it holds a digit.
    firstRow: { css: '[role="group"] p', text: '\\d' },
  },
  {
    label: 'Markenportal: sales → start page (newest posts)',
    baseURL: urls.app,
    ...appLogin('sales@example.com'),
    firstRow: { css: 'a[href^="/posts/"]' },
  },
  urls.admin && {
    label: "Strapi's admin panel: login → content-manager list of brands",
    baseURL: urls.admin,
    path: `/admin/auth/login?redirectTo=${encodeURIComponent('/content-manager/collection-types/api::brand.brand')}`,
    fill: async (page) => {
      await page.getByLabel(/^Email/).fill(ADMIN.email);
      await page.getByLabel(/^Password/).fill(ADMIN.password);
    },
    submit: async (page) => {
      await page.getByRole('button', { name: /^Login$/ }).click();
      await page.waitForURL((url) => url.pathname !== '/admin/auth/login');
      if (!new URL(page.url()).pathname.includes('api::brand.brand')) await page.goto('/admin/content-manager/collection-types/api::brand.brand');
    },
    firstRow: { css: 'table tbody tr' },
  },
  {
    label: 'bare react-admin app: login → brand list',
    baseURL: urls.bare,
    path: '/#/login',
    fill: async (page) => {
      await page.getByLabel(/^Username/).fill('operator@example.com');
      await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    },
    submit: (page) => page.getByRole('button', { name: /Sign in/i }).click(),
    firstRow: { css: '.RaDatagrid-tbody tr' },
  },
];

const ensureAdmin = () => {
  if (!existsSync(path.join(serverDir, 'dist/build/index.html'))) {
    console.log('Building Strapi admin panel (npx strapi build)…');
    execFileSync('npx', ['strapi', 'build'], { cwd: serverDir, stdio: 'inherit', env: { ...process.env, STRAPI_TELEMETRY_DISABLED: 'true' } });
  }
};

/** The builds to measure: BENCH_APPS, or this work tree's. */
const appBuilds = async () => {
  if (!process.env.BENCH_APPS) return [{ label: '', dir: await ensureAppBuild(root) }];
  return process.env.BENCH_APPS.split(',').map((entry) => {
    const [label, dir] = entry.split('=');
    return { label: `${label}: `, dir: path.resolve(root, dir) };
  });
};

const main = async () => {
  const builds = await appBuilds();
  ensureAdmin();
  const servers = [];
  for (const [i, build] of builds.entries()) {
    // Each build its own copy of the data set: two servers do not share one SQLite file.
    let dbFile = benchDbFile;
    if (i > 0) copyFileSync(benchDbFile, (dbFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'bench-landing-')), 'bench.db')));
    // The server creates its first administrator from ADMIN_EMAIL and ADMIN_PASSWORD.
    const env = { WEB_APP_DIR: build.dir, SERVE_ADMIN: 'true', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
    servers.push(await startServer({ dbFile, env }));
  }
  const bare = await buildBareApp(servers[0].url, await freePort());
  const browser = await chromium.launch({ executablePath: await chromiumExecutable(), headless: true, args: CHROMIUM_ARGS });
  const results = { date: new Date().toISOString(), machine: machine(), load: os.loadavg(), runs: RUNS, rows: [] };
  try {
    const scenarios = SCENARIOS({ app: servers[0].url, admin: servers[0].url, bare: bare.url }).filter(Boolean);
    // A row of the app per build; Strapi's admin panel and the bare app once.
    const rows = scenarios.flatMap((scenario) =>
      scenario.label.startsWith('Markenportal')
        ? builds.map((build, i) => ({ ...scenario, label: `${build.label}${scenario.label}`, baseURL: servers[i].url }))
        : [scenario],
    );
    for (const scenario of rows) await run(browser, scenario); // warm-up: server caches
    const runs = rows.map(() => []);
    for (let i = 0; i < RUNS; i++) for (const [j, scenario] of rows.entries()) runs[j].push(await run(browser, scenario));
    for (const [j, scenario] of rows.entries()) {
      const data = runs[j].map((r) => r.data).filter((d) => d !== null);
      const row = {
        label: scenario.label,
        median: median(runs[j].map((r) => r.time)),
        all: runs[j].map((r) => Math.round(r.time)),
        dataMedian: data.length ? median(data) : null,
        loginJs: runs[j][0].loginJs,
      };
      results.rows.push(row);
      console.log(`${row.label}: ${Math.round(row.median)} ms (${row.all.join(', ')})`);
    }
  } finally {
    await browser.close();
    await bare.close();
    await Promise.all(servers.map((server) => server.stop()));
  }
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(path.join(root, `bench/results/landing${LABEL}.json`), JSON.stringify(results, null, 2));
  const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(`\n| Sign-in → first row (median of ${RUNS}, cold) | time | its data arrived | runs | sign-in page JS transferred |\n|---|---|---|---|---|`);
  for (const r of results.rows)
    console.log(
      `| ${r.label} | ${Math.round(r.median)} ms | ${r.dataMedian === null ? '–' : `${Math.round(r.dataMedian)} ms`} | ${r.all.join(', ')} | ${kb(r.loginJs)} |`,
    );
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
