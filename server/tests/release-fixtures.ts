import { spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import Database from 'better-sqlite3';
import pg from 'pg';
import { createPostgresDatabase } from '../../scripts/lib/postgres.mjs';

// The databases of released versions (tests/fixtures/releases/<tag>/, made by
// scripts/release-fixture.mjs): a working copy of each for today's server, and what it held.

const FIXTURES = path.resolve(__dirname, '../../tests/fixtures/releases');

export type FixtureDatabase = 'sqlite' | 'postgres';

/** What the release wrote on top of its demo seed (scripts/lib/release-writes.mjs), and its rows per table. */
export interface ReleaseWrites {
  sessions: { email: string; jwt: string }[];
  scheduled: { documentId: string; title: string; executeAt: string };
  published: { documentId: string; title: string };
  chat: { id: string; texts: string[] };
  mail: { recipient: string; kind: string } | null;
  rows: Record<string, number>;
}

export interface ReleaseManifest {
  tag: string;
  commit: string;
  node: string;
  secrets: Record<string, string>;
  databases: Partial<Record<FixtureDatabase, ReleaseWrites>>;
}

/** The tags with a fixture, oldest first. */
export const releaseTags = () =>
  readdirSync(FIXTURES)
    .filter((tag) => existsSync(path.join(FIXTURES, tag, 'manifest.json')))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));

export const releaseManifest = (tag: string): ReleaseManifest => JSON.parse(readFileSync(path.join(FIXTURES, tag, 'manifest.json'), 'utf8'));

/** A copy of the release's database for one server: a SQLite file, or a fresh PostgreSQL database with the dump restored. */
export const copyOfRelease = async (tag: string, database: FixtureDatabase, postgresAdmin: string | null) => {
  const dir = mkdtempSync(path.join(tmpdir(), `markenportal-${tag}-`));
  if (database === 'sqlite') {
    const dbFile = path.join(dir, 'data.db');
    writeFileSync(dbFile, gunzipSync(readFileSync(path.join(FIXTURES, tag, 'sqlite.db.gz'))));
    return { dbFile, databaseUrl: null, remove: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  if (!postgresAdmin) throw new Error('No PostgreSQL server: set TEST_POSTGRES_URL.');
  const fresh = await createPostgresDatabase(postgresAdmin, 'markenportal_upgrade');
  const restore = spawnSync('psql', ['-v', 'ON_ERROR_STOP=1', '-q', '-d', fresh.url], {
    input: gunzipSync(readFileSync(path.join(FIXTURES, tag, 'postgres.sql.gz'))),
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  if (restore.status !== 0) throw new Error(`psql restore of ${tag}: ${restore.stderr}`);
  return {
    dbFile: path.join(dir, 'unused.db'),
    databaseUrl: fresh.url,
    remove: async () => {
      await fresh.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
};

/** Runs `query` against the database (SQLite read-only, beside the running server). */
export const queryDatabase = async <T>(where: { dbFile: string; databaseUrl: string | null }, sql: string): Promise<T[]> => {
  if (!where.databaseUrl) {
    const db = new Database(where.dbFile, { readonly: true, timeout: 15_000 });
    try {
      return db.prepare(sql).all() as T[];
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: where.databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
};

/** Rows per table now. */
export const rowsPerTable = async (where: { dbFile: string; databaseUrl: string | null }, tables: string[]) => {
  const rows: Record<string, number> = {};
  for (const table of tables) {
    const [{ n }] = await queryDatabase<{ n: number | string }>(where, `SELECT count(*) AS n FROM "${table.replace(/"/g, '')}"`);
    rows[table] = Number(n);
  }
  return rows;
};

const base64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');
const hs256 = (input: string, secret: string) => createHmac('sha256', secret).update(input).digest('base64url');

/** Whether `jwt` is signed (HS256) with `secret`: the release issued it. */
export const signedWith = (jwt: string, secret: string) => {
  const [header, payload, signature] = jwt.split('.');
  return hs256(`${header}.${payload}`, secret) === signature;
};

/**
 * The release's session token with every claim it was issued with (user, issue time) and only its
 * expiry moved an hour past now: the release's tokens live 7 days (config/plugins.ts), the fixture
 * longer. What an upgrade must keep is what the server checks a token against.
 */
export const stillLive = (jwt: string, secret: string) => {
  const [header, payload] = jwt.split('.');
  const claims = { ...JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')), exp: Math.floor(Date.now() / 1000) + 3600 };
  const body = `${header}.${base64url(JSON.stringify(claims))}`;
  return `${body}.${hs256(body, secret)}`;
};
