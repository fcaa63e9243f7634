import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';

// Rows that have served their purpose are deleted on every instance, once a minute by default
// (`rate-limits.pruneSeconds`): the ended windows of the rate limits and old mails of the outbox.
// Several instances doing so only find less to delete. Each task deletes a bounded number per round.

const BATCH = 2000;
const ROUNDS = 25;

/**
 * Deletes the rows that `where` selects, at most BATCH × ROUNDS per call; answers how many. Reads
 * first and writes only when there is something to delete: on SQLite every write locks the whole file.
 */
export const deleteInBatches = async (strapi: Core.Strapi, table: string, where: (query: Knex.QueryBuilder) => Knex.QueryBuilder) => {
  let deleted = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    const ids = ((await where(strapi.db.connection(table).select('id')).limit(BATCH)) as { id: number }[]).map((row) => row.id);
    if (!ids.length) break;
    deleted += await strapi.db.connection(table).whereIn('id', ids).delete();
    if (ids.length < BATCH) break;
  }
  return deleted;
};

type Task = { name: string; run: (strapi: Core.Strapi) => Promise<unknown> };

let timer: NodeJS.Timeout | null = null;
let running: Promise<unknown> = Promise.resolve();

export const startHousekeeping = (strapi: Core.Strapi, tasks: Task[]) => {
  if (timer) return;
  const round = async () => {
    for (const task of tasks) await task.run(strapi).catch((error: unknown) => strapi.log.warn(`[housekeeping] ${task.name}: ${String(error)}`));
  };
  timer = setInterval(() => (running = round()), 1000 * Math.max(1, strapi.config.get<number>('rate-limits.pruneSeconds', 60)));
  timer.unref();
};

export const stopHousekeeping = async () => {
  if (timer) clearInterval(timer);
  timer = null;
  await running;
};
