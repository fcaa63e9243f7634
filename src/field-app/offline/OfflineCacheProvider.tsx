import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { session } from '../../providers';
import { cacheOwner, offlineStore } from './offlineStore';
import { createFieldAppPersister, persistOptions, prepareForOffline, restored } from './persistedCache';

const persister = createFieldAppPersister(() => cacheOwner(session), offlineStore);
const OPTIONS = persistOptions(persister);

/**
 * The app's QueryClient with the signed-in rep's field app data restored from the device before the
 * first query runs, and saved as it changes (persistedCache.ts). For anyone else nothing is restored
 * or saved. What was restored is shown at once and read again as soon as the server answers.
 */
export const OfflineCacheProvider = ({ client, children }: { client: QueryClient; children: ReactNode }) => (
  <PersistQueryClientProvider client={client} persistOptions={OPTIONS} onSuccess={() => cacheOwner(session) && restored()}>
    {children}
  </PersistQueryClientProvider>
);

export { prepareForOffline };
