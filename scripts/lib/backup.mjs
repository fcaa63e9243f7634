// Backups of the product's data (docs/operations.md, "Back up and restore"): the database, the
// uploads on disk and, with S3_BUCKET, the bucket's objects. SQLite through its online backup API
// (safe while the server writes), PostgreSQL through pg_dump/pg_restore in their custom format.
// A backup is a folder: the database, uploads/ (disk), uploads-s3/ (bucket), manifest.json, which
// says exactly what is inside. A restore holds all outgoing work until an operator releases it
// (outgoing-hold.mjs).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { backupBucket, backupDisk, bucketLocation, restoreBucket, restoreDisk } from './backup-uploads.mjs';
import { holdOutgoing } from './outgoing-hold.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverDir = path.join(root, 'server');

/**
 * Where the server keeps its data, read as server/config/database.ts reads the database; the upload
 * plugin writes files on disk to `<server>/public/uploads` (Strapi's public folder; no setting moves it).
 */
export const dataLocation = (env = process.env) => ({
  databaseUrl: env.DATABASE_URL || null,
  sqliteFile: path.resolve(serverDir, env.DATABASE_FILENAME || '.tmp/data.db'),
  uploadsDir: path.join(serverDir, 'public/uploads'),
  bucket: bucketLocation(env),
  appUrl: env.APP_URL?.trim() || null,
});

const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.error) throw new Error(`${command}: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${command} endete mit ${result.status}.`);
};

const envLimit = (value, fallback) => (Number.isInteger(Number(value)) && Number(value) > 0 ? Number(value) : fallback);

/** Writes a backup of the data at `location` into the new folder `out`; answers its manifest. */
export const backup = async (out, location = dataLocation(), { pageSize, maxObjects = envLimit(process.env.BACKUP_S3_MAX_OBJECTS, 100_000) } = {}) => {
  if (existsSync(out)) throw new Error(`${out} gibt es schon: ein Backup kommt in einen neuen Ordner.`);
  mkdirSync(out, { recursive: true });
  let database;
  if (location.databaseUrl) {
    run('pg_dump', ['--format=custom', '--no-owner', `--file=${path.join(out, 'database.pgdump')}`, location.databaseUrl]);
    database = 'postgres';
  } else {
    if (!existsSync(location.sqliteFile)) throw new Error(`Keine Datenbank unter ${location.sqliteFile}.`);
    const db = new Database(location.sqliteFile, { readonly: true, fileMustExist: true });
    try {
      await db.backup(path.join(out, 'database.sqlite'));
    } finally {
      db.close();
    }
    database = 'sqlite';
  }
  // Both, when both have files: uploads stored on disk before S3_BUCKET was set stay there (decision 0025).
  const disk = backupDisk(location.uploadsDir, path.join(out, 'uploads'));
  const bucket = location.bucket ? await backupBucket(location.bucket, path.join(out, 'uploads-s3'), { pageSize, maxObjects }) : null;
  const manifest = { createdAt: new Date().toISOString(), database, appUrl: location.appUrl, uploads: { disk, bucket } };
  writeFileSync(path.join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
};

/** The uploads of a manifest in one German phrase, for the scripts' output. */
export const describeUploads = ({ uploads }) => {
  const parts = [];
  if (uploads?.disk) parts.push(`${uploads.disk.files} Upload-Datei(en) vom Datenträger`);
  if (uploads?.bucket) parts.push(`${uploads.bucket.objects} Objekt(e) aus dem Bucket ${uploads.bucket.bucket}`);
  return parts.length ? parts.join(', ') : 'ohne Uploads';
};

/**
 * Puts a backup in place at `location`: the server must be stopped (SQLite) or point at a database
 * that may be overwritten (PostgreSQL: its objects are replaced). The restored database holds all
 * outgoing work until `npm run restore:release`. Answers the manifest and the hold's id.
 */
export const restore = async (from, location = dataLocation()) => {
  const manifest = JSON.parse(readFileSync(path.join(from, 'manifest.json'), 'utf8'));
  const bucket = manifest.uploads?.bucket;
  // Checked before anything is replaced.
  if (bucket && !location.bucket) throw new Error(`Das Backup enthält Uploads aus dem Bucket ${bucket.bucket}: S3_BUCKET fehlt.`);
  if (manifest.database === 'postgres') {
    if (!location.databaseUrl) throw new Error('Das Backup ist eines von PostgreSQL: DATABASE_URL fehlt.');
    run('pg_restore', ['--clean', '--if-exists', '--no-owner', `--dbname=${location.databaseUrl}`, path.join(from, 'database.pgdump')]);
  } else {
    if (location.databaseUrl) throw new Error('Das Backup ist eines von SQLite: DATABASE_URL ist gesetzt.');
    mkdirSync(path.dirname(location.sqliteFile), { recursive: true });
    // A write-ahead log left beside the old file would be read into the restored one.
    for (const suffix of ['-wal', '-shm']) rmSync(`${location.sqliteFile}${suffix}`, { force: true });
    cpSync(path.join(from, 'database.sqlite'), location.sqliteFile);
  }
  const restoreId = new Date().toISOString();
  await holdOutgoing(location, { restoreId, backupCreatedAt: manifest.createdAt, fromAppUrl: manifest.appUrl ?? null });
  // Backups of earlier releases say `"uploads": true` for a folder uploads/.
  if (manifest.uploads?.disk || manifest.uploads === true) restoreDisk(path.join(from, 'uploads'), location.uploadsDir);
  if (bucket) await restoreBucket(location.bucket, path.join(from, 'uploads-s3'));
  return { manifest, restoreId };
};
