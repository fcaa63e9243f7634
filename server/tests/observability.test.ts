import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, DEMO_ACCOUNTS } from '../../tests/support/api';
import { fileServer } from '../../tests/support/fileServer';
import { openEvents } from '../../tests/support/sse';
import { postgresAdminUrl, startStrapi, type TestStrapi } from '../../tests/support/strapiServer';
import { nextProbeState, PROBE_DEFAULTS, type ProbeState } from '../src/observability/database-probe';
import { readinessOf } from '../src/observability/readiness';
import { levelOf, logLine, redactedPath, requestIdFrom, routeLabel, textLine } from '../src/observability/request-log';
import { metricsTokenMatches } from '../src/observability/metrics-access';

// Issue 22, item 3: readiness, Prometheus metrics behind a token, JSON request logs with request ids.
// This file's own server runs without METRICS_TOKEN; one started here has it and LOG_FORMAT=json.

const TOKEN = 'metrics-test-token-5f2c';

describe('the readiness decision', () => {
  it('is ready only with the database answering, the boot done and the listener (where one is needed) connected', () => {
    expect(readinessOf({ database: true, booted: true, listener: null })).toMatchObject({ ready: true, status: 200 });
    expect(readinessOf({ database: true, booted: true, listener: true }).body).toEqual({
      status: 'ready',
      database: 'ok',
      migrations: 'done',
      realtimeListener: 'connected',
    });
    expect(readinessOf({ database: false, booted: true, listener: null })).toMatchObject({ status: 503, body: { database: 'down' } });
    expect(readinessOf({ database: true, booted: false, listener: null })).toMatchObject({ status: 503, body: { migrations: 'pending' } });
    expect(readinessOf({ database: true, booted: true, listener: false })).toMatchObject({ status: 503, body: { realtimeListener: 'disconnected' } });
  });
});

describe('the database probe behind /_ready (issue 36)', () => {
  const run = (answers: boolean[]) => {
    let state: ProbeState = { up: true, streak: 0 };
    return answers.map((answered) => (state = nextProbeState(state, answered, PROBE_DEFAULTS)).up);
  };

  it('says down only after three failed probes in a row, and up again after two answers in a row', () => {
    expect(run([false, false, true, false, false, true])).toEqual([true, true, true, true, true, true]);
    expect(run([false, false, false])).toEqual([true, true, false]);
    expect(run([false, false, false, true, false, true, true, false])).toEqual([true, true, false, false, false, false, true, true]);
  });
});

