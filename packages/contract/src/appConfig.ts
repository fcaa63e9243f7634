// What the server gives the web app at run time (/app-config.js, docs/decisions/0016-one-production-server.md).

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  databaseURL: string;
  projectId: string;
  appId: string;
}

/** The product's time zone when none is configured (docs/decisions/0020-time-policy.md). */
export const DEFAULT_TIME_ZONE = 'Europe/Berlin';

export interface AppRuntimeConfig {
  /** The fixed read-only token of the public pages (link preview, registration through an invitation). */
  publicAccessToken: string;
  /** Where chats and live events come from (docs/decisions/0010-realtime-port.md). */
  realtime: 'server' | 'firebase';
  firebase?: FirebaseWebConfig;
  /** The IANA zone every date and time is entered and shown in, whatever the browser's (APP_TIME_ZONE). */
  timeZone: string;
}
