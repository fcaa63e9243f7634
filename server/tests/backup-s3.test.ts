import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../tests/support/strapiServer';
import { withoutFileServer } from '../../tests/support/fileServer';
import type { DataLocation, Manifest } from '../../scripts/lib/backup.mjs';

// Issue 36, item 3: with uploads in an S3 bucket (decision 0025), a backup holds the bucket's
// objects, paged through, and says so in its manifest; a restore into an empty bucket brings every
// object back, bytes and type. A local S3-compatible server (s3rver) started here; no Strapi is
// needed: the backup reads the database file and the bucket.
withoutFileServer();

const LIB = path.resolve(__dirname, '../../scripts/lib/backup.mjs');

/**
 * Calls the backup library in a Node process of its own, as npm run backup does: inside the test
 * runner the AWS SDK's ES build is picked (its "module" export), which Node cannot load.
 */
const inNode = async <T>(name: 'backup' | 'restore' | 'dataLocation' | 'describeUploads', ...args: unknown[]): Promise<T> => {
  const code = `import * as lib from ${JSON.stringify(LIB)};
    const [name, args] = JSON.parse(process.argv[1]);
    process.stdout.write(JSON.stringify((await lib[name](...args)) ?? null));`;
  // Not spawnSync: the bucket (s3rver) answers from this process.
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', code, JSON.stringify([name, args])], { encoding: 'utf8' });
  return JSON.parse(stdout) as T;
};

/** An object of the bucket through s3rver's REST API (it takes unsigned requests). */
const objectUrl = (endpoint: string, bucket: string, key = '') => `${endpoint}/${bucket}/${key}`;

const LIVE = 'markenportal-uploads';
const EMPTY = 'markenportal-restored';
const ROOT_PATH = 'portal';
/** Five uploads below the root path (three listing pages of two), one object of someone else beside it. */
const OBJECTS = [1, 2, 3, 4, 5].map((n) => ({ key: `${ROOT_PATH}/logo_${n}.gif`, body: `GIF-Bytes ${n}`, type: 'image/gif' }));
const FOREIGN = { key: 'other/notes.txt', body: 'not ours', type: 'text/plain' };

describe('a backup with uploads in an S3 bucket', () => {
  let s3: S3rver;
  let work: string;
  let endpoint: string;
  const envOf = (bucket: string, dbFile: string) => ({
    DATABASE_FILENAME: dbFile,
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'eu-central-1',
    // s3rver's fixed keys.
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    S3_ROOT_PATH: ROOT_PATH,
  });
  /** The server's data, with an uploads folder on disk of the test's own (empty: every upload is in the bucket). */
  const locationOf = async (bucket: string, dbFile: string) => ({
    ...(await inNode<DataLocation>('dataLocation', envOf(bucket, dbFile))),
    uploadsDir: path.join(work, `disk-${bucket}`),
  });

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'markenportal-backup-s3-'));
    const port = await freePort();
    endpoint = `http://127.0.0.1:${port}`;
    s3 = new S3rver({ address: '127.0.0.1', port, directory: path.join(work, 's3'), silent: true, configureBuckets: [{ name: LIVE }, { name: EMPTY }] });
    await s3.run();
    for (const object of [...OBJECTS, FOREIGN]) {
      const put = await fetch(objectUrl(endpoint, LIVE, object.key), { method: 'PUT', headers: { 'Content-Type': object.type }, body: object.body });
      expect(put.status).toBe(200);
    }
  });

  afterAll(async () => {
    await s3?.close();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('holds the objects below the root path, and a restore into an empty bucket brings them back', async () => {
    const liveDb = path.join(work, 'live.db');
    const db = new Database(liveDb);
    db.prepare('CREATE TABLE posts (title TEXT)').run();
    db.close();
    mkdirSync(path.join(work, `disk-${LIVE}`));

    const folder = path.join(work, 'backup');
    const manifest = await inNode<Manifest>('backup', folder, await locationOf(LIVE, liveDb), { pageSize: 2 });
    expect(manifest.uploads).toEqual({ disk: null, bucket: { bucket: LIVE, prefix: `${ROOT_PATH}/`, objects: 5, bytes: expect.any(Number) } });
    expect(JSON.parse(readFileSync(path.join(folder, 'manifest.json'), 'utf8')).uploads.bucket.objects).toBe(5);
    expect(await inNode('describeUploads', manifest)).toBe(`5 Objekt(e) aus dem Bucket ${LIVE}`);

    expect(await (await fetch(objectUrl(endpoint, EMPTY))).text()).not.toContain('<Key>');
    await inNode('restore', folder, await locationOf(EMPTY, path.join(work, 'restored.db')));
    const listing = await (await fetch(`${objectUrl(endpoint, EMPTY)}?list-type=2`)).text();
    expect([...listing.matchAll(/<Key>([^<]+)<\/Key>/g)].map((match) => match[1]).sort()).toEqual(OBJECTS.map((object) => object.key).sort());
    for (const object of OBJECTS) {
      const read = await fetch(objectUrl(endpoint, EMPTY, object.key));
      expect(await read.text()).toBe(object.body);
      expect(read.headers.get('content-type')).toBe(object.type);
    }
  });

  it('says plainly when there are no uploads at all', async () => {
    const dbFile = path.join(work, 'plain.db');
    new Database(dbFile).close();
    const location = { ...(await inNode<DataLocation>('dataLocation', { DATABASE_FILENAME: dbFile })), uploadsDir: path.join(work, 'none') };
    const manifest = await inNode<Manifest>('backup', path.join(work, 'plain-backup'), location);
    expect(manifest.uploads).toEqual({ disk: null, bucket: null });
    expect(await inNode('describeUploads', manifest)).toBe('ohne Uploads');
  });
});
