import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { fileServer } from '../../tests/support/fileServer';

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
