// What the rate limits cost per request (issue 25): the same limited route, called sequentially
// from 127.0.0.1, on a server with the limits off (RATE_LIMITS=false) and on (a limit so high that
// nothing is refused, so every request pays for its counter's upsert and nothing else changes).
// The route is POST /api/chats/:id/read (chatRead): a small write of its own, so the counter's
// share shows.
//
//   node server/scripts/compile.js && node bench/rate-limits.mjs
//
// BENCH_REQUESTS (2000) requests after BENCH_WARMUP (200) per server; each server on a temporary
// SQLite file with the demo data (or both on BENCH_DATABASE_URL). Writes
// bench/results/rate-limits.json and prints a Markdown table for bench/REPORT.md.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { call, login, machine, percentile, root, startServer } from './lib/server.mjs';

const REQUESTS = Math.min(20_000, Number(process.env.BENCH_REQUESTS ?? 2000));
const WARMUP = Math.min(2000, Number(process.env.BENCH_WARMUP ?? 200));
const ON = JSON.stringify({ chatRead: `${(REQUESTS + WARMUP) * 10}/1h` });
const round = (ms) => Math.round(ms * 100) / 100;

/** A server with its own SQLite file (or BENCH_DATABASE_URL), the rep's token and the chat to mark read. */
const prepare = async (label, rateLimits, dir) => {
  const server = await startServer({ dbFile: path.join(dir, `${label.replace(/\W/g, '-')}.db`), env: { RATE_LIMITS: rateLimits, SEED_DEMO: 'true' } });
  const sales = await login(server.api, 'sales@example.com');
  const arzt = await login(server.api, 'arzt@example.com');
  const arztId = (await call(server.api, '/users/me', { token: arzt })).json.id;
  const chat = (await call(server.api, '/chats', { token: sales, body: { data: { contact: arztId } } })).json.data.id;
  const times = [];
  const read = async (record = true) => {
    const start = performance.now();
    const { status } = await call(server.api, `/chats/${chat}/read`, { token: sales, method: 'POST' });
    if (status !== 200) throw new Error(`${label}: POST /chats/:id/read answered ${status}`);
    if (record) times.push(performance.now() - start);
  };
  const summary = () => ({ label, requests: times.length, p50: round(percentile(times, 50)), p99: round(percentile(times, 99)) });
  return { server, read, summary };
};

// Both servers run at once and take turns, request by request (the order alternating), so that
// whatever else the machine does weighs on both alike.
const dir = mkdtempSync(path.join(tmpdir(), 'markenportal-bench-limits-'));
const servers = [];
try {
  servers.push(await prepare('limits off', 'false', dir));
  servers.push(await prepare('limits on', ON, dir));
  const [off, on] = servers;
  for (let i = 0; i < WARMUP; i++) for (const s of servers) await s.read(false);
  for (let i = 0; i < REQUESTS; i++) {
    const pair = i % 2 ? [off, on] : [on, off];
    for (const s of pair) await s.read();
  }
  const results = servers.map((s) => s.summary());
  const outDir = path.join(root, 'bench/results');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'rate-limits.json'), JSON.stringify({ date: new Date().toISOString(), machine: machine(), results }, null, 2));
  console.log(`| POST /api/chats/:id/read, ${REQUESTS} sequential each | p50 | p99 |\n|---|---|---|`);
  for (const r of results) console.log(`| ${r.label} | ${r.p50} ms | ${r.p99} ms |`);
  console.log(`\nCost of the limit: p50 ${round(results[1].p50 - results[0].p50)} ms, p99 ${round(results[1].p99 - results[0].p99)} ms`);
} finally {
  for (const s of servers) await s.server.stop();
  rmSync(dir, { recursive: true, force: true });
}
