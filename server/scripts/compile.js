// Compiles the TypeScript server into dist/ (used by tests before they start servers).
const path = require('path');
const { compileStrapi } = require('@strapi/strapi');
const cleanDist = require('./clean-dist');

cleanDist(path.resolve(__dirname, '..'));
compileStrapi({ appDir: path.resolve(__dirname, '..'), ignoreDiagnostics: false }).catch((error) => {
  console.error(error);
  process.exit(1);
});
