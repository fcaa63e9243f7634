import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import type { ProfileTarget } from '@markenportal/contract';
import { storageNames } from '../storage-names';
import { brandFavoriters } from '../api/favorite/services/brand-favoriters';
import { MAX_DEVICES, mayRegisterEndpoint, type SubscriptionInput } from './web-push-decisions';

// The browsers' push subscriptions (web_push_subscriptions), one row per endpoint: the endpoint
// belongs to the account that last registered it from that browser (with that browser's keys, when
// another account held it). Only the owner removes one.

const TABLE = 'web_push_subscriptions';

export interface StoredSubscription {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Stores the caller's subscription, then drops the caller's oldest beyond MAX_DEVICES. An endpoint
 * stored for another account moves to the caller only as `mayRegisterEndpoint` allows; false when refused.
 */
export const saveSubscription = async (strapi: Core.Strapi, userId: number, input: SubscriptionInput, now = Date.now()): Promise<boolean> =>
  strapi.db.transaction(async ({ trx }: { trx: Knex.Transaction }) => {
    const row = { user_id: userId, p256dh: input.p256dh, auth: input.auth, created_at: now, last_used_at: now };
    // A write first: on SQLite the transaction then holds the one write lock before it reads (a read
    // first could not write after another instance's write); a new endpoint is stored by it alone.
    const inserted = await trx(TABLE)
      .insert({ endpoint: input.endpoint, ...row })
      .onConflict('endpoint')
      .ignore()
      .returning('id');
    if (!inserted.length) {
      const held = trx(TABLE).where({ endpoint: input.endpoint }).first('id', 'user_id', 'p256dh', 'auth');
      // PostgreSQL: the row stays as read until the move below (a concurrent registration waits).
      if (strapi.db.dialect.client === 'postgres') held.forUpdate();
      const holder = (await held) as { id: number; user_id: number; p256dh: string; auth: string } | undefined;
      if (!holder) {
        // Deleted between the two statements (the push service called it gone): stored anew.
        await trx(TABLE)
          .insert({ endpoint: input.endpoint, ...row })
          .onConflict('endpoint')
          .ignore();
      } else if (mayRegisterEndpoint({ userId: Number(holder.user_id), p256dh: holder.p256dh, auth: holder.auth }, userId, input)) {
        await trx(TABLE).where({ id: holder.id }).update(row);
      } else return false;
    }
    const beyond = (await trx(TABLE)
      .where({ user_id: userId })
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .offset(MAX_DEVICES)
      .limit(100)
      .select('id')) as { id: number }[];
    if (beyond.length)
      await trx(TABLE)
        .whereIn(
          'id',
          beyond.map((row) => row.id),
        )
        .delete();
    return true;
  });

/** Removes the caller's own subscription of `endpoint`; false when the caller has none such. */
export const removeSubscription = async (strapi: Core.Strapi, userId: number, endpoint: string) =>
  (await strapi.db.connection(TABLE).where({ user_id: userId, endpoint }).delete()) > 0;

/** The subscription ids of these users (a chat's other participant: at most MAX_DEVICES each). */
export const subscriptionIdsOf = async (knex: Knex | Knex.Transaction, userIds: number[]) =>
  (
    (await knex(TABLE)
      .whereIn('user_id', userIds)
      .orderBy('id')
      .limit(MAX_DEVICES * userIds.length)
      .select('id')) as { id: number }[]
  ).map((r) => r.id);

/** The subscriptions still stored among `ids`, of accounts that are not blocked. */
export const subscriptionsByIds = async (strapi: Core.Strapi, ids: number[]): Promise<StoredSubscription[]> => {
  if (!ids.length) return [];
  const user = storageNames(strapi, 'plugin::users-permissions.user');
  return (await strapi.db
    .connection(`${TABLE} as s`)
    .join(`${user.table} as u`, 'u.id', 's.user_id')
    .whereIn('s.id', ids)
    .andWhere((q) => q.whereNull(`u.${user.column('blocked')}`).orWhere(`u.${user.column('blocked')}`, false))
    .select('s.id', 's.endpoint', 's.p256dh', 's.auth')) as StoredSubscription[];
};

/** Subscriptions the push service called gone (404/410): deleted unless registered again meanwhile (another key). */
export const removeGoneSubscriptions = async (strapi: Core.Strapi, gone: StoredSubscription[]) => {
  let removed = 0;
  for (const s of gone) removed += await strapi.db.connection(TABLE).where({ id: s.id, endpoint: s.endpoint, auth: s.auth }).delete();
  return removed;
};

export const markUsed = async (strapi: Core.Strapi, ids: number[], now = Date.now()) => {
  if (ids.length) await strapi.db.connection(TABLE).whereIn('id', ids).update({ last_used_at: now });
};

export interface FavoriterSubscription {
  id: number;
  userId: number;
  target: ProfileTarget | null;
}

/**
 * One page of the subscriptions of the users who favorite the brand (row id `brandId`), after
 * subscription id `cursor`, in id order, with each user's profile target (the post's hide flags
 * decide on it). The same favoriters query as the FCM pushes' (brand-favoriters.ts).
 */
export const favoriterSubscriptions = async (strapi: Core.Strapi, brandId: number, cursor: number, limit: number): Promise<FavoriterSubscription[]> => {
  const { query, userId, profileTarget } = brandFavoriters(strapi, brandId);
  const rows = (await query
    .join(`${TABLE} as s`, 's.user_id', userId)
    .andWhere('s.id', '>', cursor)
    .orderBy('s.id')
    .limit(limit)
    .select({ id: 's.id', userId: 's.user_id', target: profileTarget })) as FavoriterSubscription[];
  return rows.map((r) => ({ ...r, id: Number(r.id), userId: Number(r.userId) }));
};
