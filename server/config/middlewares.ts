export default [
  'strapi::logger',
  'strapi::errors',
  // Inside the error handler: Strapi's English validation answers become German.
  'global::german-errors',
  'strapi::security',
  'strapi::cors',
  'strapi::poweredBy',
  'strapi::query',
  // After the query string is parsed: malformed filters are a 400, not a 500.
  'global::query-guard',
  'strapi::body',
  // After the body is parsed: no key of any body names an Object.prototype member (a 500 otherwise).
  'global::body-guard',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];
