// The settings the server gives the app at run time (/app-config.js, loaded by index.html before the
// app's code): one build runs in every environment (docs/decisions/0016-one-production-server.md).

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  databaseURL: string;
  projectId: string;
  appId: string;
}

export interface AppRuntimeConfig {
  /** The fixed read-only token of the public pages (link preview, registration through an invitation). */
  publicAccessToken: string;
  /** Where chats and live events come from (docs/decisions/0010-realtime-port.md). */
  realtime: 'server' | 'firebase';
  firebase?: FirebaseWebConfig;
}

declare global {
  interface Window {
    __MARKENPORTAL__?: AppRuntimeConfig;
  }
}

/** The server's settings; without them (a page opened without its server) our own realtime and no public token. */
export const runtimeConfig = (): AppRuntimeConfig => window.__MARKENPORTAL__ ?? { publicAccessToken: '', realtime: 'server' };
