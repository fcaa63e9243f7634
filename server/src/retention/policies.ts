import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import type { RetentionPolicyKey } from '@markenportal/contract';
import { storageNames } from '../storage-names';

// What each retention policy deletes (docs/decisions/0032-retention.md). A policy names
// its rows due at a cutoff (a moment: rows whose own moment is before it are past their period) a
// bounded number at a time, and deletes them by id. The plain job and counter tables keep times
// in epoch milliseconds; the content types' (live events, messages, accounts) are datetimes.

export interface RetentionPolicy {
  policy: RetentionPolicyKey;
  /** Runs at the rate limits' interval rather than retention's (settings.ts). */
  frequent?: boolean;
  /** False: listed, but deletes nothing (its table is not there yet). */
  active: boolean;
  /** Up to `limit` ids of rows due at `cutoff`. */
  due(strapi: Core.Strapi, cutoff: number, limit: number): Promise<number[]>;
  /** Deletes those rows (and what hangs on them); answers how many. */
  remove(strapi: Core.Strapi, ids: number[]): Promise<number>;
}

const USER = 'plugin::users-permissions.user';
const MESSAGE = 'api::message.message';
const REALTIME_EVENT = 'api::realtime.realtime-event';
/** The sign-in pacing's rows in the rate limits' table (security/sign-in-attempts.ts). */
const SIGN_IN_PACING = 'signInAccount:%';

/** Up to `limit` ids `query` selects. Unordered: the planner may then read them from the policy's index (20270101000001-retention-indexes.js). */
const idsOf = async (query: Knex.QueryBuilder, limit: number) => ((await query.limit(limit)) as { id: number | string }[]).map((row) => Number(row.id));

/** Deletes rows of a plain table by id. */
const removeFrom = (table: string) => (strapi: Core.Strapi, ids: number[]) => strapi.db.connection(table).whereIn('id', ids).delete();

/** A policy on a plain table: rows that `where` selects at the cutoff. */
const plain = (
  policy: RetentionPolicyKey,
  table: string,
  where: (query: Knex.QueryBuilder, cutoff: number) => Knex.QueryBuilder,
  options: { frequent?: boolean } = {},
): RetentionPolicy => ({
  policy,
  active: true,
  ...options,
  due: (strapi, cutoff, limit) => idsOf(where(strapi.db.connection(table).select('id'), cutoff), limit),
  remove: removeFrom(table),
});

/** Deletes a content type's rows by id with the rows of its join tables, in one transaction. */
const removeWithLinks = (uid: string) => async (strapi: Core.Strapi, ids: number[]) => {
  const meta = strapi.db.metadata.get(uid);
  const links = Object.values(meta.attributes).flatMap((attribute) =>
    'joinTable' in attribute && attribute.joinTable && 'joinColumn' in attribute.joinTable
      ? [{ table: attribute.joinTable.name, column: attribute.joinTable.joinColumn.name }]
      : [],
  );
  return strapi.db.transaction(async ({ trx }: { trx: Knex.Transaction }) => {
    for (const link of links) await trx(link.table).whereIn(link.column, ids).delete();
    return trx(meta.tableName).whereIn('id', ids).delete();
  });
};

/** A policy on chat messages: deleted with their links to chat and sender. */
const messagePolicy = (policy: RetentionPolicyKey, due: RetentionPolicy['due']): RetentionPolicy => ({
  policy,
  active: true,
  due,
  remove: removeWithLinks(MESSAGE),
});

