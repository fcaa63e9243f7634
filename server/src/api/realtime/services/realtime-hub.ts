import type { Core } from '@strapi/strapi';
import { createEventStore } from './event-store';
import { createRealtimeHub, STREAMS_PER_ACCOUNT, type RealtimeHub } from './hub';
import { envNumber } from '../../../env-number';
import { transportFor } from './transports';

const PING_MS = 20_000;

/**
 * The instance's realtime hub as a Strapi service (strapi.service('api::realtime.realtime-hub')):
 * the stored events, the transport that wakes the other instances, and its timers.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const store = createEventStore(strapi);
  const transport = transportFor(strapi);
  const hub = createRealtimeHub(
    store,
    transport,
    (message) => strapi.log.error(message),
    envNumber(process.env.REALTIME_STREAMS_PER_ACCOUNT, STREAMS_PER_ACCOUNT),
  );
  const timers: NodeJS.Timeout[] = [];
  return {
    ...hub,
    async start() {
      await transport.start(hub.wake);
      // Learns the newest stored id now, so the first new streams need no query of their own.
      hub.wake();
      // Events past their period are deleted by retention (server/src/retention/, `realtime-events`).
      timers.push(setInterval(() => hub.ping(), PING_MS));
      timers.forEach((timer) => timer.unref());
    },
    async stop() {
      timers.forEach((timer) => clearInterval(timer));
      // A stream that was still opening when the stop began is ended too.
      hub.closeAll();
      await transport.stop();
    },
    listening: () => transport.listening(),
    /** How many stored events this instance has not read yet for its open streams (0 without streams). */
    async readLag() {
      if (!hub.size()) return 0;
      return Math.max(0, (await store.newestId()) - hub.position());
    },
  };
};

export type RealtimeHubService = RealtimeHub & {
  start(): Promise<void>;
  stop(): Promise<void>;
  listening(): boolean | null;
  readLag(): Promise<number>;
};

/** This instance's hub. */
export const realtimeHub = (strapi: Core.Strapi) => strapi.service('api::realtime.realtime-hub') as RealtimeHubService;
