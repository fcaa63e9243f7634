// Exporting 20,000 posts (issue 14): the brand admin's whole post list as CSV, streamed by the
// server (GET /api/exports/posts) and downloaded by the app's „Exportieren“ button in Chromium.
// Measures the time and the peak memory of the server process and of the page's JavaScript heap.
//
//   node server/scripts/compile.js && npm run bench:export
//
// Uses a data set of its own (node_modules/.cache/bench/export.db, made once by generate.mjs with
// every post in Cardiovia) and writes bench/results/export-sqlite.json.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { benchDir, call, freePort, login, machine, root, startServer } from './lib/server.mjs';
import { CHROMIUM_ARGS, chromiumExecutable } from './lib/browser.mjs';

const POSTS = 20000;
const DB_FILE = path.join(benchDir, 'export.db');
const OUT_DIR = path.join(root, 'node_modules/.cache/bench-dist');
const mb = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** The server's resident memory now (Linux), in bytes. */
const rssOf = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) * 1024;

/** Samples a value every 20 ms while `work` runs; returns the work's result, its time and the peak. */
const measured = async (sample, work) => {
  let peak = await sample();
  const before = peak;
  let running = true;
  const sampler = (async () => {
    while (running) {
      peak = Math.max(peak, await sample());
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const start = performance.now();
  const result = await work();
  const ms = Math.round(performance.now() - start);
  running = false;
  await sampler;
  return { result, ms, before, peak: Math.max(peak, await sample()) };
};

const main = async () => {
  if (!existsSync(DB_FILE)) {
    console.log(`Generating the export data set (${POSTS} posts in Cardiovia) …`);
    execFileSync(process.execPath, [path.join(root, 'bench/generate.mjs')], {
      stdio: 'inherit',
      env: { ...process.env, BENCH_DB_FILE: DB_FILE, BENCH_CARDIOVIA_POSTS: String(POSTS) },
    });
  }
  const server = await startServer({ dbFile: DB_FILE });
  let browser;
  let preview;
  try {
    const token = await login(server.api, 'brandadmin@example.com');
    const cardiovia = (await call(server.api, '/brands?filters[name][$eq]=Cardiovia', { token })).json.data[0].documentId;
    const query = `filters[brand][documentId][$eq]=${cardiovia}&status=draft&sort=publishedAt:desc`;

    // The server alone: the file read as it arrives, as the browser does.
    const api = await measured(
      () => rssOf(server.pid),
      async () => {
        const response = await fetch(`${server.api}/exports/posts?${query}`, { headers: { Authorization: `Bearer ${token}` } });
        const text = await response.text();
        return { status: response.status, bytes: Buffer.byteLength(text), rows: text.split('\r\n').length - 2 };
      },
    );
    if (api.result.status !== 200) throw new Error(`export: ${api.result.status}`);

    // The app: the brand admin's /posts, „Exportieren“, until the download is complete.
    process.env.API_TARGET = server.url;
    const { build, preview: vitePreview } = await import('vite');
    await build({ root, logLevel: 'warn', build: { outDir: OUT_DIR, emptyOutDir: true } });
    const port = await freePort();
    preview = await vitePreview({ root, logLevel: 'warn', build: { outDir: OUT_DIR }, preview: { port, host: '127.0.0.1', strictPort: true } });
    browser = await chromium.launch({ executablePath: await chromiumExecutable(), headless: true, args: CHROMIUM_ARGS });
    const context = await browser.newContext({ locale: 'de-DE', timezoneId: 'Europe/Berlin', baseURL: `http://127.0.0.1:${port}`, acceptDownloads: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const heap = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'JSHeapUsedSize').value;
    await page.goto('/login');
    await page.getByLabel('E-Mail-Adresse').fill('brandadmin@example.com');
    await page.getByLabel(/^Passwort\s*\*?$/).fill('Demo1234!');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL('**/home');
    await page.goto('/posts');
    await page.locator('tbody tr').first().waitFor();
    const app = await measured(heap, async () => {
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportieren' }).click()]);
      return (await download.path()) ? readFileSync(await download.path()).length : 0;
    });

    const result = {
      date: new Date().toISOString(),
      machine: machine(),
      posts: api.result.rows,
      bytes: api.result.bytes,
      server: { ms: api.ms, rssBeforeMb: mb(api.before), rssPeakMb: mb(api.peak) },
      browser: { ms: app.ms, bytes: app.result, heapBeforeMb: mb(app.before), heapPeakMb: mb(app.peak) },
    };
    mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    writeFileSync(path.join(root, 'bench/results/export-sqlite.json'), JSON.stringify(result, null, 2));
    console.log(JSON.stringify(result, null, 2));
    console.log('\n| Export | Rows | Size | Time | Peak memory |\n|---|---|---|---|---|');
    console.log(
      `| API (server alone) | ${result.posts} | ${mb(result.bytes)} MB | ${result.server.ms} ms | server RSS ${result.server.rssBeforeMb} → ${result.server.rssPeakMb} MB |`,
    );
    console.log(
      `| App („Exportieren“ on /posts) | ${result.posts} | ${mb(result.browser.bytes)} MB | ${result.browser.ms} ms | page JS heap ${result.browser.heapBeforeMb} → ${result.browser.heapPeakMb} MB |`,
    );
  } finally {
    await browser?.close();
    await preview?.close();
    await server.stop();
  }
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
