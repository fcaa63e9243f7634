import type { Core } from '@strapi/strapi';
import type { PoolCounts } from './metrics';

/** The part of knex's pool (tarn.js) that the metrics read. */
interface TarnPool {
  max: number;
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
  numPendingCreates(): number;
}

/** The counts of the instance's connection pool (GET /metrics); null before knex made one or after it was destroyed. */
export const databasePoolCounts = (strapi: Core.Strapi): PoolCounts | null => {
  const pool = (strapi.db?.connection?.client as { pool?: TarnPool | null } | undefined)?.pool;
  if (!pool) return null;
  return {
    max: pool.max,
    used: pool.numUsed(),
    free: pool.numFree(),
    pendingAcquires: pool.numPendingAcquires(),
    pendingCreates: pool.numPendingCreates(),
  };
};
