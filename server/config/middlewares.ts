// APP_URL's origin is the only one a browser may call the API from (credentials included).
const appOrigin = (url: string) => new URL(url).origin;

export default ({ env }) => [
  'strapi::logger',
  'strapi::errors',
  // Inside the error handler: Strapi's English validation answers become German.
  'global::german-errors',
  // Only the product's paths: no admin API unless SERVE_ADMIN=true, never its open registration.
  'global::admin-gate',
  'strapi::security',
  { name: 'strapi::cors', config: { origin: [appOrigin(env('APP_URL', 'http://localhost:5173'))], credentials: true } },
  'strapi::poweredBy',
  'strapi::query',
  // After the query string is parsed: malformed filters are a 400, not a 500.
  'global::query-guard',
  // Uploads are limited on the bytes received, before any image processing (UPLOAD_SIZE_LIMIT).
  { name: 'strapi::body', config: { formidable: { maxFileSize: env.int('UPLOAD_SIZE_LIMIT', 10 * 1024 * 1024) } } },
  // After the body is parsed: no key of any body names an Object.prototype member (a 500 otherwise).
  'global::body-guard',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];
