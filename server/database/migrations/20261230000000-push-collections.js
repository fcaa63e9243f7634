'use strict';

// The first step of a push delivery job (docs/decisions/0015-push-delivery-jobs.md, issue 24): one
// row per published post's notification record, written with the record in the publish request.
// A worker of any instance claims it like a batch, finds the favoriters the post reaches and writes
// the record's batches (push_batches), so the request neither queries nor copies 100,000 tokens.
// `audience` is what decides who is reached, as it was when the post was published (JSON:
// brandId, hideForRepresentative, hideForPTA). Times are milliseconds since the epoch.

const TABLE = 'push_collections';

module.exports = {
  TABLE,

  async up(knex) {
    if (await knex.schema.hasTable(TABLE)) return;
    await knex.schema.createTable(TABLE, (t) => {
      t.increments('id');
      t.integer('notification_id').notNullable();
      t.text('audience').notNullable();
      // pending: may be claimed from available_at on; sending: claimed until lease_until; done.
      t.string('status', 16).notNullable().defaultTo('pending');
      t.integer('attempts').notNullable().defaultTo(0);
      t.bigInteger('available_at').notNullable();
      t.bigInteger('lease_until');
      t.string('claim', 64);
      t.bigInteger('created_at').notNullable();
      t.index(['status', 'available_at'], 'push_collections_status_available_idx');
      t.index(['notification_id', 'status'], 'push_collections_notification_idx');
    });
  },
};
