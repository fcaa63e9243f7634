import { spawn, ChildProcess } from 'node:child_process';
import { appendFileSync, copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, lostItsPort } from '../../scripts/lib/ports.mjs';
import { createPostgresDatabase as createDatabase } from '../../scripts/lib/postgres.mjs';

const SERVER_DIR = path.resolve(__dirname, '../../server');

export { freePort };

/**
 * Test servers load one-copy-per-version.cjs before anything else (a test-speed trick that
 * production's serve.js leaves out): NODE_OPTIONS, so that it also reaches a server that `npm start`
 * starts as a child process.
 */
export const TEST_SERVER_NODE_OPTIONS = [process.env.NODE_OPTIONS, `--require=${JSON.stringify(path.join(__dirname, 'one-copy-per-version.cjs'))}`]
  .filter(Boolean)
  .join(' ');

/** Polls `url` until `isReady` says yes; `until` (aborted) ends the wait early, and a request in flight with it. */
export const waitFor = async (url: string, timeoutMs: number, isReady = (status: number) => status < 500, until?: AbortSignal) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !until?.aborted) {
    try {
      const response = await fetch(url, { signal: until });
      if (isReady(response.status)) return;
    } catch {
      // not up yet
    }
    // Every test server's boot ends in this wait: a short poll finds it up ~100 ms sooner (a refused
    // connection costs next to nothing).
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} did not come up within ${timeoutMs} ms`);
};

/** How a server process ended: its exit code, or the signal that killed it (SIGKILL: it did not stop within 10 s). */
export interface ProcessEnd {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface TestStrapi {
  url: string;
  apiUrl: string;
  dbFile: string;
  /** The PostgreSQL database, when it runs on one. */
  databaseUrl: string | null;
  log: () => string;
  /** Stops the server and starts it again on the same database, after `pauseMs` down. */
  restart(pauseMs?: number): Promise<void>;
  /** Stops the server process (SIGTERM), keeping its database (a crash or a deployment); resolves how it ended. */
  down(): Promise<ProcessEnd>;
  /** Kills the server process at once (SIGKILL: no shutdown hooks run), keeping its database. */
  crash(): Promise<void>;
  /** Starts it again on the same database and port. */
  up(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A PostgreSQL server where tests may create databases: TEST_POSTGRES_URL (`.ci/run` starts
 * Debian's PostgreSQL and sets it), or TEST_DATABASE_URL, which moves every test server there.
 */
export const postgresAdminUrl = () => process.env.TEST_POSTGRES_URL || process.env.TEST_DATABASE_URL || null;

/** Copies a SQLite database with its write-ahead log, if one is left (the server writes in WAL mode). */
export const copySqlite = (from: string, to: string) => {
  copyFileSync(from, to);
  if (existsSync(`${from}-wal`)) copyFileSync(`${from}-wal`, `${to}-wal`);
};

/**
 * The demo data seeded once per run (tests/support/templateDatabases.ts): a SQLite file each test
 * server starts on a copy of, and on PostgreSQL a database each test database is created from.
 */
export interface TestTemplates {
  sqlite?: string;
  postgres?: { adminUrl: string; name: string };
}
const TEMPLATES_VARIABLE = 'MARKENPORTAL_TEST_TEMPLATES';
export const testTemplates = (): TestTemplates => JSON.parse(process.env[TEMPLATES_VARIABLE] || '{}');
/** Set in the global setup, before the workers start: they inherit it. */
export const announceTestTemplates = (templates: TestTemplates) => {
  process.env[TEMPLATES_VARIABLE] = JSON.stringify({ ...testTemplates(), ...templates });
};

/**
 * A real Strapi on a temporary SQLite file (or PostgreSQL database) and a free port, with the demo
 * data. The server must have been compiled (server/scripts/compile.js) before. `env` adds to the
 * server's environment (e.g. a push provider).
 */
export interface StartOptions {
  /** Another instance on the database of this one (several servers behind a load balancer), or on a restored one. */
  joining?: Pick<TestStrapi, 'dbFile' | 'databaseUrl'>;
  /** `postgres`: a fresh database on postgresAdminUrl(), whatever TEST_DATABASE_URL says. */
  database?: 'postgres';
  /** Seeds an empty database itself instead of starting on a copy of the run's template. */
  fresh?: boolean;
  /** How the port is chosen (freePort); a test takes the chosen port away to show the start retries. */
  choosePort?: () => Promise<number>;
}

/** A server of the pool: reset between files, its output also in a file that the files' processes read. */
export interface PooledStrapi extends TestStrapi {
  /** Back to the template's rows, its background work of the file before ended (tests/support/pooled-server.cjs). */
  reset(template: string): Promise<void>;
  running(): boolean;
  logFile: string;
  /** Bytes written to logFile so far. */
  logSize(): number;
}

/** Starts on a fresh port when another process took the chosen one before the server bound it. */
const PORT_ATTEMPTS = 3;

/**
 * The database starts as a copy of the run's template unless the server seeds otherwise (production,
 * SEED_DEMO) or is asked to seed itself; without a template (a single file run without the global
 * setup) it seeds itself.
 */
const templateFor = (env: Record<string, string>, fresh: boolean) => (fresh || env.NODE_ENV || env.SEED_DEMO ? {} : testTemplates());

const newPostgresDatabase = async (adminUrl: string, template: TestTemplates['postgres']) =>
  createDatabase(adminUrl, 'markenportal_test', { template: template?.adminUrl === adminUrl ? template.name : undefined });

export const startStrapi = (env: Record<string, string> = {}, options: StartOptions = {}): Promise<TestStrapi> => launchStrapi(env, options, false);

/** A server of the pool that serves one test file after another (tests/support/serverPool.ts), on a copy of the template. */
export const startPooledStrapi = (env: Record<string, string>): Promise<PooledStrapi> => launchStrapi(env, {}, true);

async function launchStrapi(
  env: Record<string, string>,
  { joining, database, fresh = false, choosePort = freePort }: StartOptions,
  pooled: boolean,
): Promise<PooledStrapi> {
  const dir = mkdtempSync(path.join(tmpdir(), 'markenportal-test-'));
  const logFile = path.join(dir, 'server.log');
  let logSize = 0;
  let resetDone: ((error?: string) => void) | null = null;
  const template = templateFor(env, fresh);
  const dbFile = joining?.dbFile ?? path.join(dir, 'data.db');
  if (!joining && template.sqlite) copySqlite(template.sqlite, dbFile);
  // With TEST_DATABASE_URL every test server runs on PostgreSQL; `database: 'postgres'` asks for it.
  const adminUrl = database === 'postgres' ? postgresAdminUrl() : process.env.TEST_DATABASE_URL || null;
  if (database === 'postgres' && !adminUrl) throw new Error('No PostgreSQL server: set TEST_POSTGRES_URL (.ci/run does).');
  const postgres = joining || !adminUrl ? null : await newPostgresDatabase(adminUrl, template.postgres);
  const databaseUrl = joining ? joining.databaseUrl : (postgres?.url ?? null);
  let port = 0;
  let url = '';
  let output = '';
  let child: ChildProcess | null = null;

  const launch = async () => {
    child = spawn(process.execPath, [path.join(SERVER_DIR, 'scripts/serve.js')], {
      cwd: SERVER_DIR,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_FILENAME: dbFile,
        DATABASE_URL: databaseUrl ?? '',
        AUTH_RATELIMIT: 'false',
        // The rate limits are off unless a test starts its own server with them (rate-limits.test.ts).
        RATE_LIMITS: 'false',
        SKIP_COMPILE: 'true',
        STRAPI_LOG_LEVEL: 'warn',
        NODE_OPTIONS: pooled ? `${TEST_SERVER_NODE_OPTIONS} --require=${JSON.stringify(path.join(__dirname, 'pooled-server.cjs'))}` : TEST_SERVER_NODE_OPTIONS,
        // Without SMTP_HOST mails are files (seed/mail.ts): this server's own folder.
        MAIL_DIR: path.join(dir, 'mails'),
        // Links in mails point at this server, which also serves the app when it is built.
        APP_URL: url,
        ...env,
      },
      // A pooled server hears its resets over the IPC channel.
      stdio: pooled ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
    });
    const collect = (d: Buffer) => {
      output += d;
      if (!pooled) return;
      appendFileSync(logFile, d);
      logSize += d.length;
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.on('message', (message: { reset?: string; error?: string }) => {
      if (message?.reset === 'done') resetDone?.();
      else if (message?.reset === 'failed') resetDone?.(message.error ?? 'failed');
    });
    child.once('exit', () => resetDone?.('the server exited'));
    // A server that exited is waited for no longer (its port may answer for another process now).
    const gone = new AbortController();
    const exited = new Promise<never>((_, reject) =>
      child!.once('exit', (code, signal) => {
        gone.abort();
        reject(new Error(`Strapi exited (${code ?? signal}):\n${output.slice(-4000)}`));
      }),
    );
    await Promise.race([waitFor(`${url}/_health`, 120000, (s) => s === 204, gone.signal), exited]);
  };

  // The process is captured: after a restart `child` is the new one, which a late SIGKILL must not hit.
  const stopChild = (signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM') =>
    new Promise<ProcessEnd>((resolve) => {
      const proc: ChildProcess | null = child;
      if (!proc || proc.exitCode !== null || proc.signalCode !== null) return resolve({ code: proc?.exitCode ?? null, signal: proc?.signalCode ?? null });
      const killer = setTimeout(() => proc.kill('SIGKILL'), 10000);
      proc.once('exit', (code, signal) => {
        clearTimeout(killer);
        resolve({ code, signal });
      });
      proc.kill(signal);
    });

  // Only the first start moves to another port: a restart keeps the address the tests hold, and a
  // port outside the ephemeral range (freePort) is taken by no one who did not choose it.
  for (let attempt = 1; ; attempt++) {
    port = await choosePort();
    url = `http://127.0.0.1:${port}`;
    const before = output.length;
    try {
      await launch();
      break;
    } catch (error) {
      if (attempt === PORT_ATTEMPTS || !lostItsPort(output.slice(before))) throw error;
    }
  }
  const proc = () => child as ChildProcess | null;
  return {
    url,
    apiUrl: `${url}/api`,
    dbFile,
    databaseUrl,
    log: () => output,
    logFile,
    logSize: () => logSize,
    running: () => {
      const current = proc();
      return !!current && current.exitCode === null && current.signalCode === null;
    },
    reset: (templateFile: string) =>
      new Promise<void>((resolve, reject) => {
        resetDone = (error) => {
          resetDone = null;
          if (error) reject(new Error(`Reset failed: ${error}`));
          else resolve();
        };
        const current = proc();
        if (!current?.send) return resetDone('no IPC channel');
        current.send({ reset: templateFile });
      }),
    async restart(pauseMs = 0) {
      await stopChild();
      if (pauseMs) await new Promise((r) => setTimeout(r, pauseMs));
      await launch();
    },
    down: () => stopChild(),
    crash: async () => void (await stopChild('SIGKILL')),
    up: () => launch(),
    async stop() {
      await stopChild();
      await postgres?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
