/* global document -- the first post is looked for in the page (page.waitForFunction) */
// The rep on a mid-range phone (issue 35): Chromium at 390×844 (touch, de-DE) with the CPU slowed
// down four times and the network of DevTools' "Fast 3G" (562.5 ms round trip, 1.47 Mbit/s down,
// 675 kbit/s up; Chrome DevTools Protocol), against the production build served by Strapi on the
// demo data. Time from the click on „Anmelden“ until the start page's newest post is on screen:
//   - first visit: a fresh browser (nothing cached), the sign-in page loaded and filled, the
//     network idle (the app is fetched while one types), then the click;
//   - installed: the same after a sign-out in a browser where the app ran before (its service
//     worker has every file; a sign-out on purpose leaves no data);
//   - installed, opened again: the app opened in a new tab while signed in (its saved start page).
// BENCH_APPS="before=/path/to/dist,after=dist" measures several builds, each on a Strapi of its own,
// the runs interleaved (one of each in turn), so that a busy machine weighs on all alike.
//   node server/scripts/compile.js && node bench/phone-landing.mjs
// Writes bench/results/phone-landing.json and prints a Markdown table for bench/REPORT.md.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ensureAppBuild } from '../scripts/lib/app-build.mjs';
import { CHROMIUM_ARGS, chromiumExecutable } from './lib/browser.mjs';
import { DEMO_PASSWORD, machine, median, root, startServer } from './lib/server.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'de-DE', timezoneId: 'Europe/Berlin' };
const FAST_3G = { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
const FIRST_POST = 'main a[href^="/posts/"]';

const throttle = async (page, on) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: on ? 4 : 1 });
  await cdp.send('Network.emulateNetworkConditions', on ? FAST_3G : { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
};

/** Waits until no request (but the live stream) has been open for 300 ms. */
const networkIdle = async (page, pending) => {
  for (let quiet = 0, i = 0; quiet < 3 && i < 600; i++) {
    quiet = pending.size ? 0 : quiet + 1;
    await page.waitForTimeout(100);
  }
};
const watch = (page) => {
  const pending = new Set();
  page.on('request', (r) => !r.url().includes('/api/realtime/') && pending.add(r));
  page.on('requestfinished', (r) => pending.delete(r));
  page.on('requestfailed', (r) => pending.delete(r));
  return pending;
};

/** Checked on every frame in the page: a locator's polling would measure itself (bench/REPORT.md). */
const firstPost = (page) =>
  page.waitForFunction(
    (css) => {
      const element = document.querySelector(css);
      return !!element && element.getBoundingClientRect().height > 0;
    },
    FIRST_POST,
    { polling: 'raf', timeout: 120_000 },
  );

/** On the throttled phone: the sign-in page filled, the network idle, then the click → the first post. */
const signInTimed = async (page) => {
  const pending = watch(page);
  await throttle(page, true);
  await page.goto('/login');
  await page.getByLabel('E-Mail-Adresse').fill('sales@example.com');
  await page.getByLabel(/^Passwort\s*\*?$/).fill(DEMO_PASSWORD);
  await networkIdle(page, pending);
  const start = performance.now();
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await firstPost(page);
  return performance.now() - start;
};

const firstVisit = async (browser, url) => {
  const context = await browser.newContext({ ...PHONE, baseURL: url, serviceWorkers: 'allow' });
  const page = await context.newPage();
  const time = await signInTimed(page);
  await context.close();
  return time;
};

/** A phone where the rep used the app before: service worker installed and in control. */
const installedPhone = async (browser, url) => {
  const context = await browser.newContext({ ...PHONE, baseURL: url });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('E-Mail-Adresse').fill('sales@example.com');
  await page.getByLabel(/^Passwort\s*\*?$/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await firstPost(page);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await firstPost(page);
  await page.close();
  return context;
};

const signOut = async (context) => {
  const page = await context.newPage();
  await page.goto('/home');
  await page.getByRole('button', { name: /Benutzermenü/ }).click();
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  await page.waitForURL('**/login');
  await page.close();
};

const installedSignIn = async (context) => {
  await signOut(context);
  const page = await context.newPage();
  const time = await signInTimed(page);
  await page.close();
  return time;
};

const installedReopen = async (context) => {
  const page = await context.newPage();
  await throttle(page, true);
  const start = performance.now();
  await page.goto('/home', { waitUntil: 'commit' });
  await firstPost(page);
  const time = performance.now() - start;
  await page.close();
  return time;
};

const apps = async () => {
  const spec = process.env.BENCH_APPS;
  if (!spec) return [{ label: 'current', dir: await ensureAppBuild(root) }];
  return spec.split(',').map((entry) => {
    const [label, dir] = entry.split('=');
    return { label, dir: path.resolve(root, dir) };
  });
};

const main = async () => {
  const builds = await apps();
  const browser = await chromium.launch({ executablePath: await chromiumExecutable(), headless: true, args: CHROMIUM_ARGS });
  const servers = [];
  const times = {};
  try {
    for (const build of builds) {
      const dbFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'bench-phone-')), 'bench.db');
      const server = await startServer({ dbFile, databaseUrl: '', env: { WEB_APP_DIR: build.dir } });
      servers.push(server);
      const installed = await installedPhone(browser, server.url);
      build.server = server;
      build.installed = installed;
      times[build.label] = {
        'first visit: sign-in → newest post': [],
        'installed: sign-in → newest post': [],
        'installed, signed in: app opened → newest post': [],
      };
      // Warm-up: the server's caches.
      await firstVisit(browser, server.url);
    }
    for (let i = 0; i < RUNS; i++) {
      for (const build of builds) {
        const row = times[build.label];
        row['first visit: sign-in → newest post'].push(await firstVisit(browser, build.server.url));
        row['installed: sign-in → newest post'].push(await installedSignIn(build.installed));
        row['installed, signed in: app opened → newest post'].push(await installedReopen(build.installed));
        console.log(
          `${build.label} run ${i + 1}: ${Object.values(row)
            .map((values) => Math.round(values.at(-1)))
            .join(' / ')} ms`,
        );
      }
    }
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.stop()));
  }
  const results = { date: new Date().toISOString(), machine: machine(), load: os.loadavg(), runs: RUNS, times };
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(path.join(root, 'bench/results/phone-landing.json'), JSON.stringify(results, null, 2));
  const labels = builds.map((b) => b.label);
  console.log(`\n| The rep on the throttled phone (median of ${RUNS}) | ${labels.join(' | ')} |\n|---|${labels.map(() => '---|').join('')}`);
  for (const scenario of Object.keys(times[labels[0]]))
    console.log(
      `| ${scenario} | ${labels.map((label) => `${Math.round(median(times[label][scenario]))} ms (${times[label][scenario].map(Math.round).join(', ')})`).join(' | ')} |`,
    );
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
