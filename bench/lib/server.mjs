// Shared helpers of the benchmarks: a Strapi started the way tests/support/strapiServer.ts does it
// (what server/scripts/serve.js does with SKIP_COMPILE=true, so run `node server/scripts/compile.js`
// first; started from a copy of server/dist through STRAPI_DIST_DIR), free ports, percentiles and the
// database the generator fills.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { cpus, totalmem, platform, release } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, lostItsPort } from '../../scripts/lib/ports.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const serverDir = path.join(root, 'server');
/** The generated data set (SQLite); BENCH_DATABASE_URL selects PostgreSQL instead. */
export const benchDir = path.join(root, 'node_modules/.cache/bench');
export const benchDbFile = process.env.BENCH_DB_FILE ? path.resolve(process.env.BENCH_DB_FILE) : path.join(benchDir, 'bench.db');
export const pgUrl = process.env.BENCH_DATABASE_URL || '';
export const DEMO_PASSWORD = 'Demo1234!';

// One set of secrets per benchmark run (server/src/security/secrets.ts).
const random = () => randomBytes(24).toString('base64url');
const benchSecrets = {
  APP_KEYS: `${random()},${random()}`,
  ...Object.fromEntries(
    ['JWT_SECRET', 'ADMIN_JWT_SECRET', 'API_TOKEN_SALT', 'TRANSFER_TOKEN_SALT', 'ENCRYPTION_KEY', 'PUBLIC_ACCESS_TOKEN', 'METRICS_TOKEN'].map((name) => [
      name,
      random(),
    ]),
  ),
};

export { freePort };

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export const machine = () => ({
  cpus: cpus().length,
  cpuModel: cpus()[0]?.model,
  memoryGiB: Math.round(totalmem() / 2 ** 30),
  os: `${platform()} ${release()}`,
  node: process.version,
  database: pgUrl ? 'postgres' : 'sqlite',
});

// BENCH_SERVER_APP: another copy of server/ (compiled, with its dist/) to measure instead of this one.
const appDir = process.env.BENCH_SERVER_APP ? path.resolve(process.env.BENCH_SERVER_APP) : serverDir;
const distDir = path.join(appDir, 'dist');
const snapshotDir = path.join(benchDir, 'server-dist');
let snapshotTaken = false;

/**
 * A copy of server/dist taken once per benchmark run, when server/dist is complete and has not
 * changed for two seconds (another compile may be running in this work tree).
 */
export const snapshotServer = async () => {
  if (snapshotTaken) return snapshotDir;
  const marker = () => {
    try {
      return ['src/index.js', 'config/database.js', 'src/seed/index.js'].map((f) => statSync(path.join(distDir, f)).mtimeMs).join();
    } catch {
      return null;
    }
  };
  const deadline = Date.now() + 180_000;
  for (;;) {
    const before = marker();
    await new Promise((r) => setTimeout(r, 2000));
    if (before && before === marker()) break;
    if (Date.now() > deadline) throw new Error('server/dist is missing or keeps changing: run `node server/scripts/compile.js` first');
  }
  rmSync(snapshotDir, { recursive: true, force: true });
  mkdirSync(snapshotDir, { recursive: true });
  for (const entry of ['src', 'config', 'build']) {
    if (existsSync(path.join(distDir, entry))) cpSync(path.join(distDir, entry), path.join(snapshotDir, entry), { recursive: true });
  }
  snapshotTaken = true;
  return snapshotDir;
};

/**
 * Starts Strapi on the given database (SQLite file or PostgreSQL URL) and a free port.
 * `env` adds to the server's environment (SERVE_ADMIN, SEED_DEMO, ...).
 */
export const startServer = async (options = {}) => {
  // Another process may take the chosen port before Strapi binds it: a fresh port then.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startServerOnce(options);
    } catch (error) {
      if (attempt === 3 || !lostItsPort(error.message)) throw error;
    }
  }
};

const startServerOnce = async ({ dbFile = benchDbFile, databaseUrl = pgUrl, env = {}, timeoutMs = 300_000, quiet = true }) => {
  const dist = await snapshotServer();
  if (!databaseUrl) mkdirSync(path.dirname(dbFile), { recursive: true });
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [path.join(serverDir, 'scripts/serve.js')], {
    cwd: appDir,
    env: {
      ...process.env,
      STRAPI_DIST_DIR: dist,
      STRAPI_APP_DIR: appDir,
      NODE_ENV: 'production',
      // Production refuses to start without its own secrets and APP_URL; the benchmarks use the
      // demo accounts, which production seeds only when asked.
      ...benchSecrets,
      APP_URL: `http://127.0.0.1:${port}`,
      SEED_DEMO: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_FILENAME: dbFile,
      DATABASE_URL: databaseUrl,
      SKIP_COMPILE: 'true',
      AUTH_RATELIMIT: 'false',
      RATE_LIMITS: 'false',
      // The scheduled posts of the demo data would otherwise run as cron jobs during a measurement.
      CRON_ENABLED: 'false',
      // The replay bench holds hundreds of streams per account (the server keeps 5 by default).
      REALTIME_STREAMS_PER_ACCOUNT: '100000',
      STRAPI_LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => {
    output += d;
    if (!quiet) process.stdout.write(d);
  });
  child.stderr.on('data', (d) => {
    output += d;
    if (!quiet) process.stderr.write(d);
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Strapi exited (${child.exitCode}):\n${output.slice(-4000)}`);
    try {
      if ((await fetch(`${url}/_health`)).status === 204) break;
    } catch {
      // starting
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`Strapi did not start within ${timeoutMs} ms:\n${output.slice(-4000)}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.once('exit', () => {
        clearTimeout(killer);
        resolve();
      });
      child.kill('SIGTERM');
    });
  return { url, api: `${url}/api`, port, pid: child.pid, log: () => output, stop };
};

export const call = async (api, pathname, { token, body, method } = {}) => {
  const response = await fetch(`${api}${pathname}`, {
    method: method ?? (body ? 'POST' : 'GET'),
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, json, bytes: text.length };
};

export const login = async (api, identifier, password = DEMO_PASSWORD) => {
  const { status, json } = await call(api, '/auth/local', { body: { identifier, password } });
  if (status !== 200) throw new Error(`login ${identifier}: ${status} ${JSON.stringify(json)}`);
  return json.jwt;
};
