'use strict';

// The live events' reads (issue 25, docs/decisions/0018-realtime-across-instances.md): a stream's
// replay asks for one recipient's events after an id, the instance's read for its streams' users
// after its position, the prune for rows past their retention. Without these, each of them scans
// the table, and the table holds every event of the last 24 hours.
//   realtime_events (recipient, id)   replay and live reads, per recipient
//   realtime_events (created_at)      the prune
const { createNowOrAfterSync } = require('./20261121000000-indexes.js');

const INDEXES = [
  { name: 'realtime_events_recipient_id_idx', table: 'realtime_events', columns: ['recipient', 'id'] },
  { name: 'realtime_events_created_at_idx', table: 'realtime_events', columns: ['created_at'] },
];

module.exports = {
  INDEXES,
  up: (knex) => createNowOrAfterSync(knex, INDEXES),
};
