// Test and bench set-up only: many users who favorite a brand, written straight into the test
// server's database in one transaction (Strapi 5's tables: up_users with its role link, favorites
// with their user and brand links). Registering 10,000 users through the API would hash 10,000
// passwords. Users sign in with the demo password (its hash is copied from the operator).
import knexFactory from 'knex';
import { randomBytes } from 'node:crypto';

const documentId = () => randomBytes(12).toString('hex').slice(0, 24);

/**
 * Adds `count` favoriters of the brand `brandName`; `tokenOf(i)` is the push token of the i-th (or
 * null). `dbFile` is the SQLite file, or `databaseUrl` the PostgreSQL database. Returns their ids.
 */
export const addFavoriters = async ({ dbFile, databaseUrl, brandName, count, tokenOf, prefix = 'fan' }) => {
  const isPg = !!databaseUrl;
  const knex = knexFactory(
    isPg
      ? { client: 'pg', connection: databaseUrl, pool: { min: 1, max: 1 } }
      : { client: 'better-sqlite3', connection: { filename: dbFile }, useNullAsDefault: true },
  );
  try {
    // Strapi keeps datetimes as epoch milliseconds in SQLite, as timestamps in PostgreSQL.
    const now = isPg ? new Date() : Date.now();
    const ids = [];
    // The server writes meanwhile (its push worker claims batches): wait for its lock. The reads come
    // first, outside the transaction, so that the transaction starts with a write and waits for the
    // lock rather than failing to upgrade a read.
    if (!isPg) await knex.raw('PRAGMA busy_timeout = 20000');
    const brand = await knex('brands').where({ name: brandName }).first('id');
    if (!brand) throw new Error(`brand ${brandName} not found`);
    const role = await knex('up_roles').where({ type: 'authenticated' }).first('id');
    const { password } = await knex('up_users').where({ email: 'operator@example.com' }).first('password');
    await knex.transaction(async (trx) => {
      const tag = randomBytes(3).toString('hex');
      const CHUNK = 500;
      for (let start = 0; start < count; start += CHUNK) {
        const n = Math.min(CHUNK, count - start);
        const users = Array.from({ length: n }, (_, k) => {
          const i = start + k;
          return {
            document_id: documentId(),
            username: `${prefix}-${tag}-${i}`,
            email: `${prefix}-${tag}-${i}@favoriten.test`,
            provider: 'local',
            password,
            confirmed: true,
            blocked: false,
            fcm_token: tokenOf(i),
            created_at: now,
            updated_at: now,
            published_at: now,
          };
        });
        const userIds = (await trx('up_users').insert(users, ['id'])).map((r) => r.id);
        ids.push(...userIds);
        await trx('up_users_role_lnk').insert(userIds.map((id) => ({ user_id: id, role_id: role.id, user_ord: 1 })));
        const favorites = userIds.map(() => ({ document_id: documentId(), is_favorite: true, created_at: now, updated_at: now, published_at: now }));
        const favoriteIds = (await trx('favorites').insert(favorites, ['id'])).map((r) => r.id);
        await trx('favorites_user_lnk').insert(favoriteIds.map((id, k) => ({ favorite_id: id, user_id: userIds[k] })));
        await trx('favorites_brand_lnk').insert(favoriteIds.map((id) => ({ favorite_id: id, brand_id: brand.id })));
      }
    });
    return ids;
  } finally {
    await knex.destroy();
  }
};

/** The users' push tokens as stored now (a cleared token is null), by user id. */
export const tokensOfUsers = async ({ dbFile, databaseUrl, ids }) => {
  const knex = knexFactory(
    databaseUrl
      ? { client: 'pg', connection: databaseUrl, pool: { min: 1, max: 1 } }
      : { client: 'better-sqlite3', connection: { filename: dbFile }, useNullAsDefault: true },
  );
  try {
    const result = new Map();
    for (let i = 0; i < ids.length; i += 500) {
      for (const row of await knex('up_users')
        .whereIn('id', ids.slice(i, i + 500))
        .select('id', 'fcm_token'))
        result.set(row.id, row.fcm_token);
    }
    return result;
  } finally {
    await knex.destroy();
  }
};

/**
 * How a post's notification records are stored: the spec's `tokens` column of each, the tokens of
 * its push batches (each batch's list, in order), and the status of its recipient collections.
 */
export const notificationStorage = async ({ dbFile, databaseUrl, postId }) => {
  const knex = knexFactory(
    databaseUrl
      ? { client: 'pg', connection: databaseUrl, pool: { min: 1, max: 1 } }
      : { client: 'better-sqlite3', connection: { filename: dbFile }, useNullAsDefault: true },
  );
  try {
    const records = await knex('notifications').where({ post_id: postId }).orderBy('id').select('id', 'tokens');
    const ids = records.map((r) => r.id);
    const hasCollections = await knex.schema.hasTable('push_collections');
    return {
      tokenColumns: records.map((r) => (typeof r.tokens === 'string' ? JSON.parse(r.tokens) : r.tokens)),
      batchTokens: (await knex('push_batches').whereIn('notification_id', ids).orderBy('id').select('tokens')).flatMap((b) => JSON.parse(b.tokens)),
      collections: hasCollections ? (await knex('push_collections').whereIn('notification_id', ids).orderBy('id').select('status')).map((c) => c.status) : [],
    };
  } finally {
    await knex.destroy();
  }
};
