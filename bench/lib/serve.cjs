// server/scripts/serve.js with SKIP_COMPILE=true, but started from a copy of server/dist
// (BENCH_DIST_DIR): the benchmarks run for minutes, and a `compile.js` elsewhere in the same
// work tree empties server/dist while it compiles.
const path = require('path');

process.env.STRAPI_TELEMETRY_DISABLED = 'true';
process.env.STRAPI_DISABLE_UPDATE_NOTIFICATION = 'true';

const { createStrapi } = require('@strapi/strapi');

const appDir = process.env.BENCH_APP_DIR || path.resolve(__dirname, '../../server');
process.chdir(appDir);

(async () => {
  const app = createStrapi({ appDir, distDir: process.env.BENCH_DIST_DIR, autoReload: false });
  await app.start();
  const stop = async () => {
    await app.destroy();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
