'use strict';

// Retention's schedule (docs/decisions/0032-retention.md): one row per retention policy,
// claimed by one instance at a time like a job of the job engine (status, attempts, available_at,
// lease_until, claim; server/src/jobs/claims.ts), so each due deletion pass runs once across all
// instances. `last_run_at` and `last_deleted` are what the operators' page „Aufbewahrung“ shows.
// Times are milliseconds since the epoch.

const TABLE = 'retention_runs';

module.exports = {
  TABLE,

  async up(knex) {
    if (await knex.schema.hasTable(TABLE)) return;
    await knex.schema.createTable(TABLE, (t) => {
      t.increments('id');
      t.string('policy', 64).notNullable().unique('retention_runs_policy_uq');
      t.string('status', 16).notNullable().defaultTo('pending');
      t.integer('attempts').notNullable().defaultTo(0);
      t.bigInteger('available_at').notNullable();
      t.bigInteger('lease_until');
      t.string('claim', 64);
      t.bigInteger('last_run_at');
      t.integer('last_deleted');
    });
  },
};
