import type { Core } from '@strapi/strapi';
import { realtimeHub } from './api/realtime/services/realtime-hub';
import { stopObserving } from './observability/instance';

// How an instance stops (docs/architecture.md, "Stopping an instance"). Strapi destroys itself on
// SIGTERM and SIGINT (its own handler, which then exits); what must happen at the first moment is
// done here, before the workers' grace: the load balancer sends nothing new, the streams end.

/** From the signal to a forced exit: below the 10 s a platform waits before it kills the process. */
export const STOP_DEADLINE_MS = 9000;

let begun = false;
let step = 'Beginn';

/** What the stop is doing now: named by the deadline's log line if it hangs there. */
export const stopStep = (name: string) => {
  step = name;
};

/**
 * The first moment of a stop, once: not ready (GET /_ready 503 on connections still open), no new
 * connections (the listener closes; idle keep-alive connections too), every realtime stream ended
 * (its browser reconnects with Last-Event-ID, through the load balancer to another instance), and
 * the deadline set.
 */
export const beginStop = (strapi: Core.Strapi) => {
  if (begun) return;
  begun = true;
  const started = Date.now();
  stopObserving();
  const { httpServer } = strapi.server;
  if (httpServer.listening) httpServer.close();
  realtimeHub(strapi).closeAll();
  setTimeout(() => {
    strapi.log.error(`[stop] Nach ${Date.now() - started} ms nicht beendet (hängt bei: ${step}): Prozess wird mit Code 1 beendet`);
    process.exit(1);
  }, STOP_DEADLINE_MS).unref();
};

/** Begins the stop at the signal itself, beside Strapi's own handler (which destroys and exits). */
export const beginStopOnSignals = (strapi: Core.Strapi) => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => beginStop(strapi));
};
