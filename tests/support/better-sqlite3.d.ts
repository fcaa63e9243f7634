// The part of better-sqlite3 the tests use to read and write a test server's SQLite file
// directly. The package has no types of its own and @types/better-sqlite3 is not installed.
declare module 'better-sqlite3' {
  namespace Database {
    interface Statement {
      /** Whether the statement returns rows (a SELECT). */
      readonly reader: boolean;
      all(...values: unknown[]): unknown[];
      run(...values: unknown[]): { changes: number; lastInsertRowid: number | bigint };
    }
  }
  class Database {
    constructor(filename: string, options?: { timeout?: number; readonly?: boolean });
    prepare(sql: string): Database.Statement;
    close(): void;
  }
  export = Database;
}
