'use strict';

// The push delivery queue (docs/decisions/0015-push-delivery-jobs.md): one row per batch of at most
// 500 tokens of a notification record. A plain table, not a content type: it is the worker's
// bookkeeping (claims, leases, per-token results), never content, and no route exposes it. Strapi
// leaves tables it did not create alone. Created before Strapi syncs its own tables; it refers to
// the notification by id without a foreign key, so it does not depend on their order.
// Times are milliseconds since the epoch (bigint), compared in SQL the same way on SQLite and PostgreSQL.

const TABLE = 'push_batches';

module.exports = {
  TABLE,

  async up(knex) {
    if (await knex.schema.hasTable(TABLE)) return;
    await knex.schema.createTable(TABLE, (t) => {
      t.increments('id');
      t.integer('notification_id').notNullable();
      // The tokens of this batch (JSON array) and the final result of each one that is done
      // (JSON object token → 'sent' | 'failed' | 'removed'), written before the batch is released.
      t.text('tokens').notNullable();
      t.text('results').notNullable().defaultTo('{}');
      // pending: may be claimed from available_at on; sending: claimed until lease_until; done.
      t.string('status', 16).notNullable().defaultTo('pending');
      t.integer('attempts').notNullable().defaultTo(0);
      t.bigInteger('available_at').notNullable();
      t.bigInteger('lease_until');
      t.string('claim', 64);
      t.bigInteger('created_at').notNullable();
      t.index(['status', 'available_at'], 'push_batches_status_available_idx');
      t.index(['notification_id', 'status'], 'push_batches_notification_idx');
    });
  },
};
