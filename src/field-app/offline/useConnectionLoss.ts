import { useSyncExternalStore } from 'react';
import { useDeviceOnline } from './useDeviceOnline';

const subscribeToBrowser = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/** What the browser itself believes: false is sure (no network at all), true is not (decision 0026). */
const useBrowserOnline = () =>
  useSyncExternalStore(
    subscribeToBrowser,
    () => navigator.onLine,
    () => true,
  );

/**
 * Why the app has no connection, for the one notice that says so: `device` when the phone has no
 * network, `server` when it has one but the server does not answer (a restart, a dead zone that
 * still shows bars), `none` when the server answers.
 */
export type ConnectionLoss = 'none' | 'device' | 'server';

export const useConnectionLoss = (): ConnectionLoss => {
  const reachable = useDeviceOnline();
  const browserOnline = useBrowserOnline();
  if (!browserOnline) return 'device';
  return reachable ? 'none' : 'server';
};
