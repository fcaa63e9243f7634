// Test-only: boots the compiled server (like serve.js with SKIP_COMPILE=true, but without listening),
// writes its route table as JSON to the file named by its argument and exits. server/tests/route-guards.test.ts reads it to
// prove that no route ships without a guard. Needs DATABASE_FILENAME (a scratch SQLite file).
//
// Two views of the same table: `declared` is every route as Strapi registered it (ours, the
// plugins', the admin's) with its config; `mounted` is what the HTTP router really answers (method
// and path), so a route added some other way shows up too.
const path = require('path');

process.env.STRAPI_TELEMETRY_DISABLED = 'true';
process.env.STRAPI_DISABLE_UPDATE_NOTIFICATION = 'true';

const { writeFileSync } = require('fs');
const { createStrapi } = require('@strapi/strapi');

const outFile = path.resolve(process.argv[2] ?? '');

const appDir = path.resolve(__dirname, '..');
process.chdir(appDir);

/** Where a router's routes are answered: the content API below its REST prefix, the rest as declared. */
const declaredRoutes = (strapi, owner, routers) => {
  const restPrefix = strapi.config.get('api.rest.prefix', '/api');
  const list = Array.isArray(routers) ? [{ type: 'admin', prefix: `/${owner}`, routes: routers }] : Object.values(routers ?? {});
  return list.flatMap((router) =>
    (router.routes ?? []).map((route) => {
      const prefix = route.config && 'prefix' in route.config ? route.config.prefix : (router.prefix ?? '');
      const config = route.config ?? {};
      return {
        owner,
        type: router.type,
        method: route.method,
        path: `${router.type === 'content-api' ? restPrefix : ''}${prefix}${route.path}`,
        // The path as the access matrix names it: without the REST prefix.
        apiPath: `${prefix}${route.path}`,
        handler: typeof route.handler === 'string' ? route.handler : '(function)',
        auth: config.auth === false ? false : (config.auth ?? null),
        policies: (config.policies ?? []).map((p) => (typeof p === 'string' ? p : (p?.name ?? 'function'))),
        middlewares: (config.middlewares ?? []).map((m) => (typeof m === 'string' ? m : (m?.name ?? 'function'))),
      };
    }),
  );
};

(async () => {
  const distDir = process.env.STRAPI_DIST_DIR || path.join(appDir, 'dist');
  const strapi = createStrapi({ appDir, distDir, autoReload: false });
  await strapi.load();
  const declared = [
    ...declaredRoutes(strapi, 'admin', strapi.admin?.routes),
    ...Object.entries(strapi.apis).flatMap(([name, api]) => declaredRoutes(strapi, `api::${name}`, api.routes)),
    ...Object.entries(strapi.plugins).flatMap(([name, plugin]) => declaredRoutes(strapi, `plugin::${name}`, plugin.routes)),
  ];
  strapi.server.mount();
  const mounted = strapi.server
    .listRoutes()
    .filter((layer) => layer.methods.length)
    .flatMap((layer) => layer.methods.filter((m) => m !== 'HEAD').map((method) => ({ method, path: layer.path })));
  writeFileSync(outFile, JSON.stringify({ declared, mounted }));
  await strapi.destroy();
  process.exit(0);
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
