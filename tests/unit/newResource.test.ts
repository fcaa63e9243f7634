import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// `npm run new:resource` (scripts/new-resource.mjs) on a copy of the files it adds to: what it
// writes, where, and that it stays within ten files outside the resource's two folders
// (docs/architecture.md, "Adding a resource"). That the result passes `npm test` was checked on a
// fresh clone (bench/REPORT.md, "The resource scaffold").

const repo = path.resolve(__dirname, '../..');
const MARKED = [
  'packages/contract/src/access/table.ts',
  'packages/contract/src/access/screens.ts',
  'src/providers/access/menus.ts',
  'src/features.ts',
  'server/tests/access/matrix-table.ts',
];
let root: string;

const scaffold = (...args: string[]) =>
  spawnSync(process.execPath, [path.join(repo, 'scripts/new-resource.mjs'), ...args, '--no-types'], {
    env: { ...process.env, NEW_RESOURCE_ROOT: root },
    encoding: 'utf8',
  });
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const filesBelow = (dir: string): string[] =>
  readdirSync(path.join(root, dir)).flatMap((entry) => {
    const file = path.join(dir, entry);
    return statSync(path.join(root, file)).isDirectory() ? filesBelow(file) : [file];
  });

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'new-resource-'));
  for (const file of MARKED) cpSync(path.join(repo, file), path.join(root, file));
  for (const dir of ['src/i18n/messages', 'server/src/api', 'server/tests']) cpSync(path.join(repo, 'package.json'), path.join(root, dir, '.keep'));
  execFileSync('git', ['init', '-q'], { cwd: root });
  execFileSync('git', ['add', '-A'], { cwd: root });
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'copy'], { cwd: root });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('npm run new:resource', () => {
  it('writes the two folders and at most ten files beside them', () => {
    const run = scaffold('scaffold-checks');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const changed = execFileSync('git', ['status', '--porcelain', '--untracked-files=all'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map((line) => line.slice(3));
    const outside = changed.filter((f) => !f.startsWith('src/scaffold-checks/') && !f.startsWith('server/src/api/scaffold-check/'));
    expect(outside.sort()).toEqual([...MARKED, 'server/tests/scaffold-checks.test.ts', 'src/i18n/messages/scaffold-checks.ts'].sort());
    // With Strapi's regenerated types (server/types/generated) one more: eight of ten.
    expect(outside.length + 1).toBeLessThanOrEqual(10);
    expect(filesBelow('server/src/api/scaffold-check').sort()).toEqual(
      [
        'content-types/scaffold-check/schema.json',
        'controllers/scaffold-check.ts',
        'resource.ts',
        'routes/scaffold-check.ts',
        'services/scaffold-check.ts',
      ].map((f) => path.join('server/src/api/scaffold-check', f)),
    );
    expect(
      filesBelow('src/scaffold-checks')
        .map((f) => path.basename(f))
        .sort(),
    ).toEqual(
      [
        'ScaffoldCheckCreate.tsx',
        'ScaffoldCheckEdit.tsx',
        'ScaffoldCheckInputs.tsx',
        'ScaffoldCheckList.tsx',
        'ScaffoldCheckShow.tsx',
        'index.ts',
        'pages.ts',
      ].sort(),
    );
  });

  it('fills in every name and adds the resource at the marked lines', () => {
    for (const file of [
      ...filesBelow('src/scaffold-checks'),
      ...filesBelow('server/src/api/scaffold-check'),
      'server/tests/scaffold-checks.test.ts',
      ...MARKED,
    ]) {
      expect(read(file), file).not.toMatch(/__[A-Za-z]+__/);
    }
    expect(read('packages/contract/src/access/table.ts')).toMatch(
      / {2}'scaffold-check': \{\n {4}permission: api\('scaffold-check'\),[\s\S]*\n {2}\/\/ `npm run new:resource` adds/,
    );
    expect(read('packages/contract/src/access/screens.ts')).toMatch(/ {2}'scaffold-checks': \{\n {4}list: \{ roles: BRAND_TEAM/);
    expect(read('src/features.ts')).toMatch(/import scaffoldChecks from '\.\/scaffold-checks';\n\/\/ `npm run new:resource` adds an import/);
    expect(read('src/providers/access/menus.ts')).toMatch(
      /\['scaffold-checks', 'app\.menu\.scaffold-checks'\],\n {2}\/\/ `npm run new:resource` adds brand menu items/,
    );
    expect(read('server/tests/access/matrix-table.ts')).toContain("...brandDocumentRows('scaffold-checks', 'scaffold-check'),");
    expect(read('src/scaffold-checks/index.ts')).toContain("name: 'scaffold-checks'");
    expect(read('server/src/api/scaffold-check/routes/scaffold-check.ts')).toContain("brandScopeOf('scaffold-check')");
  });

  it('a second resource with a dashed name gets its own lines; shared lines stay once', () => {
    expect(scaffold('brand-documents').status).toBe(0);
    const matrix = read('server/tests/access/matrix-table.ts');
    expect(matrix.match(/import \{ brandDocumentRows \}/g)).toHaveLength(1);
    expect(matrix).toContain("...brandDocumentRows('brand-documents', 'brand-document'),");
    expect(read('packages/contract/src/access/table.ts')).toContain("  'brand-document': {");
    expect(read('src/features.ts')).toContain("import brandDocuments from './brand-documents';");
    expect(read('src/brand-documents/BrandDocumentList.tsx')).toContain('export const BrandDocumentList');
  });

  it('refuses a name that is taken or not a plural it can read', () => {
    const again = scaffold('scaffold-checks');
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('new:resource: server/src/api/scaffold-check exists already.');
    expect(scaffold('Trainings').status).toBe(1);
    expect(scaffold('news').status).toBe(0);
    const noPlural = scaffold('staff');
    expect(noPlural.status).toBe(1);
    expect(noPlural.stderr).toContain('Name the singular: --singular <singular>.');
  });
});
