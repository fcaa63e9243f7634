// What the server gives the web app at run time (/app-config.js, docs/decisions/0016-one-production-server.md).

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
