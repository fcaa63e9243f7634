// The reference deployment, locally: two Markenportal instances on one PostgreSQL database behind
// nginx with TLS (deploy/nginx.conf), each started as `npm start` starts one (NODE_ENV=production,
// the built app served by both) and restarted by a supervisor when it ends unasked
// (deploy/supervisor.mjs). Ctrl+C stops everything. docs/operations.md, "Deploy", says what an
// operator changes for the internet.
//
//   node deploy/start.mjs            nginx on https://127.0.0.1:8443 (DEPLOY_PORT), plain HTTP on 8080
//                                    (DEPLOY_HTTP_PORT) sends to HTTPS, the instances on the next two ports
//   node deploy/start.mjs --demo     with the demo accounts (published password): a demonstration only
//   DATABASE_URL=…                   the database to use; otherwise `markenportal_deploy` is created (once) on
//                                    DEPLOY_POSTGRES_URL (default postgres://postgres:postgres@127.0.0.1:5432/postgres)
//   DEPLOY_TLS_CERT, DEPLOY_TLS_KEY  the certificate to serve; otherwise a self-signed one (deploy/tls.mjs)
//
// Secrets come from the environment; missing ones are generated once into DEPLOY_SECRETS_FILE
// (default deploy/.secrets/secrets.json, mode 0600, not in git and not under node_modules, which
// `npm ci` empties), so that sessions survive a restart of the deployment.
// bench/soak.mjs starts the same deployment through startDeployment().
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { supervise } from './supervisor.mjs';
import { tlsCertificate } from './tls.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECRET_NAMES = ['JWT_SECRET', 'ADMIN_JWT_SECRET', 'API_TOKEN_SALT', 'TRANSFER_TOKEN_SALT', 'ENCRYPTION_KEY', 'PUBLIC_ACCESS_TOKEN', 'METRICS_TOKEN'];
export const DEFAULT_SECRETS_FILE = path.join(root, 'deploy/.secrets/secrets.json');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * The environment's secrets, the missing ones generated (32 random bytes each, well above the
 * server's minimum) and kept in `file` (mode 0600, its folder 0700) when given.
 */
