import Database from 'better-sqlite3';
import knex, { type Knex } from 'knex';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { env } from '@strapi/utils';
import { describe, expect, it } from 'vitest';
import { fileServer } from '../../tests/support/fileServer';
import databaseConfig from '../config/database';

// SQLite as the server opens it (config/database.ts): in write-ahead-log mode, where readers and a
// writer do not block each other, so that two instances on one file (or the push worker beside a
// request) wait for each other less.

const journalMode = (file: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return (db.prepare('PRAGMA journal_mode').all() as { journal_mode: string }[])[0].journal_mode;
  } finally {
    db.close();
  }
};

describe('the SQLite database', () => {
  it('is written in write-ahead-log mode', () => {
    expect(journalMode(fileServer().dbFile)).toBe('wal');
  });
});

// Two processes on one file (two instances, or a backup): a transaction that read before the other
// process wrote could not write any more ("database is locked" at once, whatever the busy timeout),
// and its request was a 503. Each transaction takes the write lock when it begins, so the other
// process waits (or gives up) instead, and the transaction commits.
describe('a transaction on the server’s SQLite connection', () => {
  it('holds the write lock from its start: another process cannot write in between, and the transaction commits', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sqlite-tx-'));
    const file = path.join(dir, 'data.db');
    // The server's settings (pool, busy timeout, journal), on a file of the test's.
    const settings = databaseConfig({ env } as unknown as Parameters<typeof databaseConfig>[0]).connection as Knex.Config;
    const db = knex({ ...settings, client: 'better-sqlite3', connection: { filename: file } });
    // As another instance would: waits for no lock (timeout 0), so the test's one thread never blocks.
    const other = new Database(file, { timeout: 0 });
    try {
      await db.raw('CREATE TABLE counters (id INTEGER PRIMARY KEY, name TEXT)');
      let otherWrite = 'written';
      await db.transaction(async (trx) => {
        await trx('counters').select('id');
        try {
          other.prepare("INSERT INTO counters (name) VALUES ('other')").run();
        } catch (error) {
          otherWrite = (error as { code?: string }).code ?? String(error);
        }
        await trx('counters').insert({ name: 'transaction' });
      });
      expect(otherWrite).toBe('SQLITE_BUSY');
      expect((await db('counters').select('name')).map((row) => row.name)).toEqual(['transaction']);
    } finally {
      other.close();
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
