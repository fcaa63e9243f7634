import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import knexFactory, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, DEMO_ACCOUNTS } from '../../tests/support/api';
import { copySqlite, freePort, TEST_SERVER_NODE_OPTIONS, testTemplates, waitFor } from '../../tests/support/strapiServer';
import { startFcmStandIn, standInServiceAccount } from '../../tests/support/fcmStandIn.mjs';
import { addFavoriters } from '../../tests/support/bulkFavoriters.mjs';
import { openEvents } from '../../tests/support/sse';
import { createPostgresDatabase } from '../../scripts/lib/postgres.mjs';
import { withoutFileServer } from '../../tests/support/fileServer';

// Servers of its own: they are stopped with SIGTERM.
withoutFileServer();

// Issue 22 item 4: on SIGTERM an instance ends its live streams at once, lets a push batch in flight
// finish or returns it (never sent twice), and exits within 10 s with 0, started by `npm start`
// (scripts/lib/processes.mjs, the parent that forwards the signal) or by `node server/scripts/serve.js`.
// Two servers in turn on one database; the grace and the deadline are the product's defaults.

const ROOT = path.resolve(__dirname, '../..');
/** The limit from SIGTERM to the exit. */
const STOP_LIMIT_MS = 10_000;
/** `npm start` as scripts/start.mjs runs the server (its app build is left out: the test needs none). */
const NPM_START = `import { startProcess } from ${JSON.stringify(pathToFileURL(path.join(ROOT, 'scripts/lib/processes.mjs')).href)};
const child = startProcess(${JSON.stringify(ROOT)}, 'server', ['server/scripts/serve.js'], {});
console.log('server-pid ' + child.pid);`;

interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

const dir = mkdtempSync(path.join(tmpdir(), 'markenportal-stop-'));
const db: { dbFile: string; databaseUrl: string | null; drop?: () => Promise<void> } = { dbFile: path.join(dir, 'data.db'), databaseUrl: null };
const port = freePort();
const url = async () => `http://127.0.0.1:${await port}`;
const { api, login } = apiClient(() => `http://127.0.0.1:${portNumber}/api`);
let portNumber = 0;
let fcm: Awaited<ReturnType<typeof startFcmStandIn>>;
let fcmAccount: string;
const spawned: ChildProcess[] = [];
const orphans: number[] = [];