export const deploymentSecrets = (file, env = process.env) => {
  const random = () => randomBytes(32).toString('base64url');
  const kept = file && existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const secrets = { APP_KEYS: env.APP_KEYS || kept.APP_KEYS || `${random()},${random()}` };
  for (const name of SECRET_NAMES) secrets[name] = env[name] || kept[name] || random();
  if (file) {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return secrets;
};

/**
 * What both instances run with: production, the public HTTPS origin as APP_URL (unless given),
 * JSON logs, the client's address from nginx, the secrets; the demo accounts only when asked for.
 */
export const instanceEnvironment = ({ databaseUrl, port, secrets, demo = false, env = {}, processEnv = process.env }) => ({
  NODE_ENV: 'production',
  DATABASE_URL: databaseUrl,
  // Both instances answer under one origin: links in mails and CORS use it.
  APP_URL: processEnv.APP_URL || `https://127.0.0.1:${port}`,
  // The client's address comes from nginx's X-Forwarded-For (per-IP rate limits, the logs).
  TRUST_PROXY: 'true',
  LOG_FORMAT: 'json',
  SEED_DEMO: demo ? 'true' : 'false',
  ...secrets,
  ...env,
});

/** Creates the database `name` on the server of `adminUrl` unless it exists; returns its URL. */
export const ensureDatabase = async (adminUrl, name) => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** The status and Location of GET `url`; over HTTPS trusting `ca` (the self-signed certificate). */
export const getStatus = (url, { ca } = {}) =>
  new Promise((resolve, reject) => {
    const client = url.startsWith('https:') ? https : http;
    const request = client.get(url, { ca, timeout: 5000 }, (response) => {
      response.resume();
      resolve({ status: response.statusCode, location: response.headers.location });
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', reject);
  });

const waitForStatus = async (url, status, timeoutMs, { isDead = () => false, ca } = {}) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (isDead()) return false;
    try {
      if ((await getStatus(url, { ca })).status === status) return true;
    } catch {
      // not up yet
    }
    await sleep(300);
  }
  return false;
};

/** One Strapi process on a fixed port under a supervisor: restarted when it ends unasked; stop() and start() for faults. */
const instance = ({ name, port, env, runDir, distDir, json }) => {
  const log = createWriteStream(path.join(runDir, `${name}.log`), { flags: 'a' });
  // The supervisor's lines go to the instance's log (in its format) and to this process's output.
  const note = (level, msg) => {
    log.write(json ? `${JSON.stringify({ time: new Date().toISOString(), level, msg: `supervisor: ${msg}` })}\n` : `--- ${msg}\n`);
    console.error(`[${new Date().toISOString()}] ${msg}`);
  };
  const supervisor = supervise({
    name,
    log: (msg) => note('warn', msg),
    spawnChild: () => {
      note('info', `${name} starting`);
      return spawn(process.execPath, [path.join(root, 'server/scripts/serve.js')], {
        cwd: path.join(root, 'server'),
        env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', SKIP_COMPILE: 'true', ...(distDir ? { STRAPI_DIST_DIR: distDir } : {}) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    },
    onSpawn: (child) => {
      child.stdout.pipe(log, { end: false });
      child.stderr.pipe(log, { end: false });
    },
  });
  const self = {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    get pid() {
      return supervisor.child?.pid;
    },
    get running() {
      const child = supervisor.child;
      return !!child && child.exitCode === null && child.signalCode === null;
    },
    /** How often the supervisor started it again. */
    get restarts() {
      return supervisor.restarts;
    },
    async start(timeoutMs = 300_000) {
      const proc = supervisor.start();
      // A process that ends before it is ready does not start (a setting is wrong): no restarts then.
      if (!(await waitForStatus(`${self.url}/_ready`, 200, timeoutMs, { isDead: () => proc.exitCode !== null || proc.signalCode !== null }))) {
        await supervisor.stop();
        throw new Error(`${name} did not become ready (see ${path.join(runDir, `${name}.log`)})`);
      }
    },
    /** Ends supervision and sends `signal`; resolves when the process has ended. */
    stop: (signal = 'SIGTERM') => supervisor.stop(signal),
  };
  return self;
};

const nginxBinary = () => {
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx']) if (existsSync(candidate)) return candidate;
  throw new Error('nginx is not installed (apt-get install nginx)');
};

/** deploy/nginx.conf with the run's values filled in. */
export const nginxConfig = ({ port, httpPort, ports, runDir, tls }) => {
  const conf = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8')
    .replaceAll('{{RUN_DIR}}', runDir)
    .replaceAll('{{HTTP_PORT}}', String(httpPort))
    .replaceAll('{{TLS_CERT}}', tls.cert)
    .replaceAll('{{TLS_KEY}}', tls.key)
    .replaceAll('{{PORT}}', String(port))
    .replaceAll('{{PORT_A}}', String(ports[0]))
    .replaceAll('{{PORT_B}}', String(ports[1]));
  if (/\{\{[A-Z_]+\}\}/.test(conf)) throw new Error('deploy/nginx.conf has a value start.mjs does not fill in');
  return conf;
};

/** Writes the config into runDir, checks it with `nginx -t` and starts nginx in the foreground; resolves when it answers over HTTPS. */
export const startNginx = async ({ port, httpPort, ports, runDir, tls }) => {
  mkdirSync(runDir, { recursive: true });
  const file = path.join(runDir, 'nginx.conf');
  writeFileSync(file, nginxConfig({ port, httpPort, ports, runDir, tls }));
  const args = ['-p', runDir, '-e', path.join(runDir, 'error.log'), '-c', file];
  execFileSync(nginxBinary(), [...args, '-t', '-q'], { stdio: 'inherit' });
  const child = spawn(nginxBinary(), [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
  if (!(await waitForStatus(`https://127.0.0.1:${port}/_health`, 204, 15_000, { isDead: () => child.exitCode !== null, ca: tls.pem }))) {
    child.kill('SIGQUIT');
    throw new Error(`nginx did not start (see ${path.join(runDir, 'error.log')})`);
  }
  return child;
};

/**
 * Starts the deployment: instance a (it migrates an empty database, and seeds the demo data when
 * `demo`), then b, then nginx on `port` (HTTPS) and `httpPort` (redirects). `env` adds to both
 * instances' environment; `distDir` is a copy of server/dist to run (default: server/dist, compiled
 * before); `secrets` default to the environment's and DEPLOY_SECRETS_FILE's. Returns the public URL,
 * the certificate's PEM (`ca`), the instances and stop().
 */
export const startDeployment = async ({
  databaseUrl,
  port = 8443,
  httpPort = 8080,
  instancePorts = [port + 1, port + 2],
  runDir,
  env = {},
  secrets,
  demo = false,
  distDir,
  tlsDir = path.join(path.dirname(process.env.DEPLOY_SECRETS_FILE || DEFAULT_SECRETS_FILE), 'tls'),
}) => {
  mkdirSync(runDir, { recursive: true });
  const tls = tlsCertificate(tlsDir);
  const shared = instanceEnvironment({
    databaseUrl,
    port,
    demo,
    env,
    secrets: secrets ?? deploymentSecrets(process.env.DEPLOY_SECRETS_FILE || DEFAULT_SECRETS_FILE),
  });
  const json = shared.LOG_FORMAT === 'json';
  const instances = ['instance-a', 'instance-b'].map((name, i) => instance({ name, port: instancePorts[i], env: shared, runDir, distDir, json }));
  let nginx = null;
  const stop = async () => {
    if (nginx && nginx.exitCode === null) {
      const ended = new Promise((resolve) => nginx.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await ended;
    }
    await Promise.all(instances.map((i) => i.stop()));
  };
  try {
    for (const one of instances) await one.start();
    nginx = await startNginx({ port, httpPort, ports: instancePorts, runDir, tls });
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: `https://127.0.0.1:${port}`,
    httpUrl: `http://127.0.0.1:${httpPort}`,
    ca: tls.pem,
    instances,
    metricsToken: shared.METRICS_TOKEN,
    runDir,
    stop,
  };
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values: options } = parseArgs({ options: { demo: { type: 'boolean', default: false } } });
  const port = Number(process.env.DEPLOY_PORT ?? 8443);
  const httpPort = Number(process.env.DEPLOY_HTTP_PORT ?? 8080);
  const runDir = path.join(root, 'node_modules/.cache/deploy');
  const { ensureAppBuild } = await import('../scripts/lib/app-build.mjs');
  console.log('Web-App und Server werden gebaut …');
  await ensureAppBuild(root);
  execFileSync(process.execPath, [path.join(root, 'server/scripts/compile.js')], { stdio: 'inherit' });
  const adminUrl = process.env.DEPLOY_POSTGRES_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
  const databaseUrl = process.env.DATABASE_URL || (await ensureDatabase(adminUrl, 'markenportal_deploy'));
  console.log(`Zwei Instanzen und nginx starten …${options.demo ? ' (mit Demo-Konten)' : ''}`);
  const deployment = await startDeployment({ databaseUrl, port, httpPort, runDir, demo: options.demo });
  console.log(`Markenportal läuft hinter nginx: ${deployment.url} (HTTP ${deployment.httpUrl} leitet dorthin um)`);
  console.log(`Instanzen: ${deployment.instances.map((i) => i.url).join(', ')}; Logs und Konfiguration: ${runDir}`);
  console.log('Beenden mit Strg+C.');
  const shutdown = async () => {
    await deployment.stop();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}
