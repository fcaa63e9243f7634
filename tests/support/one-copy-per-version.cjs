// Loaded by the test servers only (NODE_OPTIONS=--require, tests/support/strapiServer.ts), never by
// production's serve.js: it patches Node's private Module._resolveFilename.
// npm nests a copy of date-fns 2.30.0 under each Strapi package that needs it (the web app's
// date-fns 4 holds the top level), and Strapi's start loaded five identical copies, each with all of
// its functions: about 0.45 s of every start (bench/REPORT.md, "Test suite"), some 110 starts a run.
// Resolving every copy of one version to the first one loaded is what `npm dedupe` would have done
// without the conflict; another version keeps its own copy.
const Module = require('module');
const { readFileSync } = require('fs');

const PACKAGES = ['date-fns'];
const marker = (name) => `/node_modules/${name}/`;
const versionOf = new Map();
const firstCopy = new Map();

const copyFor = (root) => {
  if (!versionOf.has(root)) {
    const { name, version } = JSON.parse(readFileSync(`${root}/package.json`, 'utf8'));
    versionOf.set(root, `${name}@${version}`);
  }
  const key = versionOf.get(root);
  if (!firstCopy.has(key)) firstCopy.set(key, root);
  return firstCopy.get(key);
};

const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  const file = resolve.call(this, request, ...rest);
  if (typeof file !== 'string') return file;
  for (const name of PACKAGES) {
    const at = file.lastIndexOf(marker(name));
    if (at === -1) continue;
    const root = file.slice(0, at + marker(name).length - 1);
    const copy = copyFor(root);
    return copy === root ? file : copy + file.slice(root.length);
  }
  return file;
};
