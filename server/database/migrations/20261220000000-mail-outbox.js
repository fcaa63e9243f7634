'use strict';

// The mail outbox (docs/decisions/0024-mail-outbox.md): one row per mail and recipient, written in
// the transaction of what caused it and sent by the mail worker of any instance. A plain table like
// push_batches: the worker's bookkeeping, not content; only operators read it (GET /api/mails).
// Times are milliseconds since the epoch (bigint), compared in SQL the same way on SQLite and PostgreSQL.

const TABLE = 'mail_outbox';

module.exports = {
  TABLE,

  async up(knex) {
    if (await knex.schema.hasTable(TABLE)) return;
    await knex.schema.createTable(TABLE, (t) => {
      t.increments('id');
      // invitation, password-reset, email-confirmation, other (any other caller of the email plugin).
      t.string('kind', 32).notNullable();
      t.string('recipient', 320).notNullable();
      // The whole mail as it is sent: subject, text, html (and from/replyTo when a caller set them).
      t.text('message').notNullable();
      // pending: may be claimed from available_at on; sending: claimed until lease_until; sent; failed.
      t.string('status', 16).notNullable().defaultTo('pending');
      t.integer('attempts').notNullable().defaultTo(0);
      t.text('last_error');
      t.bigInteger('available_at').notNullable();
      t.bigInteger('lease_until');
      t.string('claim', 64);
      t.bigInteger('created_at').notNullable();
      t.bigInteger('finished_at');
      t.index(['status', 'available_at'], 'mail_outbox_status_available_idx');
    });
  },
};
