#!/usr/bin/env node
// `npm run new:resource <name>`: a working brand-scoped resource (docs/architecture.md, "Adding a
// resource"). <name> is the plural as the route has it (`trainings`, `brand-documents`); the singular
// is the name without its last "s" unless --singular says otherwise. It writes the server folder
// (server/src/api/<singular>/) and the app's (src/<name>/) from scripts/resource-template/, and adds
// the resource to the access table, the screens, the feature list, the brand menu, the catalog and a
// server test. Brand admins write, brand admins and viewers read, within their brands.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const templates = path.join(path.dirname(fileURLToPath(import.meta.url)), 'resource-template');
// NEW_RESOURCE_ROOT: another copy of the repository (tests/unit/newResource.test.ts writes into one).
const root = path.resolve(process.env.NEW_RESOURCE_ROOT ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));

const fail = (message) => {
  console.error(`new:resource: ${message}`);
  process.exit(1);
};

const args = process.argv.slice(2);
// --no-types: leaves Strapi's generated types alone (the test's copy has no server to load).
const noTypes = args.includes('--no-types');
if (noTypes) args.splice(args.indexOf('--no-types'), 1);
const singularFlag = args.indexOf('--singular');
const singularArg = singularFlag >= 0 ? args.splice(singularFlag, 2)[1] : undefined;
const plural = args[0];
const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
if (!plural || !KEBAB.test(plural)) fail('Usage: npm run new:resource <name> [--singular <singular>] (lower case, words joined by "-", plural: trainings)');
const singular = singularArg ?? (plural.endsWith('s') ? plural.slice(0, -1) : undefined);
if (!singular || !KEBAB.test(singular) || singular === plural) fail('Name the singular: --singular <singular>.');

const pascal = (name) => name.replace(/(^|-)([a-z0-9])/g, (_, __, c) => c.toUpperCase());
const words = {
  __plural__: plural,
  __singular__: singular,
  __Plural__: pascal(plural),
  __Singular__: pascal(singular),
  __SINGULAR__: singular.replace(/-/g, '_').toUpperCase(),
  __table__: plural.replace(/-/g, '_'),
  __camelPlural__: pascal(plural).replace(/^./, (c) => c.toLowerCase()),
  __Icon__: 'Topic',
};
const fill = (text) => Object.entries(words).reduce((out, [token, value]) => out.replaceAll(token, value), text);

const serverDir = path.join(root, 'server', 'src', 'api', singular);
const clientDir = path.join(root, 'src', plural);
const catalog = path.join(root, 'src', 'i18n', 'messages', `${plural}.ts`);
const serverTest = path.join(root, 'server', 'tests', `${plural}.test.ts`);
for (const taken of [serverDir, clientDir, catalog, serverTest]) if (existsSync(taken)) fail(`${path.relative(root, taken)} exists already.`);

const written = [];
const write = (file, text) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  written.push(path.relative(root, file));
};
/** Every template file below `from`, written below `to` with its tokens filled in and `.tpl` dropped. */
const copyTree = (from, to) => {
  for (const entry of readdirSync(from)) {
    const source = path.join(from, entry);
    const target = path.join(to, fill(entry).replace(/\.tpl$/, ''));
    if (statSync(source).isDirectory()) copyTree(source, target);
    else write(target, fill(readFileSync(source, 'utf8')));
  }
};

/** Inserts `text` before the line holding `marker` in `file`. */
const insertBefore = (file, marker, text) => {
  const full = path.join(root, file);
  const source = readFileSync(full, 'utf8');
  // Shared lines (an import another resource added already) are there once.
  if (source.includes(fill(text))) return;
  const at = source.indexOf(marker);
  if (at < 0) fail(`${file} has no line "${marker}".`);
  const lineStart = source.lastIndexOf('\n', at) + 1;
  writeFileSync(full, source.slice(0, lineStart) + fill(text) + source.slice(lineStart));
  written.push(file);
};

