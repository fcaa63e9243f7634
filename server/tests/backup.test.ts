import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiClient, DEMO_ACCOUNTS } from '../../tests/support/api';
import { withoutFileServer } from '../../tests/support/fileServer';
import { postgresAdminUrl, startStrapi, type TestStrapi } from '../../tests/support/strapiServer';
import { createPostgresDatabase } from '../../scripts/lib/postgres.mjs';
import { backup, dataLocation, restore } from '../../scripts/lib/backup.mjs';

// npm run backup / npm run restore (scripts/lib/backup.mjs, here called as the scripts call it, with
// an uploads folder of the test's own): a backup made while the server writes, restored into a
// fresh database and a fresh uploads folder, holds what was there.

withoutFileServer();

const servers: TestStrapi[] = [];
const drops: (() => Promise<void>)[] = [];
/** The backups' folders: a run left each behind in the system's temporary folder. */
const works: string[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await Promise.all(drops.map((drop) => drop()));
  works.forEach((work) => rmSync(work, { recursive: true, force: true }));
});

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
    works.push(work);
    const uploads = path.join(work, 'uploads');
    mkdirSync(uploads);
    writeFileSync(path.join(uploads, 'logo.png'), 'Logo-Bytes');
    const folder = path.join(work, 'backup');
    const location: Record<string, string> = source.databaseUrl ? { DATABASE_URL: source.databaseUrl } : { DATABASE_URL: '', DATABASE_FILENAME: source.dbFile };
    expect((await backup(folder, { ...dataLocation(location), uploadsDir: uploads })).uploads.disk).toEqual({ files: 1, bytes: 10 });
    // Written after the backup: not in it.
    await api('/posts', { token: admin, method: 'POST', body: { data: { title: 'Nach dem Backup', type: 'news', brand } } });

    const restoredUploads = path.join(work, 'restored-uploads');
    let target: { dbFile: string; databaseUrl: string | null };
    if (source.databaseUrl) {
      const fresh = await createPostgresDatabase(postgresAdminUrl()!, 'markenportal_test');
      drops.push(fresh.drop);
      target = { dbFile: '', databaseUrl: fresh.url };
      await restore(folder, { ...dataLocation({ DATABASE_URL: fresh.url }), uploadsDir: restoredUploads });
    } else {
      target = { dbFile: path.join(work, 'restored.db'), databaseUrl: null };
      await restore(folder, { ...dataLocation({ DATABASE_FILENAME: target.dbFile }), uploadsDir: restoredUploads });
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
