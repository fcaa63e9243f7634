type Listener = (reachable: boolean) => void;

/**
 * Whether the server could be reached, as the HTTP client last found it: false when a request got
 * no answer (no network, or a proxy whose server is down), true with any answer. A phone in a
 * basement often believes itself online (navigator.onLine) while nothing gets through: the field
 * app takes this as its offline signal too (src/field-app/offline/persistedCache.ts).
 */
export const createNetworkStatus = () => {
  const listeners = new Set<Listener>();
  let last: boolean | null = null;
  return {
    report(reachable: boolean) {
      if (reachable === last) return;
      last = reachable;
      listeners.forEach((listener) => listener(reachable));
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
};

export type NetworkStatus = ReturnType<typeof createNetworkStatus>;
