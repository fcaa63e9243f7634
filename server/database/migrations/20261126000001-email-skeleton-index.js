'use strict';

// The look-alike check of e-mail addresses (server/src/guards/email-addresses.ts) asks for an
// account by the skeleton of an address on every registration, invitation and address change.
//   up_users (email_skeleton)
const { createNowOrAfterSync } = require('./20261121000000-indexes.js');

const INDEXES = [{ name: 'up_users_email_skeleton_idx', table: 'up_users', columns: ['email_skeleton'] }];

module.exports = {
  INDEXES,
  up: (knex) => createNowOrAfterSync(knex, INDEXES),
};
