// Compiles the TypeScript server and starts Strapi (no admin build unless SERVE_ADMIN=true).
const path = require('path');
const cleanDist = require('./clean-dist');

process.env.STRAPI_TELEMETRY_DISABLED = 'true';
process.env.STRAPI_DISABLE_UPDATE_NOTIFICATION = 'true';

const { compileStrapi, createStrapi } = require('@strapi/strapi');

const appDir = path.resolve(__dirname, '..');
process.chdir(appDir);

(async () => {
  // Tests compile once up front and start several servers from the same dist/.
  const context =
    process.env.SKIP_COMPILE === 'true'
      ? { appDir, distDir: path.join(appDir, 'dist') }
      : (cleanDist(appDir), await compileStrapi({ appDir, ignoreDiagnostics: false }));
  const app = createStrapi({ ...context, autoReload: false });
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
