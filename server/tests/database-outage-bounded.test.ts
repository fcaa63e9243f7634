import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, DEMO_ACCOUNTS } from '../../tests/support/api';
import { startCountingProxy, type CountingProxy } from '../../tests/support/countingProxy';
import { withoutFileServer } from '../../tests/support/fileServer';
import { canRunPrivatePostgres, loadTestTemplate, startPrivatePostgres, type PrivatePostgres } from '../../tests/support/privatePostgres';
import { startStrapi, testTemplates, type TestStrapi } from '../../tests/support/strapiServer';
import { sleep, until } from '../../tests/support/waits';

// Issue 36: PostgreSQL stopped for 30 s under traffic. Every connection the server opens goes
// through a counting proxy, also the attempts while the database is stopped. The database server is
// this file's own (tests/support/privatePostgres.ts): the machine's shared one is never stopped.
withoutFileServer();

const POOL_MAX = 4;
/** The pool's connections and the realtime listener's one. */
const CONNECTION_LIMIT = POOL_MAX + 1;
const OUTAGE_MS = 30_000;
const TOKEN = 'outage-metrics-token';
/** Requests in flight at a time, each followed by a short pause: bounded traffic. */
const CLIENTS = 3;

type Phase = 'before' | 'outage' | 'after';
interface Answer {
  phase: Phase;
  /** Sent after the database server had stopped. */
  stopped: boolean;
  status: number | 'no answer';
}

