/* global indexedDB -- savedPosts() runs in the page (page.evaluate) */
// How fast the rep's home opens (issue 23), on a phone-sized Chromium (de-DE) against the production
// build served by Strapi: after the first visit (service worker installed, data saved on the
// device), the time from a reload, or from opening the app in a new tab, until the newest post is
// on screen; online and with the network cut (context.setOffline). Median of BENCH_RUNS (10).
//   node server/scripts/compile.js && npm run bench:offline
// Writes bench/results/offline-start.json and prints a Markdown table for bench/REPORT.md.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ensureAppBuild } from '../scripts/lib/app-build.mjs';
import { CHROMIUM_ARGS, chromiumExecutable } from './lib/browser.mjs';
import { DEMO_PASSWORD, machine, median, root, startServer } from './lib/server.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'de-DE', timezoneId: 'Europe/Berlin' };

const newestPost = (page) => page.locator('a[href^="/posts/"]').first();

/** Whether the rep's data is saved on the device (the persisted query cache has the posts). */
const savedPosts = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        const open = indexedDB.open('markenportal-offline');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) return resolve(false);
          const all = db.transaction('keyval').objectStore('keyval').getAll();
          all.onsuccess = () => resolve(JSON.stringify(all.result).includes('\\"queryKey\\":[\\"posts\\"'));
        };
      }),
  );

const until = async (check, what, timeoutMs = 30_000) => {
  for (const end = Date.now() + timeoutMs; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) if (await check()) return;
  throw new Error(`timed out waiting for ${what}`);
};

/** Milliseconds from `open` until the newest post is visible. */
const timed = async (page, open) => {
  const start = performance.now();
  await open();
  await newestPost(page).waitFor({ timeout: 60_000 });
  return performance.now() - start;
};

const main = async () => {
  const dist = await ensureAppBuild(root);
  const dbFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'bench-offline-')), 'bench.db');
  const server = await startServer({ dbFile, env: { WEB_APP_DIR: dist } });
  const browser = await chromium.launch({ executablePath: await chromiumExecutable(), headless: true, args: CHROMIUM_ARGS });
  const rows = [];
  try {
    const context = await browser.newContext({ ...PHONE, baseURL: server.url });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('E-Mail-Adresse').fill('sales@example.com');
    await page.getByLabel(/^Passwort\s*\*?$/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL('**/home');
    await newestPost(page).waitFor();
    // The first visit: the worker installs and precaches the app, the posts are saved.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await until(() => savedPosts(page), 'the saved posts');
    await page.reload();
    await until(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), 'the service worker to control the page');

    const measure = async (label, open) => {
      await timed(page, open); // warm-up
      const times = [];
      for (let i = 0; i < RUNS; i++) times.push(await timed(page, open));
      rows.push({ label, median: median(times), all: times.map(Math.round) });
      console.log(`${label}: ${Math.round(median(times))} ms (${times.map(Math.round).join(', ')})`);
    };
    const reload = () => page.reload({ waitUntil: 'commit' });
    let tab = null;
    const newTab = async () => {
      await tab?.close();
      tab = await context.newPage();
      await tab.goto('/home', { waitUntil: 'commit' });
    };
    const inNewTab = async (label) => {
      const times = [];
      for (let i = 0; i <= RUNS; i++) {
        const start = performance.now();
        await newTab();
        await newestPost(tab).waitFor({ timeout: 60_000 });
        if (i > 0) times.push(performance.now() - start); // the first is the warm-up
      }
      rows.push({ label, median: median(times), all: times.map(Math.round) });
      console.log(`${label}: ${Math.round(median(times))} ms (${times.map(Math.round).join(', ')})`);
    };

    await measure('online: reload of the home', reload);
    await inNewTab('online: the app opened in a new tab');
    await context.setOffline(true);
    await measure('offline: reload of the home', reload);
    await inNewTab('offline: the app opened in a new tab');
    await tab?.close();
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }
  const results = { date: new Date().toISOString(), machine: machine(), runs: RUNS, rows };
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(path.join(root, 'bench/results/offline-start.json'), JSON.stringify(results, null, 2));
  console.log(`\n| The rep's home until the newest post shows (median of ${RUNS}) | time | runs |\n|---|---|---|`);
  for (const r of rows) console.log(`| ${r.label} | ${Math.round(r.median)} ms | ${r.all.join(', ')} |`);
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
