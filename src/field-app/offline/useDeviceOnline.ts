import { useSyncExternalStore } from 'react';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { isFieldAppQuery } from './persistedCache';

/**
 * Whether the app is online: the browser's events, and whether the server answered the last request
 * (react-query's onlineManager, fed in persistedCache.ts prepareForOffline).
 */
export const useDeviceOnline = () =>
  useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
    () => true,
  );

/**
 * When the oldest field app data on screen was read from the server (ms since 1970), or null when
 * nothing on screen has data: how old what the rep sees offline is.
 */
export const useShownDataTime = (): number | null => {
  const queryClient = useQueryClient();
  const cache = queryClient.getQueryCache();
  return useSyncExternalStore(
    (listener) => cache.subscribe(listener),
    () => {
      const times = cache
        .findAll({ predicate: (query) => isFieldAppQuery(query.queryKey) && query.getObserversCount() > 0 && query.state.dataUpdatedAt > 0 })
        .map((query) => query.state.dataUpdatedAt);
      return times.length > 0 ? Math.min(...times) : null;
    },
  );
};
