// The hold on outgoing work after a restore (server/src/jobs/hold.ts; docs/operations.md, "Back up
// and restore"): `npm run restore` writes it into the restored database, `npm run restore:release`
// shows what waits and lifts it. Through knex, as the server reaches the database.
import { createRequire } from 'node:module';
import knexFactory from 'knex';

const require = createRequire(import.meta.url);
// The table as the server's migration makes it: a database of an older release lacks it.
const migration = require('../../server/database/migrations/20261231000000-outgoing-hold.js');
const TABLE = migration.TABLE;

/** The job tables (server/src/jobs/claims.ts): rows a worker claims with a lease. */
const JOB_TABLES = ['mail_outbox', 'push_collections', 'push_batches', 'web_push_jobs', 'retention_runs'];

/** Rows changed per statement: bounded, whatever the outbox holds. */
const PAGE = 200;

const connect = (location) =>
  location.databaseUrl
    ? knexFactory({ client: 'pg', connection: location.databaseUrl, pool: { min: 0, max: 1 } })
    : knexFactory({ client: 'better-sqlite3', connection: { filename: location.sqliteFile }, useNullAsDefault: true, pool: { min: 0, max: 1 } });

const withDatabase = async (location, work) => {
  const knex = connect(location);
  try {
    return await work(knex);
  } finally {
    await knex.destroy();
  }
};

/** Holds all outgoing work of the database at `location` (one hold at a time: a new restore replaces it). */
export const holdOutgoing = (location, { restoreId, backupCreatedAt, fromAppUrl }, now = Date.now()) =>
  withDatabase(location, async (knex) => {
    await migration.up(knex);
    await knex.transaction(async (trx) => {
      await trx(TABLE).del();
      await trx(TABLE).insert({ restore_id: restoreId, backup_created_at: backupCreatedAt ?? null, from_app_url: fromAppUrl ?? null, held_since: now });
      // The leases of the backed-up servers' workers end: none of them runs on this database. A job
      // one of them had claimed when the backup was taken waited out its lease (a mail: 10 minutes)
      // after the release; now it is claimed at once, as after an instance died. One statement per
      // table: only the rows claimed at that moment are `sending`.
      for (const table of JOB_TABLES) if (await trx.schema.hasTable(table)) await trx(table).where('status', 'sending').update({ lease_until: 0 });
    });
  });

const count = async (knex, table, where) => {
  if (!(await knex.schema.hasTable(table))) return 0;
  const [{ n }] = await where(knex(table)).count({ n: '*' });
  return Number(n);
};
const open = (q) => q.whereIn('status', ['pending', 'sending']);

/** The hold in force and what waits behind it; null when nothing is held. */
export const holdStatus = (location) =>
  withDatabase(location, async (knex) => {
    if (!(await knex.schema.hasTable(TABLE))) return null;
    const hold = await knex(TABLE).orderBy('id').first();
    if (!hold) return null;
    return {
      restoreId: hold.restore_id,
      backupCreatedAt: hold.backup_created_at,
      fromAppUrl: hold.from_app_url,
      heldSince: Number(hold.held_since),
      mails: await count(knex, 'mail_outbox', open),
      pushes: (await count(knex, 'push_collections', open)) + (await count(knex, 'push_batches', open)),
      webPushes: await count(knex, 'web_push_jobs', open),
      schedules: await count(knex, 'actions', (q) => q),
    };
  });

/**
 * The mails that waited since before the restore, page by page (by id, so every pass advances):
 * `dropMails` marks them failed (an operator can send one again from the mail outbox), otherwise
 * their links are moved from the backed-up server's APP_URL to `appUrl`.
 */
const settleMails = async (knex, hold, { dropMails, appUrl }) => {
  const from = hold.from_app_url?.replace(/\/+$/, '');
  const to = appUrl?.trim().replace(/\/+$/, '');
  const moveLinks = !dropMails && from && to && from !== to;
  if (!(dropMails || moveLinks) || !(await knex.schema.hasTable('mail_outbox'))) return 0;
  let changed = 0;
  for (let after = 0; ;) {
    const rows = await open(knex('mail_outbox'))
      .where('created_at', '<', hold.held_since)
      .andWhere('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .select('id', 'message');
    if (!rows.length) return changed;
    after = rows[rows.length - 1].id;
    for (const row of rows) {
      const update = dropMails
        ? {
            status: 'failed',
            last_error: `Nicht gesendet: wartete vor der Wiederherstellung ${hold.restore_id}`,
            finished_at: Date.now(),
            claim: null,
            lease_until: null,
          }
        : { message: row.message.split(from).join(to) };
      changed += await open(knex('mail_outbox').where('id', row.id)).update(update);
    }
  }
};

/** Lifts the hold; answers how many mails were dropped or had their links moved. */
export const releaseOutgoing = (location, options) =>
  withDatabase(location, async (knex) => {
    if (!(await knex.schema.hasTable(TABLE))) return null;
    const hold = await knex(TABLE).orderBy('id').first();
    if (!hold) return null;
    const mails = await settleMails(knex, hold, options);
    await knex(TABLE).del();
    return { restoreId: hold.restore_id, mails };
  });
