import type { QueryClient } from '@tanstack/react-query';
import { onlineManager } from '@tanstack/react-query';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { PersistedClient, Persister, PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { del, get, set, type UseStore } from 'idb-keyval';
import { cacheKey, forgetCachedData } from './offlineStore';

/** What a rep reads again offline: posts (list and detail), contacts (list and page), chats and their messages. */
const FIELD_APP_QUERIES = new Set(['posts', 'contacts', 'chats']);
export const isFieldAppQuery = (queryKey: readonly unknown[]) => typeof queryKey[0] === 'string' && FIELD_APP_QUERIES.has(queryKey[0]);

/** A week: older data is not worth showing (and is dropped at the next start). */
export const CACHE_MAX_AGE = 7 * 24 * 3600 * 1000;
/** Bump when the shape of cached answers changes: older caches are then dropped. */
export const CACHE_BUSTER = 'field-app-1';

/** Only the field app's answers, and only good ones; never the back office's lists or auth state. */
// Structural: the persister's own copy of query-core has its own Query class.
export const shouldPersistQuery = (query: { queryKey: readonly unknown[]; state: { status: string } }) => query.state.status === 'success' && isFieldAppQuery(query.queryKey);

/**
 * The persister of the signed-in rep's cache: TanStack's async-storage persister (throttled) over
 * IndexedDB, one key per account (`owner`, offlineStore.ts). A save is written only under the key of
 * whoever is signed in when it lands, so a throttled save never outlives a sign-out or reaches
 * another account; the first save of an account removes the others' caches.
 */
export const createFieldAppPersister = (owner: () => string | null, db: () => UseStore): Persister => {
  const storage = {
    getItem: (key: string) => get<string>(key, db()).then((value) => value ?? null),
    setItem: async (key: string, value: string) => {
      const now = owner();
      if (now && key === cacheKey(now)) await set(key, value, db());
    },
    removeItem: (key: string) => del(key, db()),
  };
  const persisters = new Map<string, Persister>();
  const persisterOf = (who: string) => {
    let persister = persisters.get(who);
    if (!persister) persisters.set(who, (persister = createAsyncStoragePersister({ storage, key: cacheKey(who), throttleTime: 1000 })));
    return persister;
  };
  let cleanedFor: string | null | undefined;
  const onlyMine = async (who: string | null) => {
    if (cleanedFor === who) return;
    cleanedFor = who;
    await forgetCachedData(who, db());
  };
  return {
    async persistClient(client: PersistedClient) {
      const who = owner();
      if (!who) return;
      await onlyMine(who);
      await persisterOf(who).persistClient(client);
    },
    async restoreClient() {
      const who = owner();
      await onlyMine(who);
      return who ? persisterOf(who).restoreClient() : undefined;
    },
    async removeClient() {
      const who = owner();
      if (who) await persisterOf(who).removeClient();
    },
  };
};

export const persistOptions = (persister: Persister): Omit<PersistQueryClientOptions, 'queryClient'> => ({
  persister,
  maxAge: CACHE_MAX_AGE,
  buster: CACHE_BUSTER,
  dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
});

/**
 * Prepares the app's one QueryClient for working offline:
 * - react-query believes the browser online until an 'offline' event: a start without a network
 *   would run every query into a network error (red, English) instead of pausing it;
 * - react-admin's auth queries (checkAuth, canAccess, …) answer from the stored session and must
 *   run offline too, or the guarded pages would wait for the network;
 * - the field app's answers stay in memory as long as they are persisted, or a page not on screen
 *   would drop out of the saved cache after react-query's 5 minutes.
 */
export const prepareForOffline = (queryClient: QueryClient) => {
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  queryClient.setQueryDefaults(['auth'], { networkMode: 'always' });
  FIELD_APP_QUERIES.forEach((key) => queryClient.setQueryDefaults([key], { gcTime: CACHE_MAX_AGE }));
};
