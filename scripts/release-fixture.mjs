// A released version's database, kept as a test fixture (server/tests/upgrade-from-release.test.ts):
//   node scripts/release-fixture.mjs <tag> [--node <path of the release's Node>] [--postgres <admin URL>]
// The tag's tree is unpacked into a temporary folder, compiled and started with the release's Node
// on a fresh SQLite file and (with --postgres or TEST_POSTGRES_URL) a fresh PostgreSQL database. Each
// boot seeds the release's demo data; scripts/lib/release-writes.mjs then makes a few writes through
// its API. The server stops, and the database goes to tests/fixtures/releases/<tag>/ (SQLite: the
// file, compacted; PostgreSQL: pg_dump's plain SQL; both gzipped) with what the test compares: the
// rows of every table, the sessions, the planned post, the messages, the secrets the tokens are
// signed with (fixture-only values, generated here).
//
// node_modules is this work tree's, hard-linked (no install of the release): the server's packages
// that shape the database (Strapi, knex, pg, the publisher plugin) must be at the release's version,
// which is checked. better-sqlite3, a native module, is installed at the release's version for the
// release's Node once, into node_modules/.cache/release-fixtures/.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import Database from 'better-sqlite3';
import pg from 'pg';
import { freePort } from './lib/ports.mjs';
import { createPostgresDatabase } from './lib/postgres.mjs';
import { releaseWrites } from './lib/release-writes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const tag = args[0];
if (!tag || tag.startsWith('--')) {
  console.error('usage: node scripts/release-fixture.mjs <tag> [--node <path>] [--postgres <admin URL>]');
  process.exit(2);
}
const releaseNode = option('--node') ?? process.execPath;
const postgresAdmin = option('--postgres') ?? process.env.TEST_POSTGRES_URL ?? null;
const outDir = path.join(root, 'tests/fixtures/releases', tag);

