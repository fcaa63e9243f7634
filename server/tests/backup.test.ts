import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiClient, DEMO_ACCOUNTS } from '../../tests/support/api';
import { withoutFileServer } from '../../tests/support/fileServer';
import { postgresAdminUrl, startStrapi, type TestStrapi } from '../../tests/support/strapiServer';
import { createPostgresDatabase } from '../../scripts/lib/postgres.mjs';

// npm run backup / npm run restore (scripts/lib/backup.mjs): a backup made while the server writes,
// restored into a fresh database and a fresh uploads folder, holds what was there.

withoutFileServer();

const ROOT = path.resolve(__dirname, '../..');
const servers: TestStrapi[] = [];
const drops: (() => Promise<void>)[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await Promise.all(drops.map((drop) => drop()));
});

/** Runs `npm run <script>` as an operator would, with the data's location in the environment. */
const npmScript = (script: 'backup' | 'restore', folder: string, env: Record<string, string>) => {
  const result = spawnSync(process.execPath, [path.join(ROOT, `scripts/${script}.mjs`), folder], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  expect(result.status, result.stderr + result.stdout).toBe(0);
  return result.stdout;
};

type Case = [name: string, database: 'postgres' | undefined];
const DATABASES: Case[] = [['SQLite', undefined], ...(postgresAdminUrl() ? [['PostgreSQL', 'postgres'] as Case] : [])];

// Each database's servers are their own: the two run side by side.
describe.each(DATABASES)('a backup on %s', { concurrent: true }, (_name, database) => {
  it('made while the server runs, restored into a fresh database, holds the posts and the uploads', async () => {
    const source = await startStrapi({}, { database });
    servers.push(source);
    const { api, login } = apiClient(() => source.apiUrl);
    const admin = await login(DEMO_ACCOUNTS.brandadmin);
    const brand = (await api('/brands?filters[name][$eq]=Cardiovia', { token: admin })).body.data[0].documentId;
    const created = await api('/posts', { token: admin, method: 'POST', body: { data: { title: 'Vor dem Backup', type: 'news', brand } } });
    expect(created.status).toBe(201);

    const work = mkdtempSync(path.join(tmpdir(), 'markenportal-backup-'));
    const uploads = path.join(work, 'uploads');
    mkdirSync(uploads);
    writeFileSync(path.join(uploads, 'logo.png'), 'Logo-Bytes');
    const folder = path.join(work, 'backup');
    const location: Record<string, string> = source.databaseUrl ? { DATABASE_URL: source.databaseUrl } : { DATABASE_URL: '', DATABASE_FILENAME: source.dbFile };
    expect(npmScript('backup', folder, { ...location, UPLOADS_DIR: uploads })).toContain('Backup');
    // Written after the backup: not in it.
    await api('/posts', { token: admin, method: 'POST', body: { data: { title: 'Nach dem Backup', type: 'news', brand } } });

    const restoredUploads = path.join(work, 'restored-uploads');
    let target: { dbFile: string; databaseUrl: string | null };
    if (source.databaseUrl) {
      const fresh = await createPostgresDatabase(postgresAdminUrl()!, 'markenportal_test');
      drops.push(fresh.drop);
      target = { dbFile: '', databaseUrl: fresh.url };
      npmScript('restore', folder, { DATABASE_URL: fresh.url, UPLOADS_DIR: restoredUploads });
    } else {
      target = { dbFile: path.join(work, 'restored.db'), databaseUrl: null };
      npmScript('restore', folder, { DATABASE_URL: '', DATABASE_FILENAME: target.dbFile, UPLOADS_DIR: restoredUploads });
    }
    const restored = await startStrapi({}, { joining: target });
    servers.push(restored);
    const onRestored = apiClient(() => restored.apiUrl);
    const token = await onRestored.login(DEMO_ACCOUNTS.brandadmin);
    const titles = async (title: string) =>
      (await onRestored.api(`/posts?status=draft&filters[title][$eq]=${encodeURIComponent(title)}`, { token })).body.data.length as number;
    expect(await titles('Vor dem Backup')).toBe(1);
    expect(await titles('Nach dem Backup')).toBe(0);
    expect(readFileSync(path.join(restoredUploads, 'logo.png'), 'utf8')).toBe('Logo-Bytes');
  }, 180_000);
});