const start = async (how: 'npm start' | 'serve.js', env: Record<string, string>): Promise<Running> => {
  const args = how === 'serve.js' ? [path.join(ROOT, 'server/scripts/serve.js')] : ['--input-type=module', '-e', NPM_START];
  const child = spawn(process.execPath, args, {
    cwd: how === 'serve.js' ? path.join(ROOT, 'server') : ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(portNumber),
      DATABASE_FILENAME: db.dbFile,
      DATABASE_URL: db.databaseUrl ?? '',
      AUTH_RATELIMIT: 'false',
      RATE_LIMITS: 'false',
      SKIP_COMPILE: 'true',
      STRAPI_LOG_LEVEL: 'warn',
      NODE_OPTIONS: TEST_SERVER_NODE_OPTIONS,
      APP_URL: await url(),
      FCM_SERVICE_ACCOUNT: fcmAccount,
      FCM_ENDPOINT: fcm.url,
      PUSH_BATCH_SIZE: '1',
      PUSH_POLL_MS: '200',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  spawned.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const failed = exited.then((code) => Promise.reject(new Error(`exited (${code}) while starting:\n${output.slice(-4000)}`)));
  await Promise.race([waitFor(`${await url()}/_health`, 120_000, (s) => s === 204), failed]);
  return { child, output: () => output, exited };
};

/** SIGTERM, then the exit code and how long the exit took. */
const stop = async (running: Running) => {
  const sent = Date.now();
  running.child.kill('SIGTERM');
  const code = await running.exited;
  return { code, tookMs: Date.now() - sent };
};

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const withDb = async <T>(work: (knex: Knex) => Promise<T>) => {
  const knex = knexFactory(
    db.databaseUrl
      ? { client: 'pg', connection: db.databaseUrl, pool: { min: 0, max: 1 } }
      : { client: 'better-sqlite3', connection: { filename: db.dbFile }, useNullAsDefault: true },
  );
  try {
    return await work(knex);
  } finally {
    await knex.destroy();
  }
};

const eventually = async (what: string, check: () => Promise<boolean> | boolean, timeoutMs = 30_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not reached: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

const tag = Math.random().toString(36).slice(2, 8);
/** FCM answers this token once the stream has ended; the other one not at all while `hanging`. */
const FINISHING = `fertig-${tag}`;
const HANGING = `haengt-${tag}`;
let hanging = true;
let streamEnded: () => void = () => undefined;
const afterStreamEnded = new Promise<void>((resolve) => (streamEnded = resolve));
const never = new Promise<never>(() => undefined);
let postId = '';

beforeAll(async () => {
  portNumber = await port;
  const { sqlite, postgres } = testTemplates();
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const created = await createPostgresDatabase(adminUrl, 'markenportal_test', { template: postgres?.adminUrl === adminUrl ? postgres.name : undefined });
    Object.assign(db, { databaseUrl: created.url, drop: created.drop });
  } else if (sqlite) copySqlite(sqlite, db.dbFile);
  fcm = await startFcmStandIn({
    answer: async (token: string) => {
      if (token === FINISHING) await afterStreamEnded;
      if (token === HANGING && hanging) await never;
      return 'ok' as const;
    },
  });
  fcmAccount = JSON.stringify(await standInServiceAccount());
}, 60_000);

afterAll(async () => {
  for (const child of spawned) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const pid of orphans) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  await fcm?.close();
  await db.drop?.();
  rmSync(dir, { recursive: true, force: true });
});

describe('npm start, stopped with SIGTERM while a stream is open and two pushes are out', () => {
  let running: Running;
  let serverPid = 0;

  beforeAll(async () => {
    // The favoriters exist before the server starts (they are written straight into its database).
    await addFavoriters({ ...db, brandName: 'Cardiovia', count: 2, tokenOf: (i: number) => (i ? HANGING : FINISHING), prefix: 'stopp' });
    running = await start('npm start', {});
    serverPid = Number(/server-pid (\d+)/.exec(running.output())?.[1]);
    orphans.push(serverPid);
  }, 120_000);

  it('ends the stream at once, lets the push that FCM answers meanwhile finish, and the parent exits with 0 after the server, within 10 s', async () => {
    const admin = await login(DEMO_ACCOUNTS.brandadmin);
    const stream = await openEvents(`${await url()}/api`, admin);
    await stream.next('ready');
    const brand = (await api('/brands?filters[name][$eq]=Cardiovia', { token: admin })).body.data[0].documentId;
    postId = (await api('/posts', { token: admin, method: 'POST', body: { data: { title: 'Kurz vor dem Neustart', type: 'news', brand } } })).body.data
      .documentId;
    expect((await api(`/posts/${postId}/publish`, { token: admin, method: 'POST' })).status).toBe(200);
    await eventually('both pushes at FCM', () => fcm.receipts(postId).size === 2);

    const stopped = stop(running);
    // FCM answers the first push only once the stream has ended: a stream that stayed open until
    // the workers had given up would leave that push unrecorded.
    await stream.ended;
    streamEnded();
    const { code, tookMs } = await stopped;
    expect(isAlive(serverPid), 'the server outlived npm start').toBe(false);
    expect(code, running.output()).toBe(0);
    expect(tookMs).toBeLessThan(STOP_LIMIT_MS);
    expect(running.output()).toContain('[server] beendet (0).');
    expect(fcm.deliveries(postId)).toEqual(new Map([[FINISHING, 1]]));
  });

  it('returns the push that FCM did not answer: due again at once, not after its lease', async () => {
    const rows = await withDb((knex) =>
      knex('push_batches').where('tokens', 'like', `%${tag}%`).select('tokens', 'status', 'claim', 'attempts', 'available_at', 'results'),
    );
    const byToken = Object.fromEntries(rows.map((row) => [JSON.parse(row.tokens)[0], row]));
    expect(byToken[FINISHING]).toMatchObject({ status: 'done', claim: null });
    expect(byToken[HANGING]).toMatchObject({ status: 'pending', claim: null, results: '{}' });
    expect(Number(byToken[HANGING].available_at)).toBeLessThanOrEqual(Date.now());
  });
});

describe('node server/scripts/serve.js, stopped with SIGTERM while two mails are claimed and the SMTP server hangs', () => {
  let running: Running;
  const connections: Socket[] = [];
  const smtp = createServer((socket) => connections.push(socket));
  const recipients = [`erste-${tag}@stopp.test`, `zweite-${tag}@stopp.test`];

  beforeAll(async () => {
    // An SMTP server that accepts and never greets (nodemailer waits 10 s for the greeting).
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const smtpPort = (smtp.address() as { port: number }).port;
    hanging = false;
    running = await start('serve.js', {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtpPort),
      SMTP_SECURE: 'false',
      MAIL_FROM: 'Portal <p@stopp.test>',
      MAIL_POLL_MS: '200',
    });
  }, 120_000);

  afterAll(async () => {
    connections.forEach((socket) => socket.destroy());
    await new Promise((resolve) => smtp.close(resolve));
  });

  it('the next instance sends the returned push, each push once', async () => {
    await eventually(
      'the post’s delivery done',
      async () => (await api(`/posts/${postId}/notification`, { token: await login(DEMO_ACCOUNTS.brandadmin) })).body.data?.state === 'done',
    );
    expect(fcm.deliveries(postId)).toEqual(
      new Map([
        [FINISHING, 1],
        [HANGING, 1],
      ]),
    );
  });

  it('ends the stream, returns both mails (the one at the hanging server and the one not begun) and exits with 0 within 10 s', async () => {
    const stream = await openEvents(`${await url()}/api`, await login(DEMO_ACCOUNTS.sales));
    await stream.next('ready');
    // Two mails due at once, written in one statement: one pass of the worker claims both.
    const now = Date.now();
    await withDb((knex) =>
      knex('mail_outbox').insert(
        recipients.map((to) => ({
          kind: 'other',
          recipient: to,
          message: JSON.stringify({ to, subject: 'Stopp', text: 'Stopp', html: '<p>Stopp</p>' }),
          status: 'pending',
          attempts: 0,
          available_at: now,
          created_at: now,
        })),
      ),
    );
    await eventually('a mail at the SMTP server', () => connections.length > 0);
    const { code, tookMs } = await stop(running);
    await stream.ended;
    expect(code, running.output()).toBe(0);
    expect(tookMs).toBeLessThan(STOP_LIMIT_MS);
    const rows = await withDb((knex) =>
      knex('mail_outbox').whereIn('recipient', recipients).select('recipient', 'status', 'claim', 'attempts', 'available_at'),
    );
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row, row.recipient).toMatchObject({ status: 'pending', claim: null });
      expect(Number(row.attempts)).toBe(0);
      expect(Number(row.available_at)).toBeLessThanOrEqual(Date.now());
    }
  });
});
