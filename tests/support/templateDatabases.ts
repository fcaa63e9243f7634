import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { announceTestTemplates, copySqlite, postgresAdminUrl, startStrapi, type TestTemplates } from './strapiServer';

// The demo data is seeded once per run: a server boots on an empty database, seeds it and stops, and
// every test server of the run starts on a copy (a copied SQLite file; on PostgreSQL CREATE DATABASE
// … TEMPLATE). A copy boots in about 2 s where seeding takes about 15 s, and each test file gets its
// own server on its own copy: no file sees what another changed.
//
// Both projects' global setups run in the one main process and may ask at the same time: each
// template is made once (kept on globalThis, which the projects' module graphs share) and removed
// when the last setup that asked for it is torn down.

type Made = { templates: Promise<TestTemplates>; users: number; remove: () => Promise<void> };
const store = globalThis as { markenportalTemplates?: Partial<Record<keyof TestTemplates, Made>> };
const made = (store.markenportalTemplates ??= {});

const seedSqlite = (): Made => {
  const dir = mkdtempSync(path.join(tmpdir(), 'markenportal-template-'));
  const templates = (async () => {
    const server = await startStrapi({}, { fresh: true });
    await server.down();
    copySqlite(server.dbFile, path.join(dir, 'template.db'));
    await server.stop();
    return { sqlite: path.join(dir, 'template.db') };
  })();
  return { templates, users: 0, remove: async () => rmSync(dir, { recursive: true, force: true }) };
};

const seedPostgres = (): Made => {
  let drop = async () => {};
  const templates = (async () => {
    const server = await startStrapi({}, { database: 'postgres', fresh: true });
    await server.down();
    drop = () => server.stop();
    return { postgres: { adminUrl: postgresAdminUrl()!, name: new URL(server.databaseUrl!).pathname.slice(1) } };
  })();
  return { templates, users: 0, remove: () => drop() };
};

/**
 * The run's templates (SQLite, and PostgreSQL when the machine has a server for the tests), made on
 * first use and announced to the workers; returns the teardown.
 */
export const prepareTemplates = async ({ postgres }: { postgres: boolean }) => {
  // With TEST_DATABASE_URL every test server runs on PostgreSQL (strapiServer.ts): no SQLite template.
  const kinds: (keyof TestTemplates)[] = process.env.TEST_DATABASE_URL ? ['postgres'] : postgres && postgresAdminUrl() ? ['sqlite', 'postgres'] : ['sqlite'];
  const used = kinds.map((kind) => {
    const entry = (made[kind] ??= kind === 'sqlite' ? seedSqlite() : seedPostgres());
    entry.users++;
    return entry;
  });
  for (const templates of await Promise.all(used.map((entry) => entry.templates))) announceTestTemplates(templates);
  return async () => {
    for (const kind of kinds) {
      const entry = made[kind]!;
      if (--entry.users > 0) continue;
      delete made[kind];
      await entry.remove();
    }
  };
};