describe.skipIf(!canRunPrivatePostgres())('a server whose PostgreSQL is stopped for 30 s under traffic', () => {
  let database: PrivatePostgres;
  let proxy: CountingProxy;
  let server: TestStrapi;
  let dir: string;
  const client = apiClient(() => server.apiUrl);

  beforeAll(async () => {
    database = await startPrivatePostgres();
    proxy = await startCountingProxy({ host: '127.0.0.1', port: database.port });
    dir = mkdtempSync(path.join(tmpdir(), 'markenportal-outage-'));
    const databaseUrl = `postgres://postgres@127.0.0.1:${proxy.port}/postgres`;
    // The run's seeded template copied in; without one (a PostgreSQL-less run) the server seeds it.
    await loadTestTemplate(database, testTemplates().postgres);
    server = await startStrapi(
      { DATABASE_POOL_MAX: String(POOL_MAX), METRICS_TOKEN: TOKEN },
      { joining: { dbFile: path.join(dir, 'unused.db'), databaseUrl } },
    );
  }, 300_000);

  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await database?.remove();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('answers 503 at once, stays healthy, opens no more connections than the pool and the listener, and is back within seconds', async () => {
    const token = await client.login(DEMO_ACCOUNTS.brandadmin);
    const ready = async () => {
      const answer = await fetch(`${server.url}/_ready`, { signal: AbortSignal.timeout(10_000) });
      return { status: answer.status, body: (await answer.json()) as { database: string } };
    };
    const scrape = async () => (await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })).text();
    await until('ready', async () => (await ready()).status === 200);
    proxy.reset();

    let phase: Phase = 'before';
    let stopped = false;
    let running = true;
    const answers: Answer[] = [];
    const health: (number | 'no answer')[] = [];
    const traffic = Array.from({ length: CLIENTS }, async () => {
      while (running) {
        const answer: Answer = { phase, stopped, status: 'no answer' };
        try {
          const response = await fetch(`${server.apiUrl}/posts?status=draft&pagination[pageSize]=1`, {
            headers: { Authorization: `Bearer ${token}` },
            signal: AbortSignal.timeout(15_000),
          });
          answer.status = response.status;
          await response.arrayBuffer();
        } catch {
          // Counted as 'no answer'.
        }
        answers.push(answer);
        await sleep(100);
      }
    });
    await until('answers before the outage', () => answers.filter((a) => a.status === 200).length >= CLIENTS);

    phase = 'outage';
    await database.stop();
    stopped = true;
    const outageEnds = Date.now() + OUTAGE_MS;
    // Not ready (database down) within the outage, and from then on not ready until it ends.
    const readiness: { status: number; database: string }[] = [];
    let downSince = 0;
    let attemptsWhenDown = 0;
    // A server that goes beyond its bound fails at once, before its attempts multiply any further.
    while (Date.now() < outageEnds && proxy.maxOpen() <= CONNECTION_LIMIT) {
      const [answer, healthy] = await Promise.all([
        ready(),
        fetch(`${server.url}/_health`, { signal: AbortSignal.timeout(10_000) }).then(
          (r) => r.status,
          () => 'no answer' as const,
        ),
      ]);
      health.push(healthy);
      if (downSince) readiness.push({ status: answer.status, database: answer.body.database });
      else if (answer.status === 503 && answer.body.database === 'down') {
        downSince = Date.now();
        attemptsWhenDown = proxy.attempts();
        const metrics = await scrape();
        expect(metrics).toMatch(/^markenportal_database_up 0$/m);
        expect(metrics).toMatch(/^markenportal_ready 0$/m);
        expect(metrics).toMatch(/^markenportal_database_pool_connections\{state="max"\} 4$/m);
        // The early 503 carries the security headers and CORS of every other answer.
        const early = await fetch(`${server.apiUrl}/posts`, { headers: { Origin: server.url } });
        expect(early.status).toBe(503);
        expect(early.headers.get('content-security-policy')).toContain("default-src 'self'");
        expect(early.headers.get('x-content-type-options')).toBe('nosniff');
        expect(early.headers.get('access-control-allow-origin')).toBe(server.url);
      }
      await sleep(500);
    }
    expect(proxy.maxOpen()).toBeLessThanOrEqual(CONNECTION_LIMIT);
    const attemptsWhileDown = proxy.attempts() - attemptsWhenDown;
    const secondsWhileDown = (Date.now() - downSince) / 1000;

    phase = 'after';
    await database.start();
    await until('ready again', async () => (await ready()).status === 200, 30_000);
    await until('the API again', () => answers.some((a) => a.phase === 'after' && a.status === 200), 30_000);
    running = false;
    await Promise.all(traffic);

    expect(downSince, 'never reported "database: down"').toBeGreaterThan(0);
    expect(readiness.every((r) => r.status === 503 && r.database === 'down')).toBe(true);
    expect(new Set(health)).toEqual(new Set([204]));
    // Every request sent while the database was stopped was answered, and with a 503 (no 500, no 401).
    const during = answers.filter((a) => a.phase === 'outage' && a.stopped);
    expect(during.length).toBeGreaterThan(CLIENTS);
    expect(new Set(during.map((a) => a.status))).toEqual(new Set([503]));
    // While the database was known to be down, only the probe's and the listener's attempts (each
    // at most one every 2 s or so), far fewer than the requests answered meanwhile.
    expect(attemptsWhileDown).toBeLessThanOrEqual(secondsWhileDown + 10);
    expect(during.length).toBeGreaterThan(attemptsWhileDown);

    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()`,
      );
      expect(rows[0].n).toBeLessThanOrEqual(CONNECTION_LIMIT);
    } finally {
      await admin.end();
    }
    const metrics = await scrape();
    expect(metrics).toMatch(/^markenportal_database_up 1$/m);
    expect(metrics).toMatch(/^markenportal_database_pool_pending\{operation="acquire"\} \d+$/m);
    // The readiness probe's 503s are no server errors in the request metrics.
    expect(metrics).not.toMatch(/^http_request_duration_seconds_count\{[^}]*route="\/_ready"/m);
    expect(metrics).toMatch(/^http_request_duration_seconds_count\{[^}]*route="\/api\/posts",status="503"\} [1-9]/m);

    // And it still stops on SIGTERM while the database is away, within the stop's deadline.
    await database.stop();
    await until('not ready', async () => (await ready()).status === 503);
    expect(await server.down()).toEqual({ code: 0, signal: null });
  });
});
