'use strict';

// The rate limits' counters (docs/security.md, "Rate limits"): one row per bucket (an action and
// whom it counts, hashed) and fixed window, shared by every instance on the database. A plain
// table, as push_batches: bookkeeping that no route exposes and Strapi leaves alone. Rows of
// windows that have ended are pruned (security/rate-limit-counter.ts).
// Times are milliseconds since the epoch (bigint), the same on SQLite and PostgreSQL.

const TABLE = 'rate_limits';

module.exports = {
  TABLE,

  async up(knex) {
    if (await knex.schema.hasTable(TABLE)) return;
    await knex.schema.createTable(TABLE, (t) => {
      t.increments('id');
      t.string('bucket', 96).notNullable();
      t.bigInteger('window_start').notNullable();
      t.integer('hits').notNullable().defaultTo(0);
      t.bigInteger('expires_at').notNullable();
      // The upsert's conflict target: one row per bucket and window.
      t.unique(['bucket', 'window_start'], { indexName: 'rate_limits_bucket_window_uq' });
      t.index(['expires_at'], 'rate_limits_expires_idx');
    });
  },
};
