import type { Core } from '@strapi/strapi';

// The built web app this server serves on its own port (docs/decisions/0016-one-production-server.md),
// and the settings the app reads at run time from /app-config.js: one build runs everywhere.
export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  // `npm start` builds the app into the repository's dist/ (next to this server's folder); WEB_APP_DIR
  // points elsewhere.
  dir: env('WEB_APP_DIR', ''),
  // 'firebase' makes the app use Firebase Realtime Database (docs/decisions/0010-realtime-port.md).
  realtime: env('REALTIME', 'server'),
  firebase: {
    apiKey: env('FIREBASE_API_KEY', ''),
    authDomain: env('FIREBASE_AUTH_DOMAIN', ''),
    databaseURL: env('FIREBASE_DATABASE_URL', ''),
    projectId: env('FIREBASE_PROJECT_ID', ''),
    appId: env('FIREBASE_APP_ID', ''),
  },
});
