// What server/tests/route-guards.test.ts accepts as the guard of a route that declares no policy
// and no route middleware (docs/security.md, "Every route has a guard"). Each entry says why the
// permissions alone are enough; a route missing here and guarded by nothing fails the test.

/**
 * Content-API routes whose whole rule is who holds the permission (the access table,
 * packages/contract/src/access/table.ts, which server/src/seed/permissions.ts seeds), or whose
 * controller scopes the answer to the caller itself. Keys as the access matrix names routes.
 */
export const PERMISSION_ONLY: Record<string, string> = {
  'GET /brands': 'every signed-in user and the public-access token read every brand (the brand directory is not a secret)',
  'GET /brands/:id': 'as GET /brands',
  'DELETE /brands/:id': 'operators only; they manage every brand',
  'GET /licenses': 'reference list of the back office (operators, employees, brand admins); no brand data',
  'GET /licenses/:id': 'as GET /licenses',
  'GET /addons': 'reference list of the back office (operators, employees, brand admins); no brand data',
  'GET /addons/:id': 'as GET /addons',
  'GET /specializations': 'reference list every caller reads (registration and profiles); no brand data',
  'GET /specializations/:id': 'as GET /specializations',
  'GET /notifications': 'operators only; they read every brand',
  'GET /notifications/:id': 'as GET /notifications',
  'GET /favorites': "the controller lists the caller's own favorites only (api/favorite/controllers)",
  'GET /invitations/code/:code': 'the unguessable code is the key; the controller answers a preview without personal data',
  'POST /invitations/accept': "the controller accepts only the caller's own open invitation by its code",
  'GET /consents': "doctors and PTAs only; the controller lists the caller's own consents (api/consent/consents.ts)",
  'GET /legal-text': 'operators and the public-access token; the texts are public by nature („Datenschutz“, „Impressum“)',
  'DELETE /upload/files/:id': 'operators only; they manage every file',
  'GET /users-permissions/roles': 'the list of roles (no people); staff and brand admins pick roles from it',
  'GET /users-permissions/roles/:id': 'operators only',
};

/**
 * Paths the HTTP router answers that are no declared route (Strapi and its plugins add them to the
 * router directly). Keys are `METHOD path` as koa-router lists them; `*` is every method.
 */
export const ROUTER_ONLY: Record<string, string> = {
  '* /_health': "Strapi's health check: an empty 204 (the load balancer's probe)",
  'GET /uploads/(.*)': 'uploaded files under their random names, as the app and the mobile app show them (upload plugin)',
  'GET /': "strapi::public (server/public); the admin gate lets only the product's paths through",
  'GET /((?!uploads/).+)': "strapi::public (server/public: robots.txt); the admin gate lets only the product's paths through",
};

/** Content-API routes with `auth: false` (no token checked at all), each with its reason. None today. */
export const PUBLIC_ROUTES: Record<string, string> = {};

/**
 * Content-API routes with `auth: false` whose route middleware signs the token in itself, each with
 * its reason: users-permissions' strategy does not run for them.
 */
export const SIGNING_IN_THEMSELVES: Record<string, string> = {
  'GET /realtime/events':
    'the live stream, open to every signed-in account: signedInAccount checks token, sessions and account in one query (bench/REPORT.md, "Realtime")',
};