describe('request ids, route labels and log lines', () => {
  it('keeps a short safe incoming id and replaces anything else', () => {
    expect(requestIdFrom('abc-123_X.y:z')).toBe('abc-123_X.y:z');
    for (const unsafe of ['', 'a b', 'x'.repeat(65), 'id\r\nSet-Cookie: a=b', '<script>', 'ä']) expect(requestIdFrom(unsafe, () => 'new')).toBe('new');
    expect(requestIdFrom(undefined, () => 'new')).toBe('new');
  });

  it('labels by route pattern, never by a path with ids', () => {
    expect(routeLabel('/api/posts/:id', '/api/posts/abc123', ['/_ready'])).toBe('/api/posts/:id');
    expect(routeLabel(undefined, '/_ready', ['/_ready'])).toBe('/_ready');
    expect(routeLabel(undefined, '/irgendwo/123', ['/_ready'])).toBe('(unmatched)');
  });

  it('logs no secret path parameter and no query string', () => {
    expect(redactedPath('/api/invitations/code/:code', '/api/invitations/code/GEHEIM')).toBe('/api/invitations/code/[redacted]');
    expect(redactedPath('/api/posts/:id', '/api/posts/42')).toBe('/api/posts/42');
    // No route matches the app's pages: the reset page, and any segment as long as our secrets, are redacted all the same.
    expect(redactedPath('(unmatched)', `/reset-password/${'a1'.repeat(64)}`)).toBe('/reset-password/[redacted]');
    expect(redactedPath('(unmatched)', `/irgendwo/${'x'.repeat(32)}/weiter`)).toBe('/irgendwo/[redacted]/weiter');
    expect(redactedPath('(unmatched)', '/posts/abcdefghijklmnopqrstuvwx/edit')).toBe('/posts/abcdefghijklmnopqrstuvwx/edit');
    expect(
      textLine({ method: 'GET', route: '/api/invitations/code/:code', path: '/api/invitations/code/GEHEIM', status: 404, durationMs: 3.21, requestId: 'r1' }),
    ).toBe('GET /api/invitations/code/[redacted] (4 ms) 404');
    const line = JSON.parse(
      logLine({ method: 'GET', route: '/api/invitations/code/:code', path: '/api/invitations/code/GEHEIM', status: 404, durationMs: 3.21, requestId: 'r1' }),
    );
    expect(line).toMatchObject({ level: 'warn', method: 'GET', path: '/api/invitations/code/[redacted]', status: 404, requestId: 'r1', durationMs: 3.2 });
    expect(line).not.toHaveProperty('userId');
  });

  it("logs the readiness probe's 503 at info: it is an answer, not a server error", () => {
    expect(levelOf({ route: '/_ready', status: 503 })).toBe('info');
    expect(levelOf({ route: '/api/posts', status: 503 })).toBe('error');
    expect(levelOf({ route: '/api/posts', status: 404 })).toBe('warn');
    expect(JSON.parse(logLine({ method: 'GET', route: '/_ready', path: '/_ready', status: 503, durationMs: 1, requestId: 'r2' })).level).toBe('info');
  });

  it('matches the metrics token exactly, and nothing without one configured', () => {
    expect(metricsTokenMatches('t0k', 'Bearer t0k')).toBe(true);
    expect(metricsTokenMatches('t0k', 'Bearer t0kx')).toBe(false);
    expect(metricsTokenMatches('t0k', 't0k')).toBe(false);
    expect(metricsTokenMatches(undefined, 'Bearer ')).toBe(false);
    expect(metricsTokenMatches('', 'Bearer x')).toBe(false);
  });
});

