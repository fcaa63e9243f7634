'use strict';

// A chat message's client-made id (issue 23: messages written offline are sent when the network
// returns, and a retry after a lost answer must not store them twice). One row per sender and client
// id; the primary key makes the database refuse the second, whichever instance the retry reaches.
// Written in the transaction that stores the message (server/src/api/chat/services/chat.ts).

const TABLE = 'message_client_ids';

module.exports = {
  TABLE,

  async up(knex) {
    if (await knex.schema.hasTable(TABLE)) return;
    await knex.schema.createTable(TABLE, (t) => {
      t.integer('sender_id').notNullable();
      t.string('client_id', 64).notNullable();
      t.integer('message_id').notNullable();
      t.primary(['sender_id', 'client_id']);
    });
  },
};
