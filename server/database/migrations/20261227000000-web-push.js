'use strict';

// Web Push (docs/decisions/0027-web-push.md): the browsers' subscriptions, the job rows the web-push
// worker of any instance claims (server/src/jobs/claims.ts) and the VAPID key pair generated once
// when the environment gives none. Plain tables like mail_outbox: the worker's bookkeeping, not
// content; no API lists them. Times are milliseconds since the epoch (bigint).

const SUBSCRIPTIONS = 'web_push_subscriptions';
const JOBS = 'web_push_jobs';
const VAPID = 'web_push_vapid';

module.exports = {
  SUBSCRIPTIONS,
  JOBS,
  VAPID,

  async up(knex) {
    if (!(await knex.schema.hasTable(SUBSCRIPTIONS))) {
      await knex.schema.createTable(SUBSCRIPTIONS, (t) => {
        t.increments('id');
        // up_users.id; no foreign key (Strapi rebuilds its own tables): a deleted user's rows are skipped and pruned.
        t.integer('user_id').notNullable();
        t.string('endpoint', 1024).notNullable().unique('web_push_subscriptions_endpoint_unique');
        t.string('p256dh', 128).notNullable();
        t.string('auth', 64).notNullable();
        t.bigInteger('created_at').notNullable();
        t.bigInteger('last_used_at').notNullable();
        t.index(['user_id'], 'web_push_subscriptions_user_idx');
      });
    }
    if (!(await knex.schema.hasTable(JOBS))) {
      await knex.schema.createTable(JOBS, (t) => {
        t.increments('id');
        // chat or post: what the notification is about, and `ref` its documentId (the push's Topic).
        t.string('kind', 16).notNullable();
        t.string('ref', 64).notNullable();
        // The notification as sent ({ title, body, url }); null for a post not yet collected.
        t.text('payload');
        // JSON list of subscription ids to send to; null: collect the post's favoriters (from `cursor` on).
        t.text('targets');
        t.bigInteger('cursor').notNullable().defaultTo(0);
        // pending: may be claimed from available_at on; sending: claimed until lease_until; done; failed.
        t.string('status', 16).notNullable().defaultTo('pending');
        t.integer('attempts').notNullable().defaultTo(0);
        t.text('last_error');
        t.bigInteger('available_at').notNullable();
        t.bigInteger('lease_until');
        t.string('claim', 64);
        t.bigInteger('created_at').notNullable();
        t.bigInteger('finished_at');
        t.index(['status', 'available_at'], 'web_push_jobs_status_available_idx');
      });
    }
    if (!(await knex.schema.hasTable(VAPID))) {
      await knex.schema.createTable(VAPID, (t) => {
        // One row (id 1), inserted once by whichever instance comes first.
        t.integer('id').primary();
        t.string('public_key', 128).notNullable();
        t.string('private_key', 128).notNullable();
        t.bigInteger('created_at').notNullable();
      });
    }
  },
};