export const POLICIES: RetentionPolicy[] = [
  {
    policy: 'realtime-events',
    active: true,
    due: (strapi, cutoff, limit) => {
      const event = storageNames(strapi, REALTIME_EVENT);
      return idsOf(strapi.db.connection(event.table).select('id').where(event.column('createdAt'), '<', new Date(cutoff)), limit);
    },
    remove: (strapi, ids) => removeFrom(storageNames(strapi, REALTIME_EVENT).table)(strapi, ids),
  },
  plain('sent-mails', 'mail_outbox', (q, cutoff) => q.where('status', 'sent').andWhere('finished_at', '<', cutoff)),
  plain('failed-mails', 'mail_outbox', (q, cutoff) => q.where('status', 'failed').andWhere('finished_at', '<', cutoff)),
  // Push jobs carry no finish time; one that is done was begun before its creation's cutoff.
  plain('push-collections', 'push_collections', (q, cutoff) => q.where('status', 'done').andWhere('created_at', '<', cutoff)),
  plain('push-batches', 'push_batches', (q, cutoff) => q.where('status', 'done').andWhere('created_at', '<', cutoff)),
  plain('web-push-jobs', 'web_push_jobs', (q, cutoff) => q.whereIn('status', ['done', 'failed']).andWhere('finished_at', '<', cutoff)),
  {
    policy: 'web-push-subscriptions',
    active: true,
    due: (strapi, _cutoff, limit) => {
      const user = storageNames(strapi, USER);
      const query = strapi.db
        .connection('web_push_subscriptions')
        .select('id')
        .whereNotExists((sub) => sub.select('id').from(user.table).whereRaw(`${user.table}.id = web_push_subscriptions.user_id`));
      return idsOf(query, limit);
    },
    remove: removeFrom('web_push_subscriptions'),
  },
  // A window's row is due once the window ended; a pacing row's end is a day after its wait (sign-in-attempts.ts).
  plain('rate-limits', 'rate_limits', (q, cutoff) => q.whereNot('bucket', 'like', SIGN_IN_PACING).andWhere('expires_at', '<=', cutoff), { frequent: true }),
  plain('sign-in-pacing', 'rate_limits', (q, cutoff) => q.where('bucket', 'like', SIGN_IN_PACING).andWhere('expires_at', '<=', cutoff), { frequent: true }),
  // An erased account is gone (issue 37, item 3): its messages have no sender. The erasure writes
  // them last (their text replaced), so their `updated_at` is its moment.
  messagePolicy('erased-messages', (strapi, cutoff, limit) => {
    const message = storageNames(strapi, MESSAGE);
    const sender = message.joinTable('sender');
    const user = storageNames(strapi, USER);
    const query = strapi.db
      .connection(`${message.table} as m`)
      .select('m.id')
      .where(`m.${message.column('updatedAt')}`, '<', new Date(cutoff))
      .whereNotExists((sub) =>
        sub
          .select('l.id')
          .from(`${sender.name} as l`)
          .join(`${user.table} as u`, 'u.id', `l.${sender.inverseJoinColumn.name}`)
          .whereRaw(`l.${sender.joinColumn.name} = m.id`),
      );
    return idsOf(query, limit);
  }),
  // Blocked since before the cutoff: the block wrote `accessChangedAt` (security/sessions.ts).
  messagePolicy('blocked-messages', (strapi, cutoff, limit) => {
    const message = storageNames(strapi, MESSAGE);
    const sender = message.joinTable('sender');
    const user = storageNames(strapi, USER);
    const blockedSince = `COALESCE(u.${user.column('accessChangedAt')}, u.${user.column('updatedAt')})`;
    const query = strapi.db
      .connection(`${message.table} as m`)
      .select('m.id')
      .join(`${sender.name} as l`, `l.${sender.joinColumn.name}`, 'm.id')
      .join(`${user.table} as u`, 'u.id', `l.${sender.inverseJoinColumn.name}`)
      .where(`u.${user.column('blocked')}`, true)
      .andWhereRaw(`${blockedSince} < ?`, [new Date(cutoff)]);
    return idsOf(query, limit);
  }),
  // The audit log (docs/decisions/0035-audit-log.md), by the time of the write.
  {
    policy: 'audit-entries',
    active: true,
    due: (strapi, cutoff, limit) => idsOf(strapi.db.connection('audit_entries').select('id').where('occurred_at', '<', new Date(cutoff)), limit),
    remove: removeFrom('audit_entries'),
  },
];

export const policyOf = (key: string) => POLICIES.find((policy) => policy.policy === key);
