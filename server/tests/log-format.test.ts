import { spawnSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URL, secrets } from './production-env';
import { postgresAdminUrl, startStrapi, TEST_SERVER_NODE_OPTIONS, type TestStrapi } from '../../tests/support/strapiServer';
import { withoutFileServer } from '../../tests/support/fileServer';
import { refusalReason } from '../src/observability/request-log';

// Issue 36: with LOG_FORMAT=json every line a production server writes is JSON, whoever writes it
// (Strapi, the request log, a library's console call, Node's warnings, the database driver when its
// connections are cut), and a refused request says why and from which address, never a secret.
withoutFileServer();

const STAND_IN = path.resolve(__dirname, '../../tests/support/console-stand-in.cjs');
const JSON_CONSOLE = path.resolve(__dirname, '../scripts/json-console.js');

type Line = { time: string; level: string; msg: string; [field: string]: unknown };

/** Every line of `output`, each parsed; a line that is not a JSON log line fails the test with its text. */
const lines = (output: string): Line[] =>
  output
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      let parsed: Line;
      try {
        parsed = JSON.parse(line);
      } catch {
        throw new Error(`Not a JSON line: ${line}`);
      }
      expect(Object.keys(parsed).slice(0, 3), line).toEqual(['time', 'level', 'msg']);
      return parsed;
    });

describe('a production server with LOG_FORMAT=json', () => {
  let server: TestStrapi;

  beforeAll(async () => {
    server = await startStrapi(
      {
        NODE_ENV: 'production',
        ...secrets(),
        APP_URL,
        LOG_FORMAT: 'json',
        STRAPI_LOG_LEVEL: 'info',
        // Behind nginx: the client's address is the last entry of X-Forwarded-For.
        TRUST_PROXY: 'true',
        NODE_OPTIONS: `${TEST_SERVER_NODE_OPTIONS} --require=${JSON.stringify(STAND_IN)}`,
      },
      postgresAdminUrl() ? { database: 'postgres' } : {},
    );
  });
  afterAll(() => server?.stop());

  it('logs a refusal with its reason and the client’s address, never the password sent', async () => {
    const password = 'Geheimes-Passwort-4711';
    const response = await fetch(`${server.apiUrl}/auth/local`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.7' },
      body: JSON.stringify({ identifier: 'niemand@example.de', password }),
    });
    expect(response.status).toBe(400);
    const { error } = await response.json();
    const requestId = response.headers.get('x-request-id');
    await expect.poll(() => lines(server.log()).find((line) => line.requestId === requestId)).toBeDefined();
    const line = lines(server.log()).find((l) => l.requestId === requestId)!;
    expect(line).toMatchObject({ level: 'warn', msg: 'request', status: 400, ip: '203.0.113.7', error: error.name, reason: error.message });
    expect(server.log()).not.toContain(password);

    // A refusal that no route answered: its reason too.
    const missing = await fetch(`${server.url}/gibt-es-nicht`, { headers: { 'X-Forwarded-For': '198.51.100.23' } });
    expect(missing.status).toBe(404);
    const missingId = missing.headers.get('x-request-id');
    await expect
      .poll(() => lines(server.log()).find((l) => l.requestId === missingId))
      .toMatchObject({
        status: 404,
        ip: '198.51.100.23',
        error: 'NotFoundError',
        reason: 'Nicht gefunden.',
      });
  });

  it('writes nothing but JSON lines: a library’s console, Node’s warnings, the driver’s lost connections, the stop', async () => {
    if (server.databaseUrl) {
      // The database ends every connection of this server (as a restart of PostgreSQL does).
      const admin = new pg.Client({ connectionString: server.databaseUrl });
      await admin.connect();
      const name = new URL(server.databaseUrl).pathname.slice(1);
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]);
      await admin.end();
      // The server is back on its database.
      await expect.poll(async () => (await fetch(`${server.url}/_ready`)).status).toBe(200);
    }
    await server.down();
    const logged = lines(server.log());
    const messages = logged.map((line) => line.msg);
    expect(messages).toContain('stand-in library: a plain line');
    expect(messages).toContain('stand-in library: a coloured warning');
    expect(logged.find((line) => line.msg.startsWith('Error: stand-in library: an error with its stack\n    at '))?.level).toBe('error');
    expect(logged.find((line) => line.msg === 'DeprecationWarning: stand-in library: a deprecated call')?.level).toBe('warn');
    expect(messages).toContain('Strapi has been shut down');
  });
});

describe('the JSON console of the server’s start script', () => {
  it('writes an error nothing caught as a JSON line and exits with 1, as Node does', () => {
    const script = `require(${JSON.stringify(JSON_CONSOLE)}).installJsonConsole(); console.log('%s of %d', 'one', 2); Promise.reject(new Error('nobody caught this'));`;
    const result = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toBe('');
    const [first, second] = lines(result.stdout);
    expect(first).toMatchObject({ level: 'info', msg: 'one of 2' });
    expect(second.level).toBe('error');
    expect(second.msg).toMatch(/^Error: nobody caught this\n {4}at /);
  });
});

describe('the reason a refusal is logged with', () => {
  it('is the error’s name and message, without a value the message quotes and without long tokens', () => {
    expect(refusalReason({ data: null, error: { name: 'ForbiddenError', message: 'Keine Berechtigung für diese Aktion.', details: { secret: 'x' } } })).toEqual(
      {
        error: 'ForbiddenError',
        reason: 'Keine Berechtigung für diese Aktion.',
      },
    );
    const typeError = 'password must be a `string` type, but the final value was: `12345678`.';
    expect(refusalReason({ error: { name: 'ValidationError', message: typeError } })).toEqual({
      error: 'ValidationError',
      reason: 'password must be a `string` type',
    });
    const code = 'a'.repeat(8) + 'Zx9_'.repeat(8);
    expect(refusalReason(undefined, { name: 'NotFoundError', message: `Einladung ${code} unbekannt` }).reason).toBe('Einladung [redacted] unbekannt');
    expect(refusalReason(undefined, { message: 'zu lang '.repeat(200) }).reason).toHaveLength(200);
    expect(refusalReason('<html>')).toEqual({});
  });
});
