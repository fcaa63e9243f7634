import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_SECRETS_FILE, deploymentSecrets, getStatus, instanceEnvironment, startNginx } from '../../deploy/start.mjs';
import { restartDelay, supervise } from '../../deploy/supervisor.mjs';
import { tlsCertificate } from '../../deploy/tls.mjs';
import { freePort } from '../../scripts/lib/ports.mjs';
import { withoutFileServer } from '../../tests/support/fileServer';
import { seedsDemoData } from '../src/seed';
import { startRefusals } from '../src/security/secrets';

// Issue 36: the reference deployment (deploy/) is a template an operator could put on the internet:
// no demo accounts unless asked for, secrets generated once into a file outside node_modules and
// strong enough for production, TLS in nginx with plain HTTP sent there, and an instance that ends
// unasked started again by its supervisor.
withoutFileServer();

const dir = mkdtempSync(path.join(tmpdir(), 'markenportal-deploy-template-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the instances’ environment', () => {
  const base = { databaseUrl: 'postgres://db.example/markenportal', port: 8443, secrets: deploymentSecrets(undefined, {}), processEnv: {} };

  it('seeds no demo accounts (their password is published) unless the deployment is started with --demo', () => {
    expect(seedsDemoData(instanceEnvironment(base))).toBe(false);
    expect(seedsDemoData(instanceEnvironment({ ...base, demo: true }))).toBe(true);
  });

  it('names the public HTTPS origin as APP_URL, or the operator’s', () => {
    expect(instanceEnvironment(base).APP_URL).toBe('https://127.0.0.1:8443');
    expect(instanceEnvironment({ ...base, processEnv: { APP_URL: 'https://portal.example.de' } }).APP_URL).toBe('https://portal.example.de');
  });
});

describe('the deployment’s secrets', () => {
  it('are generated once into a file only its owner reads, outside node_modules, and production accepts them', () => {
    const file = path.join(dir, '.secrets', 'secrets.json');
    const secrets = deploymentSecrets(file, {});
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
    expect(deploymentSecrets(file, {})).toEqual(secrets);
    expect(startRefusals({ NODE_ENV: 'production', APP_URL: 'https://portal.example.de', ...secrets })).toEqual([]);
    expect(path.relative(path.resolve(__dirname, '../..'), DEFAULT_SECRETS_FILE)).toBe(path.join('deploy', '.secrets', 'secrets.json'));
    // One given in the environment is taken as it is.
    expect(deploymentSecrets(file, { JWT_SECRET: 'from-the-environment' }).JWT_SECRET).toBe('from-the-environment');
  });
});

describe('the supervisor', () => {
  it('starts a process that was killed again, later after each quick failure, logs it, and stops for good when asked', async () => {
    const lines: string[] = [];
    const supervisor = supervise({
      name: 'instance-x',
      spawnChild: () => spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' }),
      log: (line) => lines.push(line),
      minDelayMs: 20,
    });
    const first = supervisor.start();
    await once(first, 'spawn');
    first.kill('SIGKILL');
    await expect.poll(() => supervisor.child !== first && supervisor.child?.pid !== undefined).toBe(true);
    const second = supervisor.child as ChildProcess;
    await expect.poll(() => second.pid).toBeDefined();
    second.kill('SIGKILL');
    await expect.poll(() => supervisor.child !== second && supervisor.child?.pid !== undefined).toBe(true);
    expect(lines).toEqual([
      `instance-x (pid ${first.pid}) ended unexpectedly (SIGKILL); restart 1 in 20 ms`,
      `instance-x (pid ${second.pid}) ended unexpectedly (SIGKILL); restart 2 in 40 ms`,
    ]);
    // Its own stop is no failure: the process ends and nothing starts again.
    const third = supervisor.child as ChildProcess;
    await supervisor.stop();
    expect(third.signalCode).toBe('SIGTERM');
    expect(supervisor.child).toBe(third);
    expect(supervisor.restarts).toBe(2);
  });

  it('waits 1 s, 2 s, 4 s … at most 30 s by default', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((failures) => restartDelay(failures))).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
  });
});

// nginx and openssl come from Debian's packages, which .ci/run installs before `npm test`; a machine
// without them runs the rest of the file, as the PostgreSQL files do without TEST_POSTGRES_URL.
const hasNginxAndOpenssl =
  ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].some((candidate) => existsSync(candidate)) && spawnSync('openssl', ['version']).status === 0;

describe.runIf(hasNginxAndOpenssl)('nginx of the reference deployment', () => {
  it('answers over HTTPS with the deployment’s certificate and sends plain HTTP there', async () => {
    // Two stand-ins for the instances: /_health as theirs, any other path echoes what nginx passed on.
    const upstreams = await Promise.all(
      [0, 1].map(async () => {
        const server = http.createServer((request, response) => {
          if (request.url === '/_health') return void response.writeHead(204).end();
          response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ proto: request.headers['x-forwarded-proto'] }));
        });
        const port = await freePort();
        await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
        return { server, port };
      }),
    );
    const [port, httpPort] = [await freePort(), await freePort()];
    const runDir = path.join(dir, 'nginx');
    const tls = tlsCertificate(path.join(dir, 'tls'), {});
    const nginx = await startNginx({ port, httpPort, ports: upstreams.map((u) => u.port), runDir, tls });
    try {
      expect(await getStatus(`https://127.0.0.1:${port}/_health`, { ca: tls.pem })).toEqual({ status: 204, location: undefined });
      const body = await new Promise<string>((resolve, reject) =>
        https
          .get(`https://localhost:${port}/api/brands`, { ca: tls.pem }, (response) => {
            let text = '';
            response.on('data', (chunk) => (text += chunk));
            response.on('end', () => resolve(text));
          })
          .on('error', reject),
      );
      expect(JSON.parse(body)).toEqual({ proto: 'https' });
      // Plain HTTP: the same host and path over HTTPS.
      expect(await getStatus(`http://127.0.0.1:${httpPort}/api/brands?page=2`)).toEqual({
        status: 301,
        location: `https://127.0.0.1:${port}/api/brands?page=2`,
      });
      // It is TLS for real: a client that does not trust the certificate is refused.
      await expect(getStatus(`https://127.0.0.1:${port}/_health`)).rejects.toThrow(/self-signed certificate/);
    } finally {
      const ended = once(nginx, 'exit');
      nginx.kill('SIGQUIT');
      await ended;
      await Promise.all(upstreams.map(({ server }) => new Promise((resolve) => server.close(resolve))));
    }
  });
});
