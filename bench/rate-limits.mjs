// What the rate limits cost per request (issue 25): the same limited route, called sequentially
// from 127.0.0.1, on a server with the limits off (RATE_LIMITS=false) and on (a limit so high that
// nothing is refused, so every request pays for its counter's upsert and nothing else changes).
// The route is POST /api/chats/:id/read (chatRead): a small write of its own, so the counter's
// share shows.
//
//   node server/scripts/compile.js && node bench/rate-limits.mjs
//
// BENCH_REQUESTS (2000) requests after BENCH_WARMUP (200), per server, one after the other; both
// servers on one temporary SQLite file with the demo data (or BENCH_DATABASE_URL). Writes
// bench/results/rate-limits.json and prints a Markdown table for bench/REPORT.md.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { call, login, machine, percentile, root, startServer } from './lib/server.mjs';

const REQUESTS = Math.min(20_000, Number(process.env.BENCH_REQUESTS ?? 2000));
const WARMUP = Math.min(2000, Number(process.env.BENCH_WARMUP ?? 200));
const ON = JSON.stringify({ chatRead: `${(REQUESTS + WARMUP) * 10}/1h` });
const round = (ms) => Math.round(ms * 100) / 100;

const measure = async (label, rateLimits, dbFile) => {
  const server = await startServer({ dbFile, env: { RATE_LIMITS: rateLimits, SEED_DEMO: 'true' } });
  try {
    const sales = await login(server.api, 'sales@example.com');
    const arzt = await login(server.api, 'arzt@example.com');
    const arztId = (await call(server.api, '/users/me', { token: arzt })).json.id;
    const chat = (await call(server.api, '/chats', { token: sales, body: { data: { contact: arztId } } })).json.data.id;
    const read = async () => {
      const { status } = await call(server.api, `/chats/${chat}/read`, { token: sales, method: 'POST' });
      if (status !== 200) throw new Error(`${label}: POST /chats/:id/read answered ${status}`);
    };
    for (let i = 0; i < WARMUP; i++) await read();
    const times = [];
    const started = performance.now();
    for (let i = 0; i < REQUESTS; i++) {
      const start = performance.now();
      await read();
      times.push(performance.now() - start);
    }
    const seconds = (performance.now() - started) / 1000;
    return { label, requests: REQUESTS, p50: round(percentile(times, 50)), p99: round(percentile(times, 99)), perSecond: Math.round(REQUESTS / seconds) };
  } finally {
    await server.stop();
  }
};

const dir = mkdtempSync(path.join(tmpdir(), 'markenportal-bench-limits-'));
const dbFile = path.join(dir, 'data.db');
try {
  const results = [await measure('limits off', 'false', dbFile), await measure('limits on', ON, dbFile)];
  const [off, on] = results;
  const outDir = path.join(root, 'bench/results');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'rate-limits.json'), JSON.stringify({ date: new Date().toISOString(), machine: machine(), results }, null, 2));
  console.log(`| POST /api/chats/:id/read, ${REQUESTS} sequential | p50 | p99 | requests/s |\n|---|---|---|---|`);
  for (const r of results) console.log(`| ${r.label} | ${r.p50} ms | ${r.p99} ms | ${r.perSecond} |`);
  console.log(`\nCost of the limit: p50 +${round(on.p50 - off.p50)} ms, p99 +${round(on.p99 - off.p99)} ms`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
