// Types of bulkFavoriters.mjs (favoriters written straight into a test server's database).

/** The test server's database: its SQLite file, or the PostgreSQL database when it has one. */
export type TestDatabase = { dbFile: string; databaseUrl?: string | null };

export declare const addFavoriters: (
  options: TestDatabase & { brandName: string; count: number; tokenOf: (i: number) => string | null; prefix?: string },
) => Promise<number[]>;

/** Push token (null when cleared) by user id. */
export declare const tokensOfUsers: (options: TestDatabase & { ids: number[] }) => Promise<Map<number, string | null>>;

/** A post's notification records as stored: their `tokens` columns, their batches' tokens, their collections' status. */
export declare const notificationStorage: (
  options: TestDatabase & { postId: string },
) => Promise<{ tokenColumns: (string[] | null)[]; batchTokens: string[]; collections: string[] }>;
