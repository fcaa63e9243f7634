/** Where the database is: a PostgreSQL URL or a SQLite file (scripts/lib/backup.mjs's data location). */
export type HoldLocation = { databaseUrl?: string | null; sqliteFile?: string };

export declare const holdOutgoing: (
  location: HoldLocation,
  hold: { restoreId: string; backupCreatedAt?: string | null; fromAppUrl?: string | null },
  now?: number,
) => Promise<void>;
