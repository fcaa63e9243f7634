import { createStore, del, keys, set, type UseStore } from 'idb-keyval';
import type { Session } from '../../providers/session';
import { effectiveRole } from '../../providers/access';
import { IMAGE_CACHE } from './pwaConfig';

// The field app's data on the device (docs/decisions/0026-offline-field-app.md), in one IndexedDB
// database: the persisted query cache of each account (`cache:<owner>`) and each account's unsent
// chat messages (`outbox:<userId>`).

let store: UseStore | null = null;
/** Opened on first use: nothing of it runs before a rep signs in. */
export const offlineStore = (): UseStore => (store ??= createStore('markenportal-offline', 'keyval'));

export const CACHE_PREFIX = 'cache:';
export const cacheKey = (owner: string) => `${CACHE_PREFIX}${owner}`;
export const outboxKey = (userId: number) => `outbox:${userId}`;

/**
 * Whose cached data may be read and written now: a sales rep's, per account and brand (the posts
 * are the current brand's). Nobody else's: the back office never reads the persisted cache.
 */
export const cacheOwner = (session: Pick<Session, 'getUser' | 'getCurrentBrandId' | 'getToken'>): string | null => {
  const user = session.getUser();
  if (!user || !session.getToken()) return null;
  const brandId = session.getCurrentBrandId();
  return effectiveRole(user, brandId) === 'sales' ? `${user.id}:${brandId ?? ''}` : null;
};

/** Saves of a cache on their way into IndexedDB: a removal waits for them (forgetCachedData). */
const cacheWrites = new Set<Promise<void>>();

/**
 * Writes an account's cache. Its owner was checked just before: a sign-out after that check still
 * finds the write among `cacheWrites` and removes what it wrote, never the other way round.
 */
export const writeCache = (key: string, value: string, db: UseStore = offlineStore()) => {
  const write = set(key, value, db).finally(() => cacheWrites.delete(write));
  cacheWrites.add(write);
  return write;
};

/**
 * Removes every persisted cache but `keep`'s, and with no cache kept the cached images too: at a
 * sign-out on purpose (keep: none) and when another account signs in. Unsent messages stay with
 * their account (its own key; only that account's app reads them).
 */
export const forgetCachedData = async (keep: string | null = null, db: UseStore = offlineStore()) => {
  await Promise.allSettled([...cacheWrites]);
  const stale = (await keys(db)).filter((key) => typeof key === 'string' && key.startsWith(CACHE_PREFIX) && key !== (keep ? cacheKey(keep) : null));
  await Promise.all(stale.map((key) => del(key, db)));
  if (stale.length > 0 || !keep) await globalThis.caches?.delete(IMAGE_CACHE.name).catch(() => false);
};

/**
 * Workbox's record of the cached images (its expiration plugin, in the service worker): one entry
 * per image address, keyed `<cache name>|<url>`. Opened only when it exists: created here empty,
 * Workbox would find its version and no store in it.
 */
const forgetImageRecords = () =>
  new Promise<void>((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve();
    const open = indexedDB.open('workbox-expiration');
    open.onupgradeneeded = () => open.transaction?.abort();
    open.onerror = () => resolve();
    open.onsuccess = () => {
      const db = open.result;
      const done = () => {
        db.close();
        resolve();
      };
      if (!db.objectStoreNames.contains('cache-entries')) return done();
      const tx = db.transaction('cache-entries', 'readwrite');
      tx.objectStore('cache-entries').delete(IDBKeyRange.bound(`${IMAGE_CACHE.name}|`, `${IMAGE_CACHE.name}|\uffff`));
      tx.oncomplete = tx.onerror = tx.onabort = done;
    };
  });

/**
 * A sign-out on purpose leaves nothing of the account on the device: every saved cache, the cached
 * images and Workbox's record of them, and the account's unsent messages (the rep chose to discard
 * them). Other accounts' unsent messages stay with them (their sessions ended; they send on return).
 */
export const forgetAccount = async (userId: number, db: UseStore = offlineStore()) => {
  await del(outboxKey(userId), db);
  await forgetCachedData(null, db);
  await forgetImageRecords();
};
