import { useEffect, useRef, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { session } from '../../providers';
import { cacheOwner, offlineStore } from './offlineStore';
import { createFieldAppPersister, persistOptions, prepareForOffline, restored, saveOnNewData, snapshotOf } from './persistedCache';

const persister = createFieldAppPersister(() => cacheOwner(session), offlineStore);
const OPTIONS = persistOptions(persister);

/**
 * The app's QueryClient with the signed-in rep's field app data restored from the device before the
 * first query runs, and saved as it changes (persistedCache.ts). For anyone else nothing is restored
 * or saved. What was restored is shown at once and read again as soon as the server answers.
 */
export const OfflineCacheProvider = ({ client, children }: { client: QueryClient; children: ReactNode }) => {
  useSaveWhenHidden(client);
  // Not before the saved data is back: a save then would replace it with the few answers read so far.
  const restoreDone = useRef(false);
  useEffect(
    () => saveOnNewData(client, () => (restoreDone.current && cacheOwner(session) ? persister.saveNow(snapshotOf(client)) : Promise.resolve())),
    [client],
  );
  const onRestored = () => {
    restoreDone.current = true;
    if (cacheOwner(session)) restored();
  };
  return (
    <PersistQueryClientProvider
      client={client}
      persistOptions={OPTIONS}
      onSuccess={onRestored}
      onError={() => {
        restoreDone.current = true;
      }}
    >
      {children}
    </PersistQueryClientProvider>
  );
};

/**
 * Saves are throttled (1 s): what came in the last second before the rep switches apps or the
 * phone kills the page would be missing offline. Hiding or leaving the page saves at once.
 */
const useSaveWhenHidden = (client: QueryClient) =>
  useEffect(() => {
    const save = (event: Event) => {
      if ((event.type === 'pagehide' || document.visibilityState === 'hidden') && cacheOwner(session))
        void persister.saveNow(snapshotOf(client)).catch(() => undefined);
    };
    document.addEventListener('visibilitychange', save);
    window.addEventListener('pagehide', save);
    return () => {
      document.removeEventListener('visibilitychange', save);
      window.removeEventListener('pagehide', save);
    };
  }, [client]);

export { prepareForOffline };
