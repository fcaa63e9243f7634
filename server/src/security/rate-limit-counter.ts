import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { windowAt, type Limit } from '../access/rate-limits';

// The counters of the rate limits, in the database so that every instance counts the same requests
// (fixed windows; table made by database/migrations/20261210000000-rate-limits.js).

const TABLE = 'rate_limits';
/** Pruning: at most this many ended windows per statement, and this many statements per round. */
const PRUNE_BATCH = 2000;
const PRUNE_ROUNDS = 25;

export interface Bucket {
  /** The action's name: kept readable in the row. */
  action: string;
  /** Whom it counts (`user:12`, an address, an IP): hashed, so no address is stored. */
  subject: string;
  limit: Limit;
}

const bucketKey = ({ action, subject }: Bucket) => `${action}:${createHash('sha256').update(subject).digest('base64url').slice(0, 43)}`;

type Row = { bucket: string; hits: number | string };

/**
 * Counts one request in each bucket, in one statement (an atomic upsert on SQLite ≥ 3.35 and
 * PostgreSQL), and answers the seconds until the latest of the full windows ends, or 0 if every
 * bucket is within its limit.
 */
export const countRequest = async (strapi: Core.Strapi, buckets: Bucket[], now = Date.now()): Promise<number> => {
  if (!buckets.length) return 0;
  const windows = buckets.map((bucket) => ({ bucket, key: bucketKey(bucket), window: windowAt(bucket.limit, now) }));
  const values = windows.map(() => '(?, ?, 1, ?)').join(', ');
  const bindings = windows.flatMap(({ key, window }) => [key, window.start, window.end]);
  const result = await strapi.db.connection.raw(
    `INSERT INTO ${TABLE} (bucket, window_start, hits, expires_at) VALUES ${values}
     ON CONFLICT (bucket, window_start) DO UPDATE SET hits = ${TABLE}.hits + 1
     RETURNING bucket, hits`,
    bindings,
  );
  // better-sqlite3 answers the rows, pg an object that holds them.
  const rows: Row[] = Array.isArray(result) ? result : (result as { rows: Row[] }).rows;
  const hits = new Map(rows.map((row) => [row.bucket, Number(row.hits)]));
  let retryAfter = 0;
  for (const { bucket, key, window } of windows) {
    if ((hits.get(key) ?? 0) > bucket.limit.max) retryAfter = Math.max(retryAfter, window.retryAfterSeconds);
  }
  return retryAfter;
};

/**
 * Deletes the rows of ended windows, a bounded number per round. Answers how many. Reads first and
 * writes only when there is something to delete: on SQLite every write locks the whole file.
 */
export const pruneEndedWindows = async (strapi: Core.Strapi, now = Date.now()) => {
  let deleted = 0;
  for (let round = 0; round < PRUNE_ROUNDS; round += 1) {
    const ended = (await strapi.db.connection(TABLE).select('id').where('expires_at', '<=', now).limit(PRUNE_BATCH)) as { id: number }[];
    if (!ended.length) break;
    deleted += await strapi.db
      .connection(TABLE)
      .whereIn(
        'id',
        ended.map((row) => row.id),
      )
      .delete();
    if (ended.length < PRUNE_BATCH) break;
  }
  return deleted;
};

let pruning: NodeJS.Timeout | null = null;
let running: Promise<unknown> = Promise.resolve();

/** Every instance prunes (once a minute by default); several doing so only find less to delete. */
export const startRateLimitPruning = (strapi: Core.Strapi) => {
  if (pruning) return;
  pruning = setInterval(
    () => {
      running = pruneEndedWindows(strapi).catch((error: unknown) => strapi.log.warn(`[rate-limits] pruning failed: ${String(error)}`));
    },
    1000 * Math.max(1, strapi.config.get<number>('rate-limits.pruneSeconds', 60)),
  );
  pruning.unref();
};

export const stopRateLimitPruning = async () => {
  if (pruning) clearInterval(pruning);
  pruning = null;
  await running;
};
