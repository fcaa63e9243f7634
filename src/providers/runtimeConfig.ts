// The settings the server gives the app at run time (/app-config.js, loaded by index.html before the
// app's code): one build runs in every environment (docs/decisions/0016-one-production-server.md).

import { DEFAULT_TIME_ZONE, type AppRuntimeConfig } from '@markenportal/contract';

export type { AppRuntimeConfig, FirebaseWebConfig } from '@markenportal/contract';

declare global {
  interface Window {
    __MARKENPORTAL__?: AppRuntimeConfig;
  }
}

/**
 * The server's settings; without them (a page opened without its server, or Node reading the feature
 * list: src/providers/index.ts) our own realtime, no public token and Berlin time.
 */
export const runtimeConfig = (): AppRuntimeConfig =>
  (typeof window === 'undefined' ? undefined : window.__MARKENPORTAL__) ?? { publicAccessToken: '', realtime: 'server', timeZone: DEFAULT_TIME_ZONE };
