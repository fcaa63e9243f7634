import type { RealtimeEvent, RealtimeListener } from './port';

/** The listener set every adapter needs; one failing listener does not starve the others. */
export const createEmitter = () => {
  const listeners = new Set<RealtimeListener>();
  return {
    emit(event: RealtimeEvent) {
      for (const listener of [...listeners]) {
        try {
          listener(event);
        } catch (error) {
          console.error('realtime listener failed', error);
        }
      }
    },
    subscribe(listener: RealtimeListener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
};
