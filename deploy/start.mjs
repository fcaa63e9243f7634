// The reference deployment, locally: two Markenportal instances on one PostgreSQL database behind
// nginx (deploy/nginx.conf), each started as `npm start` starts one (NODE_ENV=production, the built
// app served by both). Ctrl+C stops everything.
//
//   node deploy/start.mjs            nginx on http://127.0.0.1:8080 (DEPLOY_PORT), instances on the next two ports
//   DATABASE_URL=…                   the database to use; otherwise `markenportal_deploy` is created (once) on
//                                    DEPLOY_POSTGRES_URL (default postgres://postgres:postgres@127.0.0.1:5432/postgres)
//
// bench/soak.mjs starts the same deployment through startDeployment() and points its mails and pushes
// at stand-ins. Secrets come from the environment; missing ones are generated once and kept in
// node_modules/.cache/deploy/secrets.json, so that sessions survive a restart of the deployment.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECRET_NAMES = ['JWT_SECRET', 'ADMIN_JWT_SECRET', 'API_TOKEN_SALT', 'TRANSFER_TOKEN_SALT', 'ENCRYPTION_KEY', 'PUBLIC_ACCESS_TOKEN', 'METRICS_TOKEN'];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The environment's secrets, the missing ones generated (and kept in `file` when given). */
export const deploymentSecrets = (file) => {
  const random = () => randomBytes(24).toString('base64url');
  const kept = file && existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const secrets = { APP_KEYS: process.env.APP_KEYS || kept.APP_KEYS || `${random()},${random()}` };
  for (const name of SECRET_NAMES) secrets[name] = process.env[name] || kept[name] || random();
  if (file) writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
};

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

const waitForStatus = async (url, status, timeoutMs, { isDead = () => false, headers } = {}) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (isDead()) return false;
    try {
      if ((await fetch(url, { headers, signal: AbortSignal.timeout(5000) })).status === status) return true;
    } catch {
      // not up yet
    }
    await sleep(300);
  }
  return false;
};

/** One Strapi process on a fixed port, which may be killed and started again. */
const instance = ({ name, port, env, runDir, distDir }) => {
  let child = null;
  const log = createWriteStream(path.join(runDir, `${name}.log`), { flags: 'a' });
  const self = {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    get pid() {
      return child?.pid;
    },
    get running() {
      return !!child && child.exitCode === null && child.signalCode === null;
    },
    async start(timeoutMs = 300_000) {
      log.write(`\n--- start ${new Date().toISOString()}\n`);
      child = spawn(process.execPath, [path.join(root, 'server/scripts/serve.js')], {
        cwd: path.join(root, 'server'),
        env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', SKIP_COMPILE: 'true', ...(distDir ? { STRAPI_DIST_DIR: distDir } : {}) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout.pipe(log, { end: false });
      child.stderr.pipe(log, { end: false });
      const proc = child;
      if (!(await waitForStatus(`${self.url}/_ready`, 200, timeoutMs, { isDead: () => proc.exitCode !== null }))) {
        throw new Error(`${name} did not become ready (see ${path.join(runDir, `${name}.log`)})`);
      }
    },
    /** Sends `signal`; resolves when the process has ended. */
    stop(signal = 'SIGTERM') {
      const proc = child;
      if (!proc || proc.exitCode !== null || proc.signalCode !== null) return Promise.resolve();
      return new Promise((resolve) => {
        const killer = setTimeout(() => proc.kill('SIGKILL'), 20_000);
        proc.once('exit', () => {
          clearTimeout(killer);
          resolve();
        });
        proc.kill(signal);
      });
    },
  };
  return self;
};

const nginxBinary = () => {
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx']) if (existsSync(candidate)) return candidate;
  throw new Error('nginx is not installed (apt-get install nginx)');
};

/** Writes deploy/nginx.conf with the ports into runDir, checks it with `nginx -t` and starts nginx in the foreground. */
const startNginx = async ({ port, ports, runDir }) => {
  const conf = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8')
    .replaceAll('{{RUN_DIR}}', runDir)
    .replaceAll('{{PORT}}', String(port))
    .replaceAll('{{PORT_A}}', String(ports[0]))
    .replaceAll('{{PORT_B}}', String(ports[1]));
  if (/\{\{[A-Z_]+\}\}/.test(conf)) throw new Error('deploy/nginx.conf has a value start.mjs does not fill in');
  const file = path.join(runDir, 'nginx.conf');
  writeFileSync(file, conf);
  const args = ['-p', runDir, '-e', path.join(runDir, 'error.log'), '-c', file];
  execFileSync(nginxBinary(), [...args, '-t', '-q'], { stdio: 'inherit' });
  const child = spawn(nginxBinary(), [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
  if (!(await waitForStatus(`http://127.0.0.1:${port}/_health`, 204, 15_000, { isDead: () => child.exitCode !== null }))) {
    throw new Error(`nginx did not start (see ${path.join(runDir, 'error.log')})`);
  }
  return child;
};

/**
 * Starts the deployment: instance a (it migrates and seeds an empty database), then b, then nginx.
 * `env` adds to both instances' environment; `distDir` is a copy of server/dist to run (default: server/dist,
 * compiled before). Returns the public URL, the instances and stop().
 */
export const startDeployment = async ({ databaseUrl, port = 8080, instancePorts = [port + 1, port + 2], runDir, env = {}, secrets, distDir }) => {
  mkdirSync(runDir, { recursive: true });
  const shared = {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    // Both instances answer under one origin: links in mails and CORS use it.
    APP_URL: `http://127.0.0.1:${port}`,
    // The client's address comes from nginx's X-Forwarded-For (per-IP rate limits).
    TRUST_PROXY: 'true',
    LOG_FORMAT: 'json',
    SEED_DEMO: 'true',
    ...(secrets ?? deploymentSecrets(path.join(runDir, 'secrets.json'))),
    ...env,
  };
  const instances = ['instance-a', 'instance-b'].map((name, i) => instance({ name, port: instancePorts[i], env: shared, runDir, distDir }));
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
    nginx = await startNginx({ port, ports: instancePorts, runDir });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${port}`, instances, metricsToken: shared.METRICS_TOKEN, runDir, stop };
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.env.DEPLOY_PORT ?? 8080);
  const runDir = path.join(root, 'node_modules/.cache/deploy');
  const { ensureAppBuild } = await import('../scripts/lib/app-build.mjs');
  console.log('Web-App und Server werden gebaut …');
  await ensureAppBuild(root);
  execFileSync(process.execPath, [path.join(root, 'server/scripts/compile.js')], { stdio: 'inherit' });
  const adminUrl = process.env.DEPLOY_POSTGRES_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
  const databaseUrl = process.env.DATABASE_URL || (await ensureDatabase(adminUrl, 'markenportal_deploy'));
  console.log('Zwei Instanzen und nginx starten …');
  const deployment = await startDeployment({ databaseUrl, port, runDir });
  console.log(`Markenportal läuft hinter nginx: ${deployment.url}`);
  console.log(`Instanzen: ${deployment.instances.map((i) => i.url).join(', ')}; Logs und Konfiguration: ${runDir}`);
  console.log('Beenden mit Strg+C.');
  const shutdown = async () => {
    await deployment.stop();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}
