// Compiles the TypeScript server into dist/ (used by tests before they start servers), after the
// contract package it imports (its dist/ is what tsc and Node read here).
const path = require('path');
const { compileStrapi } = require('@strapi/strapi');
const { buildContract } = require('@markenportal/contract/build');
const cleanDist = require('./clean-dist');

buildContract();
cleanDist(path.resolve(__dirname, '..'));
compileStrapi({ appDir: path.resolve(__dirname, '..'), ignoreDiagnostics: false }).catch((error) => {
  console.error(error);
  process.exit(1);
});