const key = KEBAB.test(singular) && !singular.includes('-') ? singular : `'${singular}'`;
const screenKey = plural.includes('-') ? `'${plural}'` : plural;
insertBefore(
  'packages/contract/src/access/table.ts',
  '`npm run new:resource` adds',
  `  // __Plural__ of a brand: its admins write them; its admins and viewers read them.
  ${key}: {
    permission: api('__singular__'),
    actions: {
      ...each(['find', 'findOne'], rule({ brand_admin: 'brands', visual_brand_admin: 'brands' })),
      ...each(['create', 'update', 'delete'], rule({ brand_admin: 'brands' })),
    },
  },
`,
);
insertBefore(
  'packages/contract/src/access/screens.ts',
  '`npm run new:resource` adds',
  `  ${screenKey}: {
    list: { roles: BRAND_TEAM, user: [...call('__singular__', 'find'), ...BRAND_SCOPE] },
    show: { roles: BRAND_TEAM, user: call('__singular__', 'findOne') },
    create: { roles: BRAND_ADMIN, user: [...call('__singular__', 'create'), ...BRAND_SCOPE] },
    edit: { roles: BRAND_ADMIN, user: [...call('__singular__', 'findOne', 'update'), ...BRAND_SCOPE] },
    delete: { roles: BRAND_ADMIN, user: call('__singular__', 'delete') },
    // The list as CSV, from the rows read as the list reads them.
    export: { roles: BRAND_TEAM, user: [...call('__singular__', 'find'), ...BRAND_SCOPE] },
  },
`,
);
insertBefore('server/tests/access/matrix-table.ts', '`npm run new:resource` adds an import', `import { brandDocumentRows } from './rows/brand-documents';\n`);
insertBefore('server/tests/access/matrix-table.ts', "`npm run new:resource` adds a resource's rows", `  ...brandDocumentRows('__plural__', '__singular__'),\n`);
insertBefore('src/providers/access/menus.ts', '`npm run new:resource` adds', `  ['__plural__', 'app.menu.__plural__'],\n`);
insertBefore('src/features.ts', '`npm run new:resource` adds an import', `import __camelPlural__ from './__plural__';\n`);
insertBefore('src/features.ts', '`npm run new:resource` adds a feature', `  __camelPlural__,\n`);

copyTree(path.join(templates, 'server'), path.join(root, 'server', 'src'));
const client = path.join(templates, 'client');
for (const entry of readdirSync(client).filter((e) => e !== 'messages.ts.tpl'))
  write(path.join(clientDir, fill(entry).replace(/\.tpl$/, '')), fill(readFileSync(path.join(client, entry), 'utf8')));
write(catalog, fill(readFileSync(path.join(client, 'messages.ts.tpl'), 'utf8')));
write(serverTest, fill(readFileSync(path.join(templates, 'tests', 'server.test.ts.tpl'), 'utf8')));

// Strapi's types of the content types (server/types/generated), which the server compiles against.
const generateTypes = () => {
  const require = createRequire(import.meta.url);
  require('@markenportal/contract/build').buildContract();
  const server = path.join(root, 'server');
  // The server workspace's own `strapi` command (npm exec finds it in node_modules/.bin).
  const generated = spawnSync('npm', ['exec', '--no', '--', 'strapi', 'ts:generate-types', '--silent'], {
    cwd: server,
    stdio: 'inherit',
    env: { ...process.env, STRAPI_TELEMETRY_DISABLED: 'true' },
  });
  if (generated.status !== 0) fail('strapi ts:generate-types failed.');
  written.push('server/types/generated/contentTypes.d.ts');
};
if (!noTypes) generateTypes();

console.log(`new:resource: ${plural} (${singular})\n${[...new Set(written)].map((f) => `  ${f}`).join('\n')}`);
console.log('Next: fill in the German labels (src/i18n/messages), the fields (schema.json, *Inputs.tsx), and run npm test.');
