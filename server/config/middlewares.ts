// APP_URL's origin is the only one a browser may call the API from (credentials included).
const appOrigin = (url: string) => new URL(url).origin;

/** Firebase Realtime Database talks over WebSockets to its own hosts. */
const firebaseConnections = (realtime: string) =>
  realtime.trim().toLowerCase() === 'firebase' ? ['wss://*.firebaseio.com', 'wss://*.firebasedatabase.app'] : [];

export default ({ env }) => [
  'strapi::logger',
  'strapi::errors',
  // Inside the error handler: Strapi's English validation answers become German.
  'global::german-errors',
  // Security headers for every answer, the web app's pages included. Helmet's and Strapi's default
  // Content-Security-Policy fits the app (scripts only from this origin); Firebase's realtime
  // connections are added when the app uses it.
  {
    name: 'strapi::security',
    config: {
      contentSecurityPolicy: { useDefaults: true, directives: { 'connect-src': ["'self'", 'https:', ...firebaseConnections(env('REALTIME', 'server'))] } },
    },
  },
  // The built web app on this port (docs/decisions/0016-one-production-server.md).
  'global::web-app',
  // Only the product's paths: no admin API unless SERVE_ADMIN=true, never its open registration.
  'global::admin-gate',
  { name: 'strapi::cors', config: { origin: [appOrigin(env('APP_URL', `http://localhost:${env('PORT', '1337')}`))], credentials: true } },
  'strapi::poweredBy',
  'strapi::query',
  // After the query string is parsed: malformed filters are a 400, not a 500.
  'global::query-guard',
  // When people last signed in: in the staff's user list only (middlewares/sign-in-times.ts).
  'global::sign-in-times',
  // Uploads are limited on the bytes received, before any image processing (UPLOAD_SIZE_LIMIT).
  { name: 'strapi::body', config: { formidable: { maxFileSize: env.int('UPLOAD_SIZE_LIMIT', 10 * 1024 * 1024) } } },
  // After the body is parsed: no key of any body names an Object.prototype member (a 500 otherwise).
  'global::body-guard',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];
