import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { MAX_COUNT, normalisedAddress, windowAt, type Limit, type RateLimitAction, type RateLimits } from '../access/rate-limits';

// The counters of the rate limits, in the database so that every instance counts the same requests
// (fixed windows; table made by database/migrations/20261210000000-rate-limits.js).

const TABLE = 'rate_limits';

export interface Bucket {
  /** The action's name: kept readable in the row. */
  action: string;
  /** Whom it counts (`user:12`, an address, an IP): hashed, so no address is stored. */
  subject: string;
  limit: Limit;
  /** What this request adds (access/rate-limits.ts, requestWeight): 1 unless said. */
  weight?: number;
}

export const bucketKey = ({ action, subject }: Pick<Bucket, 'action' | 'subject'>) =>
  `${action}:${createHash('sha256').update(subject).digest('base64url').slice(0, 43)}`;

type Row = { bucket: string; hits: number | string };

/**
 * Counts one request in each bucket by its weight, in one statement (an atomic upsert on SQLite ≥
 * 3.35 and PostgreSQL), and answers the seconds until the latest of the full windows ends, or 0 if
 * every bucket is within its limit. A count past MAX_COUNT grows no more (weights are at most
 * MAX_COUNT + 1): it stays within the column's 32-bit integers, and over every limit.
 */
export const countRequest = async (strapi: Core.Strapi, buckets: Bucket[], now = Date.now()): Promise<number> => {
  if (!buckets.length) return 0;
  const windows = buckets.map((bucket) => ({ bucket, key: bucketKey(bucket), window: windowAt(bucket.limit, now) }));
  const values = windows.map(() => '(?, ?, ?, ?)').join(', ');
  const bindings = windows.flatMap(({ bucket, key, window }) => [key, window.start, Math.min(Math.max(0, bucket.weight ?? 1), MAX_COUNT + 1), window.end]);
  const result = await strapi.db.connection.raw(
    `INSERT INTO ${TABLE} (bucket, window_start, hits, expires_at) VALUES ${values}
     ON CONFLICT (bucket, window_start) DO UPDATE
       SET hits = CASE WHEN ${TABLE}.hits > ${MAX_COUNT} THEN ${TABLE}.hits ELSE ${TABLE}.hits + excluded.hits END
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

/** The limit of `action` in force, or null when it is off (or RATE_LIMITS=false). */
export const limitInForce = (strapi: Core.Strapi, action: RateLimitAction) =>
  strapi.config.get<RateLimits | null>('rate-limits.limits', null)?.[action] ?? null;

/**
 * Counts one request of `action` for the address `address` and answers whether it is within the
 * limit, without refusing anything: where a limit only stops mails (mail/account-mails.ts).
 */
export const addressWithinLimit = async (strapi: Core.Strapi, action: RateLimitAction, address: string) => {
  const limit = limitInForce(strapi, action);
  return !limit || (await countRequest(strapi, [{ action, subject: `address:${normalisedAddress(address)}`, limit }])) === 0;
};
