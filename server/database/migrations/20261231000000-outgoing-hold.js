'use strict';

// The hold on outgoing work after a restore (docs/operations.md, "Back up and restore"): while a
// row is here, no instance sends mails, FCM or Web Push, nor runs a scheduled publication
// (server/src/jobs/hold.ts). `npm run restore` writes the row, `npm run restore:release` deletes
// it. `from_app_url` is the APP_URL the backed-up server rendered its mails with. The restore
// script creates the same table itself when it restores a database of an older release.

const TABLE = 'outgoing_hold';

module.exports = {
  TABLE,

  async up(knex) {
    if (await knex.schema.hasTable(TABLE)) return;
    await knex.schema.createTable(TABLE, (t) => {
      t.increments('id');
      t.string('restore_id', 64).notNullable();
      t.string('backup_created_at', 40);
      t.string('from_app_url', 500);
      t.bigInteger('held_since').notNullable();
    });
  },
};
