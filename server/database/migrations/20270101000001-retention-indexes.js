'use strict';

// Retention's reads (server/src/retention/policies.ts): each policy asks for its oldest rows past a
// cutoff, by state and the moment the period counts from. Without these, each pass scans its table.
//   mail_outbox (status, finished_at)       sent and failed mails
//   push_collections (status, created_at)   done push collections
//   push_batches (status, created_at)       done push batches
//   web_push_jobs (status, finished_at)     done and failed Web Push jobs
//   messages (updated_at)                   messages of erased accounts (created after the sync on a fresh database)
const { createNowOrAfterSync } = require('./20261121000000-indexes.js');

const INDEXES = [
  { name: 'mail_outbox_status_finished_idx', table: 'mail_outbox', columns: ['status', 'finished_at'] },
  { name: 'push_collections_status_created_idx', table: 'push_collections', columns: ['status', 'created_at'] },
  { name: 'push_batches_status_created_idx', table: 'push_batches', columns: ['status', 'created_at'] },
  { name: 'web_push_jobs_status_finished_idx', table: 'web_push_jobs', columns: ['status', 'finished_at'] },
  { name: 'messages_updated_at_idx', table: 'messages', columns: ['updated_at'] },
];

module.exports = {
  INDEXES,
  up: (knex) => createNowOrAfterSync(knex, INDEXES),
};
