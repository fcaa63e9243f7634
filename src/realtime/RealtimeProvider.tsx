import { createContext, ReactNode, useContext, useEffect, useRef } from 'react';
import type { RealtimeEvent, RealtimePort } from './port';

const RealtimeContext = createContext<RealtimePort | null>(null);

/** Provides the app's realtime port; it is connected while a user is signed in (`me`). */
export const RealtimeProvider = ({ port, me, children }: { port: RealtimePort; me: { id: number } | null; children: ReactNode }) => {
  const meId = me?.id ?? null;
  useEffect(() => {
    if (meId === null) return;
    port.connect({ id: meId });
    return () => port.disconnect();
  }, [port, meId]);
  return <RealtimeContext.Provider value={port}>{children}</RealtimeContext.Provider>;
};

/** The realtime port. Features never import an adapter. */
export const useRealtime = (): RealtimePort => {
  const port = useContext(RealtimeContext);
  if (!port) throw new Error('useRealtime outside <RealtimeProvider>');
  return port;
};

/** Calls `listener` for every realtime event while the component is mounted. */
export const useRealtimeEvents = (listener: (event: RealtimeEvent) => void) => {
  const port = useRealtime();
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => port.subscribe((event) => latest.current(event)), [port]);
};
