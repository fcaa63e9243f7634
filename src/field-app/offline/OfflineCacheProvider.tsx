import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { session } from '../../providers';
import { cacheOwner, offlineStore } from './offlineStore';
import { createFieldAppPersister, persistOptions, prepareForOffline } from './persistedCache';

const persister = createFieldAppPersister(() => cacheOwner(session), offlineStore);
const OPTIONS = persistOptions(persister);

/**
 * The app's QueryClient with the signed-in rep's field app data restored from the device before the
 * first query runs, and saved as it changes (persistedCache.ts). For anyone else nothing is restored
 * or saved.
 */
export const OfflineCacheProvider = ({ client, children }: { client: QueryClient; children: ReactNode }) => (
  <PersistQueryClientProvider client={client} persistOptions={OPTIONS}>
    {children}
  </PersistQueryClientProvider>
);

export { prepareForOffline };
