'use strict';

// What is left of an erased account (server/src/privacy/erasure.ts): its former numeric id, the
// pseudonym that stands for it where records must stay, when it was erased, and the stored files
// still to be deleted from the upload provider after the erasure's commit (their provider
// references: no name, no address). A second erasure of the same id answers from here and deletes
// the files left over.

const TABLE = 'privacy_erasures';

module.exports = {
  TABLE,

  async up(knex) {
    if (await knex.schema.hasTable(TABLE)) return;
    await knex.schema.createTable(TABLE, (t) => {
      t.integer('user_id').primary();
      t.string('pseudonym', 64).notNullable();
      t.bigInteger('erased_at').notNullable();
      t.text('pending_files');
    });
  },
};
