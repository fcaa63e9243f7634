// Backups of the product's data (README, "Backups"): the database and the uploads on disk.
// SQLite through its online backup API (safe while the server writes), PostgreSQL through
// pg_dump/pg_restore in their custom format. A backup is a folder: database, uploads/, manifest.json.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverDir = path.join(root, 'server');

/** Where the server keeps its data, read as server/config/database.ts and the upload plugin read it. */
export const dataLocation = (env = process.env) => ({
  databaseUrl: env.DATABASE_URL || null,
  sqliteFile: path.resolve(serverDir, env.DATABASE_FILENAME || '.tmp/data.db'),
  uploadsDir: path.resolve(serverDir, env.UPLOADS_DIR || 'public/uploads'),
});

const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.error) throw new Error(`${command}: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${command} endete mit ${result.status}.`);
};

const copyUploads = (from, to) => {
  if (!existsSync(from)) return false;
  cpSync(from, to, { recursive: true, filter: (source) => path.basename(source) !== '.gitkeep' });
  return true;
};

/** Writes a backup of the data at `location` into the new folder `out`. */
export const backup = async (out, location = dataLocation()) => {
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
  const uploads = copyUploads(location.uploadsDir, path.join(out, 'uploads'));
  writeFileSync(path.join(out, 'manifest.json'), `${JSON.stringify({ createdAt: new Date().toISOString(), database, uploads }, null, 2)}\n`);
  return { database, uploads };
};

/**
 * Puts a backup in place at `location`: the server must be stopped (SQLite) or point at a database
 * that may be overwritten (PostgreSQL: its objects are replaced).
 */
export const restore = (from, location = dataLocation()) => {
  const manifest = JSON.parse(readFileSync(path.join(from, 'manifest.json'), 'utf8'));
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
  if (manifest.uploads) copyUploads(path.join(from, 'uploads'), location.uploadsDir);
  return manifest;
};
