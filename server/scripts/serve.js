// Compiles the contract package and the TypeScript server, and starts Strapi (no admin build unless
// SERVE_ADMIN=true).
// SKIP_COMPILE=true starts the compiled server as it is: from dist/, or from STRAPI_DIST_DIR (the
// benchmarks start a copy, since a compile elsewhere in the work tree empties dist/ meanwhile);
// STRAPI_APP_DIR starts another copy of this server folder.
const path = require('path');
const cleanDist = require('./clean-dist');
const { installJsonConsole } = require('./json-console');

// First: with LOG_FORMAT=json no line of this process is plain text, whoever writes it.
if (process.env.LOG_FORMAT === 'json') installJsonConsole();

process.env.STRAPI_TELEMETRY_DISABLED = 'true';

const { compileStrapi, createStrapi } = require('@strapi/strapi');
const { buildContract } = require('@markenportal/contract/build');

const appDir = process.env.STRAPI_APP_DIR ? path.resolve(process.env.STRAPI_APP_DIR) : path.resolve(__dirname, '..');
process.chdir(appDir);

(async () => {
  // Tests compile once up front and start several servers from the same dist/.
  const context =
    process.env.SKIP_COMPILE === 'true'
      ? { appDir, distDir: process.env.STRAPI_DIST_DIR || path.join(appDir, 'dist') }
      : (buildContract(), cleanDist(appDir), await compileStrapi({ appDir, ignoreDiagnostics: false }));
  const app = createStrapi({ ...context, autoReload: false });
  // On SIGTERM and SIGINT Strapi destroys itself and exits (createStrapi registers that). A second
  // destroy of our own ran beside it, threw ("Destroy … has already been called") and ended the
  // process before the shutdown hooks had finished (the push worker's batches in flight).
  await app.start();
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
