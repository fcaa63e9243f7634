// Realtime replay under load (issue 25): 1,000 streams come back at once with Last-Event-ID: 0 over
// 100,000 stored events, while /_health is asked every 100 ms. Measures the server's event-loop
// delay (inside the process, bench/lib/loop-delay.mjs), /_health's latency, how long until every
// stream stood, and how many it holds. Before issue 25 this made the server spin for good.
// Run: node server/scripts/compile.js && npm run bench:replay   (BENCH_STREAMS, BENCH_EVENTS to change the sizes)
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { call, login, machine, percentile, root, startServer } from './lib/server.mjs';

const require = createRequire(import.meta.url);
const Database = require('better-sqlite3');
const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 100_000);
// BENCH_REPLAY=off: the same streams without Last-Event-ID, for what opening alone costs.
const REPLAY = process.env.BENCH_REPLAY !== 'off';
const ACCOUNTS = [
  'operator@example.com',
  'brandadmin@example.com',
  'brandviewer@example.com',
  'sales@example.com',
  'arzt@example.com',
  'mitarbeiter@example.com',
];

const dir = mkdtempSync(path.join(tmpdir(), 'markenportal-replay-'));
const dbFile = path.join(dir, 'data.db');
const loopFile = path.join(dir, 'loop.json');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** One stream with Last-Event-ID: resolves when its first frame after `ready` came (replayed events or `reload`). */
const openStream = (url, token) =>
  new Promise((resolve, reject) => {
    const req = http.get(
      `${url}/api/realtime/events`,
      { headers: { Authorization: `Bearer ${token}`, ...(REPLAY ? { 'Last-Event-ID': '0' } : {}) }, agent: false },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream ${res.statusCode}`));
        let text = '';
        let answered = false;
        res.on('data', (chunk) => {
          text += chunk;
          if (!answered && (REPLAY ? /event: (reload|read|message)\n/ : /event: ready\n/).test(text)) {
            answered = true;
            resolve({ close: () => req.destroy(), reloaded: text.includes('event: reload') });
          }
        });
      },
    );
    req.on('error', reject);
  });

const run = async () => {
  // 1. The demo data, and the ids of the accounts that will hold the streams.
  let server = await startServer({ dbFile });
  const accounts = [];
  for (const email of ACCOUNTS) {
    const token = await login(server.api, email);
    accounts.push({ email, id: (await call(server.api, '/users/me', { token })).json.id });
  }
  await server.stop();

  // 2. 100,000 stored events, most of them for these accounts (each has far more than a replay holds).
  const db = new Database(dbFile);
  const now = Date.now();
  const insert = db.prepare('INSERT INTO realtime_events (document_id, recipient, name, payload, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)');
  db.transaction(() => {
    for (let i = 0; i < EVENTS; i += 1) {
      const recipient = i % 10 < 8 ? accounts[i % accounts.length].id : 100_000 + (i % 5000);
      insert.run(`bench${i}`, recipient, 'read', JSON.stringify({ chatId: 'bench', readerId: recipient }), now - (EVENTS - i), now - (EVENTS - i));
    }
  })();
  db.close();

  // 3. The server again, its event loop measured; 1,000 streams replay from 0 at once.
  server = await startServer({
    dbFile,
    env: {
      NODE_OPTIONS: `--import ${path.join(root, 'bench/lib/loop-delay.mjs')}${process.env.BENCH_PRELOAD ? ` --import ${process.env.BENCH_PRELOAD}` : ''}`,
      LOOP_DELAY_FILE: loopFile,
    },
  });
  const tokens = await Promise.all(ACCOUNTS.map((email) => login(server.api, email)));
  const idle = [];
  for (let i = 0; i < 20; i += 1) {
    const started = performance.now();
    await fetch(`${server.url}/_health`);
    idle.push(performance.now() - started);
    await sleep(50);
  }
  process.kill(server.pid, 'SIGUSR2');
  const health = [];
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const started = performance.now();
      const response = await fetch(`${server.url}/_health`, { signal: AbortSignal.timeout(30_000) });
      if (response.status !== 204) throw new Error(`/_health answered ${response.status}`);
      health.push(performance.now() - started);
      await sleep(100);
    }
  })();
  const started = performance.now();
  const streams = await Promise.all(Array.from({ length: STREAMS }, (_, i) => openStream(server.url, tokens[i % tokens.length])));
  const allAnswered = performance.now() - started;
  await sleep(1000);
  sampling = false;
  await sampler;
  const loop = JSON.parse(readFileSync(loopFile, 'utf8'));
  const afterwards = performance.now();
  await fetch(`${server.url}/_health`);
  const healthAfter = performance.now() - afterwards;
  streams.forEach((s) => s.close());
  await server.stop();
  rmSync(dir, { recursive: true, force: true });

  const round = (v) => Math.round(v * 10) / 10;
  const results = {
    date: new Date().toISOString(),
    machine: machine(),
    replayFrom0: REPLAY,
    storedEvents: EVENTS,
    streams: STREAMS,
    streamsHeld: streams.length,
    toldToReload: streams.filter((s) => s.reloaded).length,
    allStreamsAnsweredMs: round(allAnswered),
    healthIdleMs: { p50: round(percentile(idle, 50)), max: round(Math.max(...idle)) },
    healthDuringMs: { samples: health.length, p50: round(percentile(health, 50)), p99: round(percentile(health, 99)), max: round(Math.max(...health)) },
    healthAfterMs: round(healthAfter),
    eventLoopDelayMs: loop,
  };
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(path.join(root, `bench/results/realtime-replay${REPLAY ? '' : '-off'}.json`), JSON.stringify(results, null, 2));
  console.log(JSON.stringify(results, null, 2));
};

run().catch((error) => {
  console.error(error);
  process.exit(1);
});