const run = (command, commandArgs, options = {}) => {
  const result = spawnSync(command, commandArgs, { stdio: ['ignore', 'inherit', 'inherit'], ...options });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} exited with ${result.status}`);
  return result;
};
const output = (command, commandArgs, options = {}) =>
  run(command, commandArgs, { ...options, stdio: ['ignore', 'pipe', 'inherit'] })
    .stdout.toString()
    .trim();

const commit = output('git', ['rev-list', '-n', '1', tag], { cwd: root });
const lockOf = (text) => JSON.parse(text).packages;
const releaseLock = lockOf(output('git', ['show', `${commit}:package-lock.json`], { cwd: root, maxBuffer: 1 << 28 }));
const ourLock = lockOf(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));

// The packages that decide the database's schema and contents must be the release's own.
for (const name of ['@strapi/strapi', '@strapi/database', '@strapi/plugin-users-permissions', 'strapi-plugin-publisher', 'knex', 'pg']) {
  const [theirs, ours] = [releaseLock[`node_modules/${name}`]?.version, ourLock[`node_modules/${name}`]?.version];
  if (theirs !== ours) throw new Error(`${tag} has ${name} ${theirs}, this work tree ${ours}: install the release instead.`);
}

const nodeAbi = output(releaseNode, ['-p', 'process.versions.modules']);
const nodeVersion = output(releaseNode, ['--version']);

/** better-sqlite3 at the release's version, built for the release's Node (once; cached). */
const betterSqlite = () => {
  const version = releaseLock['node_modules/better-sqlite3'].version;
  const dir = path.join(root, 'node_modules/.cache/release-fixtures', `better-sqlite3-${version}-abi${nodeAbi}`);
  if (!existsSync(path.join(dir, 'node_modules/better-sqlite3/package.json'))) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'package.json'), '{"name":"release-fixture-native","private":true}\n');
    const env = { ...process.env, PATH: `${path.dirname(releaseNode)}${path.delimiter}${process.env.PATH}` };
    delete env.npm_config_nodedir; // the headers of the release's Node, not of the one running this script
    run('npm', ['install', `better-sqlite3@${version}`, '--no-audit', '--no-fund', '--prefer-offline'], { cwd: dir, env });
  }
  return path.join(dir, 'node_modules');
};

/** The tag's tree with this work tree's node_modules (hard links) and the release's better-sqlite3. */
const unpack = () => {
  const dir = mkdtempSync(path.join(tmpdir(), `release-${tag}-`));
  run('sh', ['-c', `git archive ${commit} | tar -x -C "${dir}"`], { cwd: root });
  for (const folder of ['node_modules', 'server/node_modules', 'packages/contract/node_modules']) {
    const from = path.join(root, folder);
    if (!existsSync(from)) continue;
    mkdirSync(path.join(dir, folder), { recursive: true });
    const entries = readdirSync(from).filter((entry) => entry !== '.cache');
    if (entries.length) run('cp', ['-al', ...entries.map((entry) => path.join(from, entry)), path.join(dir, folder)]);
  }
  // The work tree's own build serves when the release has its version and runs on this Node.
  const same = releaseLock['node_modules/better-sqlite3'].version === ourLock['node_modules/better-sqlite3'].version && nodeAbi === process.versions.modules;
  const native = same ? null : betterSqlite();
  for (const entry of native ? readdirSync(native).filter((e) => !e.startsWith('.')) : []) {
    const target = path.join(dir, 'node_modules', entry);
    if (entry === 'better-sqlite3') rmSync(target, { recursive: true, force: true });
    if (!existsSync(target)) cpSync(path.join(native, entry), target, { recursive: true });
  }
  return dir;
};

const SECRETS = {
  APP_KEYS: [1, 2].map(() => randomBytes(24).toString('base64url')).join(','),
  JWT_SECRET: randomBytes(32).toString('base64url'),
  ADMIN_JWT_SECRET: randomBytes(32).toString('base64url'),
  API_TOKEN_SALT: randomBytes(32).toString('base64url'),
  TRANSFER_TOKEN_SALT: randomBytes(32).toString('base64url'),
  ENCRYPTION_KEY: randomBytes(32).toString('base64url'),
};

/** Starts the release's server on a database, makes the writes, stops it. */
const boot = async (dir, database) => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = { ...process.env, ...SECRETS, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(port), APP_URL: url, SKIP_COMPILE: 'true' };
  Object.assign(env, { AUTH_RATELIMIT: 'false', RATE_LIMITS: 'false', STRAPI_LOG_LEVEL: 'warn', MAIL_DIR: path.join(dir, 'mails'), NODE_OPTIONS: '' });
  Object.assign(env, database.sqlite ? { DATABASE_FILENAME: database.sqlite, DATABASE_URL: '' } : { DATABASE_URL: database.url });
  const child = spawn(releaseNode, ['scripts/serve.js'], { cwd: path.join(dir, 'server'), env, stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (let up = false; !up;) {
      if (child.exitCode !== null) throw new Error(`the ${tag} server exited with ${child.exitCode}`);
      up = await fetch(`${url}/_health`).then(
        (r) => r.status < 500,
        () => false,
      );
      if (!up) await new Promise((r) => setTimeout(r, 250));
    }
    return await releaseWrites(`${url}/api`, { hasMailOutbox: existsSync(path.join(dir, 'server/database/migrations/20261220000000-mail-outbox.js')) });
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
};

/** Rows per table. */
const sqliteFacts = (file) => {
  const db = new Database(file, { readonly: true });
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all();
  const rows = Object.fromEntries(tables.map(({ name }) => [name, db.prepare(`SELECT count(*) AS n FROM "${name}"`).get().n]));
  db.close();
  return rows;
};
const postgresFacts = async (url) => {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const { rows: tables } = await db.query("SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename");
  const rows = {};
  for (const { name } of tables) rows[name] = Number((await db.query(`SELECT count(*) AS n FROM "${name}"`)).rows[0].n);
  await db.end();
  return rows;
};

const main = async () => {
  console.log(`${tag} (${commit.slice(0, 7)}) on Node ${nodeVersion}`);
  const dir = unpack();
  const manifest = { tag, commit, node: nodeVersion, createdAt: new Date().toISOString(), secrets: SECRETS, databases: {} };
  try {
    run(releaseNode, ['server/scripts/compile.js'], { cwd: dir });
    mkdirSync(outDir, { recursive: true });

    const file = path.join(dir, 'fixture.db');
    const sqlite = await boot(dir, { sqlite: file });
    const compact = path.join(dir, 'compact.db');
    const db = new Database(file);
    db.exec(`VACUUM INTO '${compact}'`);
    db.close();
    writeFileSync(path.join(outDir, 'sqlite.db.gz'), gzipSync(readFileSync(compact), { level: 9 }));
    manifest.databases.sqlite = { ...sqlite, rows: sqliteFacts(compact) };

    if (postgresAdmin) {
      const database = await createPostgresDatabase(postgresAdmin, 'release_fixture');
      try {
        const written = await boot(dir, { url: database.url });
        const dump = output('pg_dump', ['--no-owner', '--no-privileges', '--format=plain', database.url], { maxBuffer: 1 << 28 });
        writeFileSync(path.join(outDir, 'postgres.sql.gz'), gzipSync(`${dump}\n`, { level: 9 }));
        manifest.databases.postgres = { ...written, rows: await postgresFacts(database.url) };
      } finally {
        await database.drop();
      }
    }
    writeFileSync(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    console.log(`Written to ${path.relative(root, outDir)}/`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

await main();
