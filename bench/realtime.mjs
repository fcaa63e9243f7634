// Realtime benchmark (issue 5): message delivery time from sender to receiver through the server
// adapter (POST /api/chats/:id/messages → Server-Sent Events), and how many concurrent live
// connections one Strapi holds while still delivering to all of them. Issue 12: the delivery time
// across two instances on one database, on SQLite and, with BENCH_POSTGRES_URL (a server where
// databases may be created), on PostgreSQL (LISTEN/NOTIFY).
// Run: npm run bench:realtime   (compiles nothing: run `node server/scripts/compile.js` first)
// Writes bench/results/realtime.json and prints a Markdown table for bench/REPORT.md.
import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, cpus, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import http from 'node:http';
import { freePort } from '../scripts/lib/ports.mjs';
import { createPostgresDatabase } from '../scripts/lib/postgres.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 200);
const CONNECTION_STEPS = (process.env.BENCH_CONNECTIONS ?? '100,500,1000,2000,4000').split(',').map(Number);

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

/** A server on a fresh SQLite file, or on `database` ({ file } or { url }) shared with another instance. */
const startServer = async (database) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'markenportal-bench-'));
  const port = await freePort();
  const dbFile = database?.file ?? path.join(dir, 'data.db');
  const child = spawn(process.execPath, ['scripts/serve.js'], {
    cwd: path.join(root, 'server'),
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_FILENAME: dbFile,
      DATABASE_URL: database?.url ?? '',
      SKIP_COMPILE: 'true',
      AUTH_RATELIMIT: 'false',
      RATE_LIMITS: 'false',
      // One account's stream fanned out to thousands (the server keeps 5 per account by default).
      REALTIME_STREAMS_PER_ACCOUNT: '100000',
      STRAPI_LOG_LEVEL: 'error',
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${url}/_health`)).status === 204) break;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    api: `${url}/api`,
    port,
    database: { file: dbFile, url: database?.url },
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
};

const call = async (api, pathname, token, body) => {
  const response = await fetch(`${api}${pathname}`, {
    method: body ? 'POST' : 'GET',
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return response.json();
};
const login = async (api, identifier) => (await call(api, '/auth/local', null, { identifier, password: 'Demo1234!' })).jwt;

/** An SSE connection over a raw HTTP request (cheaper than fetch for thousands of them). */
const listen = (port, token, onEvent) =>
  new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/api/realtime/events', headers: { Authorization: `Bearer ${token}` }, agent: false }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`status ${res.statusCode}`));
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          if (event === 'ready') resolve(req);
          else if (event) onEvent(event, JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null'));
        }
      });
    });
    req.on('error', reject);
  });

/** p50/p95 of `count` messages sent through `sender` and received on a stream held by `receiver`. */
const measureDelivery = async (sender, receiver, count) => {
  const sales = await login(receiver.api, 'sales@example.com');
  const arzt = await login(sender.api, 'arzt@example.com');
  const salesId = (await call(sender.api, '/users/me', sales)).id;
  const chat = (await call(sender.api, '/chats', arzt, { data: { contact: salesId } })).data;
  const pending = new Map();
  const stream = await listen(receiver.port, sales, (event, data) => {
    if (event === 'message') pending.get(data.message.text)?.();
  });
  const delivery = [];
  for (let i = 0; i < count; i++) {
    const text = `bench ${receiver.port} ${i}`;
    const arrived = new Promise((resolve) => pending.set(text, resolve));
    const start = performance.now();
    await call(sender.api, `/chats/${chat.id}/messages`, arzt, { data: { text } });
    await arrived;
    delivery.push(performance.now() - start);
  }
  stream.destroy();
  return { messages: count, p50: percentile(delivery, 50), p95: percentile(delivery, 95), max: Math.max(...delivery) };
};

/** Two instances on one database: the doctor writes through A, the rep's stream is held by B. */
const acrossInstances = async (label, database) => {
  const a = await startServer(database);
  const b = await startServer(a.database);
  try {
    return { database: label, ...(await measureDelivery(a, b, Math.min(MESSAGES, 100))) };
  } finally {
    await b.stop();
    await a.stop();
  }
};

const main = async () => {
  const server = await startServer();
  const results = { date: new Date().toISOString(), machine: { cpus: cpus().length, memoryGiB: Math.round(totalmem() / 2 ** 30) }, node: process.version };
  try {
    // 1. Delivery: the doctor sends, the rep's open stream receives; one message at a time.
    results.delivery = await measureDelivery(server, server, MESSAGES);
    const sales = await login(server.api, 'sales@example.com');
    const arzt = await login(server.api, 'arzt@example.com');
    const salesId = (await call(server.api, '/users/me', sales)).id;
    const chat = (await call(server.api, '/chats', arzt, { data: { contact: salesId } })).data;

    // 2. Connections: open N streams for the rep, then one message must reach all of them.
    results.connections = [];
    const open = [];
    // One counter for every stream, also those opened in earlier steps.
    let received = 0;
    for (const target of CONNECTION_STEPS) {
      const startOpen = performance.now();
      try {
        while (open.length < target) {
          const batch = [];
          for (let i = 0; i < 50 && open.length + batch.length < target; i++) batch.push(listen(server.port, sales, (e) => e === 'message' && received++));
          open.push(...(await Promise.all(batch)));
        }
      } catch (error) {
        results.connections.push({ target, held: open.length, error: String(error) });
        break;
      }
      const openMs = performance.now() - startOpen;
      const start = performance.now();
      received = 0;
      await call(server.api, `/chats/${chat.id}/messages`, arzt, { data: { text: `fan-out ${target}` } });
      while (received < target && performance.now() - start < 30_000) await new Promise((r) => setTimeout(r, 5));
      results.connections.push({ target, held: open.length, openMs: Math.round(openMs), delivered: received, fanOutMs: Math.round(performance.now() - start) });
      // Each step as it ends: a slow run stopped by a time limit still says what it reached.
      console.log(`step ${target}: ${JSON.stringify(results.connections.at(-1))}`);
    }
    open.forEach((req) => req.destroy());
  } finally {
    await server.stop();
  }
  results.acrossInstances = [await acrossInstances('SQLite (ein Datei, zwei Prozesse)')];
  if (process.env.BENCH_POSTGRES_URL) {
    const postgres = await createPostgresDatabase(process.env.BENCH_POSTGRES_URL, 'markenportal_bench');
    try {
      results.acrossInstances.push(await acrossInstances('PostgreSQL (LISTEN/NOTIFY)', { url: postgres.url }));
    } finally {
      await postgres.drop();
    }
  }
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(path.join(root, 'bench/results/realtime.json'), JSON.stringify(results, null, 2));
  const ms = (v) => `${v.toFixed(1)} ms`;
  console.log(`\n| Message delivery (${results.delivery.messages} messages) | p50 | p95 | max |\n|---|---|---|---|`);
  console.log(`| sender POST → receiver SSE | ${ms(results.delivery.p50)} | ${ms(results.delivery.p95)} | ${ms(results.delivery.max)} |`);
  console.log('\n| Live connections | held | opened in | one message reached | fan-out time |\n|---|---|---|---|---|');
  for (const c of results.connections) console.log(`| ${c.target} | ${c.held} | ${c.openMs ?? '–'} ms | ${c.delivered ?? '–'} | ${c.fanOutMs ?? c.error} ms |`);
  console.log('\n| Across two instances (sent through A, stream on B) | messages | p50 | p95 | max |\n|---|---|---|---|---|');
  for (const r of results.acrossInstances) console.log(`| ${r.database} | ${r.messages} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.max)} |`);
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
