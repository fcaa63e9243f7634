import { useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isFieldAppQuery } from './persistedCache';

const subscribe = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/** Whether the device has a network (the browser's navigator.onLine and its events). */
export const useDeviceOnline = () =>
  useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
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