describe('the file server, without METRICS_TOKEN', () => {
  it('is ready, and /_health is unchanged', async () => {
    const ready = await fetch(`${fileServer().url}/_ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', database: 'ok', migrations: 'done', realtimeListener: expect.any(String) });
    expect((await fetch(`${fileServer().url}/_health`)).status).toBe(204);
  });

  it('has no /metrics: 404 with or without a token', async () => {
    expect((await fetch(`${fileServer().url}/metrics`)).status).toBe(404);
    expect((await fetch(`${fileServer().url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
  });
});

describe('a server with METRICS_TOKEN and LOG_FORMAT=json', () => {
  let server: TestStrapi;
  const client = apiClient(() => server.apiUrl);
  const scrape = (token = TOKEN) => fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    server = await startStrapi({ METRICS_TOKEN: TOKEN, LOG_FORMAT: 'json' });
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('answers /metrics with a wrong token as if it did not exist', async () => {
    const wrong = await scrape('falsch');
    expect(wrong.status).toBe(404);
    expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
  });

  it('serves Prometheus text: request durations by route pattern, Node metrics and the open streams', async () => {
    const token = await client.login(DEMO_ACCOUNTS.sales);
    expect((await client.api('/posts?pagination[pageSize]=1', { token })).status).toBe(200);
    const events = await openEvents(server.apiUrl, token);
    await events.next('ready');
    try {
      const answer = await scrape();
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = await answer.text();
      expect(text).toMatch(/^http_request_duration_seconds_bucket\{[^}]*route="\/api\/posts"[^}]*status="200"[^}]*\} [1-9]/m);
      // Ids never become labels.
      expect(text).not.toMatch(/route="\/api\/posts\/[^:"]/);
      expect(text).toMatch(/^nodejs_eventloop_lag_seconds [0-9.e-]+$/m);
      expect(text).toMatch(/^process_resident_memory_bytes [0-9.e+]+$/m);
      expect(text).toMatch(/^markenportal_realtime_streams 1$/m);
      expect(text).toMatch(/^markenportal_realtime_read_lag_events \d+$/m);
      expect(text).toMatch(/^markenportal_push_outbox_batches\{status="pending"\} \d+$/m);
      expect(text).toMatch(/^markenportal_mail_outbox_mails\{status="failed"\} \d+$/m);
      // Every job engine queue's backlog, Web Push's too; the pool; the probe's and readiness's state.
      for (const queue of ['push_collections', 'push_batches', 'mail_outbox', 'web_push_jobs', 'publisher_actions'])
        expect(text).toMatch(new RegExp(`^markenportal_job_backlog\\{queue="${queue}"\\} \\d+$`, 'm'));
      expect(text).toMatch(/^markenportal_database_pool_connections\{state="used"\} \d+$/m);
      expect(text).toMatch(/^markenportal_database_pool_connections\{state="free"\} \d+$/m);
      expect(text).toMatch(/^markenportal_database_pool_pending\{operation="acquire"\} 0$/m);
      expect(text).toMatch(/^markenportal_database_up 1$/m);
      expect(text).toMatch(/^markenportal_ready 1$/m);
    } finally {
      events.close();
    }
  });

  it('logs one JSON line per request with the id it sends back as X-Request-Id', async () => {
    const token = await client.login(DEMO_ACCOUNTS.sales);
    const me = await client.me(token);
    const answer = await fetch(`${server.apiUrl}/posts?pagination[pageSize]=1&geheim=1`, {
      headers: { Authorization: `Bearer ${token}`, 'X-Request-Id': 'trace-42' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-request-id')).toBe('trace-42');
    const generated = await fetch(`${server.url}/_ready`, { headers: { 'X-Request-Id': '"><script>' } });
    const id = generated.headers.get('x-request-id') ?? '';
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const lines = () =>
      server
        .log()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    await expect.poll(() => lines().some((line) => line.requestId === id), { timeout: 5000 }).toBe(true);
    const line = lines().find((entry) => entry.requestId === 'trace-42');
    expect(line).toMatchObject({ level: 'info', method: 'GET', route: '/api/posts', path: '/api/posts', status: 200, userId: me.id });
    expect(typeof line?.durationMs).toBe('number');
    expect(Date.parse(String(line?.time))).not.toBeNaN();
    expect(lines().filter((entry) => entry.requestId === 'trace-42')).toHaveLength(1);
    // Strapi's own lines are JSON too (server/config/logger.ts): those of the boot, which no request wrote.
    expect(lines().find((entry) => !('requestId' in entry) && typeof entry.msg === 'string')).toMatchObject({
      level: expect.any(String),
      time: expect.any(String),
    });
  });
});

// Where a PostgreSQL server is at hand: the database really goes away, and comes back.
describe.skipIf(!postgresAdminUrl())('readiness on PostgreSQL', () => {
  let server: TestStrapi;
  beforeAll(async () => {
    server = await startStrapi({}, { database: 'postgres' });
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('is 503 while the database refuses connections (the listener dropped too), 200 once it is back', async () => {
    const name = new URL(server.databaseUrl ?? '').pathname.slice(1);
    const admin = new pg.Client({ connectionString: postgresAdminUrl() ?? '' });
    await admin.connect();
    const ready = async () => (await fetch(`${server.url}/_ready`)).status;
    try {
      expect(await ready()).toBe(200);
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]);
      // The listener drops at once; the background probe says "down" after three failures in a row.
      await expect.poll(ready, { timeout: 10_000, interval: 250 }).toBe(503);
      const body = async () => (await fetch(`${server.url}/_ready`)).json();
      await expect.poll(body, { timeout: 20_000, interval: 250 }).toMatchObject({ status: 'not ready', database: 'down', realtimeListener: 'disconnected' });
    } finally {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      await admin.end();
    }
    await expect.poll(ready, { timeout: 20_000, interval: 250 }).toBe(200);
  });
});
