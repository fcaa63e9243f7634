import type { Core } from '@strapi/strapi';
import { QUERY_STRING } from '../src/access/input-shape';
import { JSON_BODY_LIMIT, refuseUnreadableBody } from '../src/security/body-parser';
import { uploadOrigin } from '../src/upload-storage';

// APP_URL's origin is the only one a browser may call the API from (credentials included).
const appOrigin = (url: string) => new URL(url).origin;

/** Firebase Realtime Database talks over WebSockets to its own hosts. */
const firebaseConnections = (realtime: string) =>
  realtime.trim().toLowerCase() === 'firebase' ? ['wss://*.firebaseio.com', 'wss://*.firebasedatabase.app'] : [];

/** Images (logos, teasers, profile pictures) from this origin, and from the bucket when uploads are in one. */
const imageSources = () => ["'self'", 'data:', 'blob:', ...[uploadOrigin(process.env)].filter((origin): origin is string => origin !== null)];

export default ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Middlewares => [
  // First: the request id (X-Request-Id), the request's duration in the metrics and its log line
  // (JSON with LOG_FORMAT=json, else text). It replaces strapi::logger, which logged query strings.
  { name: 'global::request-log', config: { json: env('LOG_FORMAT', 'text') === 'json' } },
  'strapi::errors',
  // Inside the error handler: Strapi's English validation answers become German.
  'global::german-errors',
  // Inside both: a request that failed because the database does not answer is a 503, not a 500 or
  // a 401 that would sign the user out (middlewares/database-outage.ts).
  'global::database-outage',
  // Security headers for every answer, the web app's pages included. Helmet's and Strapi's default
  // Content-Security-Policy fits the app (scripts only from this origin); Firebase's realtime
  // connections are added when the app uses it, the upload bucket's origin when files are in one.
  {
    name: 'strapi::security',
    config: {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'connect-src': ["'self'", 'https:', ...firebaseConnections(env('REALTIME', 'server'))],
          'img-src': imageSources(),
          'media-src': imageSources(),
          // The field app's service worker and manifest, from this origin only (issue 23).
          'worker-src': ["'self'"],
          'manifest-src': ["'self'"],
        },
      },
    },
  },
  // /_ready, and /metrics for METRICS_TOKEN only (middlewares/operations.ts).
  { name: 'global::operations', config: { metricsToken: env('METRICS_TOKEN', '') } },
  // The built web app on this port (docs/decisions/0016-one-production-server.md).
  'global::web-app',
  // Only the product's paths: no admin API unless SERVE_ADMIN=true, never its open registration.
  'global::admin-gate',
  { name: 'strapi::cors', config: { origin: [appOrigin(env('APP_URL', `http://localhost:${env('PORT', '1337')}`))], credentials: true } },
  // While the probe finds the database down: the API's 503 at once, with the headers above
  // (middlewares/database-down.ts).
  'global::database-down',
  // No strapi::poweredBy: an X-Powered-By header tells a scanner which known flaws to try.
  // Query strings: nested at most QUERY_STRING.depth levels (deeper is a German 400 in the query guard).
  { name: 'strapi::query', config: QUERY_STRING },
  // After the query string is parsed: malformed filters are a 400, not a 500.
  'global::query-guard',
  // When people last signed in: in the staff's user list only (middlewares/sign-in-times.ts).
  'global::sign-in-times',
  // A multipart body's files are written to the temporary folder by strapi::body; they are removed
  // when the request ends, whatever its answer (middlewares/upload-temp-files.ts).
  'global::upload-temp-files',
  // Uploads are limited on the bytes received, before any image processing (UPLOAD_SIZE_LIMIT); JSON
  // bodies on the bytes after unpacking. A body that cannot be read is a German 4xx, not a 500.
  {
    name: 'strapi::body',
    config: { jsonLimit: JSON_BODY_LIMIT, onError: refuseUnreadableBody, formidable: { maxFileSize: env.int('UPLOAD_SIZE_LIMIT', 10 * 1024 * 1024) } },
  },
  // After the body is parsed: limited in depth and values before any recursive walk, and no key of
  // any body names an Object.prototype member (a 500 otherwise).
  'global::body-guard',
  'strapi::session',
  // /favicon.ico is the app's icon (public/favicon.svg drawn at 16, 32 and 48 px); Strapi's default,
  // server/favicon.png, does not exist and was a 500.
  { name: 'strapi::favicon', config: { path: '../public/favicon.ico' } },
  // Uploaded files: their type from the stored name, nosniff, downloads unless an image, a sandbox CSP
  // of their own instead of the app's (middlewares/upload-headers.ts).
  'global::upload-headers',
  'strapi::public',
];
