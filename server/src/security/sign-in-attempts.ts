import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { signInDelaySeconds, SIGN_IN_DELAY_DOUBLINGS, type Limit } from '../access/rate-limits';
import { bucketKey } from './rate-limit-counter';

// Failed sign-ins per account, across IPs (docs/security.md, "Rate limits": signInAccount): one row of
// the rate limits' table per account (bucket `signInAccount:<hash>`, window 0), shared by every
// instance. `hits` counts the attempts since the last successful one; `expires_at` is the moment the
// next attempt is allowed plus KEPT_MS, after which retention deletes it (retention/policies.ts, `sign-in-pacing`).

const TABLE = 'rate_limits';
const ACTION = 'signInAccount';
/** How long failures are remembered after the account's delay ended. */
const KEPT_MS = 24 * 3600 * 1000;

type Row = { hits: number | string; expires_at?: number | string };
const rowsOf = (result: unknown): Row[] => (Array.isArray(result) ? result : (result as { rows: Row[] }).rows);

/**
 * Takes an attempt for `subject` (`user:<id>`, or the name signed in with when no account has it),
 * in one statement: allowed when the delay after the earlier failures has passed, and then counted
 * as failed until `clearSignInAttempts` says otherwise, so parallel guesses cannot all pass at once.
 * Answers 0, or the seconds until the next attempt is allowed.
 */
export const takeSignInAttempt = async (strapi: Core.Strapi, subject: string, limit: Limit, now = Date.now()): Promise<number> => {
  const key = bucketKey({ action: ACTION, subject });
  const delayMs = (failures: number) => signInDelaySeconds(failures, limit) * 1000;
  // The delay after this attempt, by the attempts before it: one branch per count until the delay stops growing.
  const last = limit.max + SIGN_IN_DELAY_DOUBLINGS;
  const branches = Array.from({ length: last }, (_, failures) => `WHEN ${failures} THEN ${delayMs(failures + 1)}`).join(' ');
  const result = await strapi.db.connection.raw(
    `INSERT INTO ${TABLE} (bucket, window_start, hits, expires_at) VALUES (?, 0, 1, ?)
     ON CONFLICT (bucket, window_start) DO UPDATE
       SET hits = ${TABLE}.hits + 1, expires_at = CAST(? AS BIGINT) + CASE ${TABLE}.hits ${branches} ELSE ${delayMs(last + 1)} END
       WHERE ${TABLE}.expires_at <= ?
     RETURNING hits`,
    [key, now + delayMs(1) + KEPT_MS, now + KEPT_MS, now + KEPT_MS],
  );
  if (rowsOf(result).length) return 0;
  const [row] = await strapi.db.connection(TABLE).where({ bucket: key, window_start: 0 }).select('hits', 'expires_at');
  return row ? Math.max(1, Math.ceil((Number(row.expires_at) - KEPT_MS - now) / 1000)) : 1;
};

/**
 * A successful sign-in or a new password: the account's failures are forgotten. In the transaction
 * under way, if any (a user's lifecycle): SQLite's one connection is taken by it.
 */
export const clearSignInAttempts = (strapi: Core.Strapi, subject: string) =>
  strapi.db.transaction(({ trx }: { trx: Knex.Transaction }) =>
    trx(TABLE)
      .where({ bucket: bucketKey({ action: ACTION, subject }), window_start: 0 })
      .delete(),
  );

/** Whom the failures of a known account are counted for. */
export const accountSubject = (id: number) => `user:${id}`;
