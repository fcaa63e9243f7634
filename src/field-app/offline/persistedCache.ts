import type { QueryClient } from '@tanstack/react-query';
import { dehydrate, onlineManager } from '@tanstack/react-query';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { PersistedClient, Persister, PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { del, get, type UseStore } from 'idb-keyval';
import { cacheKey, forgetCachedData, writeCache } from './offlineStore';
import type { NetworkStatus } from '../../providers/networkStatus';

/** What a rep reads again offline: posts (list and detail), contacts (list and page), chats and their messages. */
const FIELD_APP_QUERIES = new Set(['posts', 'contacts', 'chats']);
export const isFieldAppQuery = (queryKey: readonly unknown[]) => typeof queryKey[0] === 'string' && FIELD_APP_QUERIES.has(queryKey[0]);

/** A week: older data is not worth showing (and is dropped at the next start). */
export const CACHE_MAX_AGE = 7 * 24 * 3600 * 1000;
/** Bump when the shape of cached answers changes: older caches are then dropped. */
export const CACHE_BUSTER = 'field-app-1';

/** Only the field app's answers, and only good ones; never the back office's lists or auth state. */
// Structural: the persister's own copy of query-core has its own Query class.
export const shouldPersistQuery = (query: { queryKey: readonly unknown[]; state: { status: string } }) =>
  query.state.status === 'success' && isFieldAppQuery(query.queryKey);

/**
 * The persister of the signed-in rep's cache: TanStack's async-storage persister (throttled) over
 * IndexedDB, one key per account (`owner`, offlineStore.ts). A save is written only under the key of
 * whoever is signed in when it lands, so a throttled save never outlives a sign-out or reaches
 * another account; the first save of an account removes the others' caches.
 */
export interface FieldAppPersister extends Persister {
  /** Writes `client` at once, past the throttle: the app is being hidden or left (OfflineCacheProvider). */
  saveNow(client: PersistedClient): Promise<void>;
}

export const createFieldAppPersister = (owner: () => string | null, db: () => UseStore): FieldAppPersister => {
  const storage = {
    getItem: (key: string) => get<string>(key, db()).then((value) => value ?? null),
    setItem: async (key: string, value: string) => {
      const now = owner();
      if (now && key === cacheKey(now)) await writeCache(key, value, db());
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
    async saveNow(client: PersistedClient) {
      const who = owner();
      if (!who) return;
      await onlyMine(who);
      // As the async-storage persister stores it (JSON), so that restoreClient reads it alike.
      await storage.setItem(cacheKey(who), JSON.stringify(client));
    },
  };
};

/** What is saved of the client now: the field app's good answers (as the throttled saves). */
export const snapshotOf = (client: QueryClient): PersistedClient => ({
  timestamp: Date.now(),
  buster: CACHE_BUSTER,
  clientState: dehydrate(client, { shouldDehydrateQuery: shouldPersistQuery }),
});

/**
 * Saves the field app's data as soon as an answer comes in (a post opened, a chat read), past the
 * throttle: what the rep has seen is on the device by the time it is on screen, and a reload offline
 * a moment later finds it. One write at a time: answers that come in during a write are saved by
 * one more write after it, so a burst of answers costs two writes.
 */
export const saveOnNewData = (client: QueryClient, save: () => Promise<void>) => {
  let writing: Promise<void> | null = null;
  let again = false;
  const write = () => {
    writing = save()
      .catch(() => undefined)
      .then(() => {
        writing = null;
        if (again) {
          again = false;
          write();
        }
      });
  };
  return client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !isFieldAppQuery(event.query.queryKey)) return;
    if (writing) again = true;
    else write();
  });
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
 *   would run every query into a network error instead of pausing it; a request without an answer
 *   (navigator.onLine is often wrong) and any answer switch it too;
 * - react-admin's auth queries (checkAuth, canAccess, …) answer from the stored session and must
 *   run offline too, or the guarded pages would wait for the network;
 * - the field app's answers stay in memory as long as they are persisted, or a page not on screen
 *   would drop out of the saved cache after react-query's 5 minutes.
 */
export const prepareForOffline = (queryClient: QueryClient, networkStatus: NetworkStatus) => {
  afterRestore = () => {
    // What was restored may be older than its time says (the last save is throttled): never fresh.
    void queryClient.invalidateQueries({ predicate: (query) => isFieldAppQuery(query.queryKey), refetchType: 'none' });
    // Offline until the server answers: a phone without a signal often believes itself online, and
    // a read that fails before that is known would replace the saved page by an error.
    networkStatus.report(false);
    void reachServer().then(networkStatus.report);
  };
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  let probe: ReturnType<typeof setInterval> | undefined;
  networkStatus.subscribe((reachable) => {
    onlineManager.setOnline(reachable);
    clearInterval(probe);
    // Paused reads send nothing: a light request asks now and then whether the server answers again.
    if (!reachable) probe = setInterval(() => void reachServer().then(networkStatus.report), PROBE_EVERY_MS);
  });
  queryClient.setQueryDefaults(['auth'], { networkMode: 'always' });
  FIELD_APP_QUERIES.forEach((key) => queryClient.setQueryDefaults([key], { gcTime: CACHE_MAX_AGE, retry: waitForNetwork }));
};

let afterRestore = () => undefined as void;
/** Called once the saved cache of a rep was restored (OfflineCacheProvider). */
export const restored = () => afterRestore();

const PROBE_EVERY_MS = 10_000;
const reachServer = () =>
  fetch('/_health', { method: 'HEAD', cache: 'no-store' }).then(
    () => true,
    () => false,
  );

/**
 * A field app read that got no answer is not an error to show: react-query pauses it (keeping the
 * saved data on screen) until the network is back, then reads again. Server answers, refusals
 * included, are never repeated (the spec's "no retries").
 */
export const waitForNetwork = (failures: number, error: unknown) => (error as { status?: number } | null)?.status === 0 && failures < 3;
