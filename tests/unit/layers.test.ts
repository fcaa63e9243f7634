import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Layers that only look down (docs/architecture.md, "Layers"; issue 34). Each file's imports are read
// with TypeScript's own pre-processor (static, dynamic and type-only imports alike) and resolved to
// the folder they reach. The app's order, from the bottom:
//
//   contract  ←  ground (common, providers, i18n, realtime, theme)  ←  layout  ←  features  ←  App
//
// A layer imports only from its own and the ones below. The features are the folders under src/ whose
// descriptor src/features.ts lists (src/field-app/ among them); the App layer is the wiring at the
// top (App.tsx, main.tsx, features.ts, wiring.ts). Besides, src/layout/ and src/field-app/ do not
// import each other: the field app's layout is the field app's `layout.frame`, lent the layout's parts.

const ROOT = resolve(__dirname, '../..');
const SRC = join(ROOT, 'src');

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return /\.(ts|tsx|js|mjs|cjs)$/.test(name) ? [path] : [];
  });

/** A file's relative imports, as absolute paths (without extension). */
const importsOf = (file: string): string[] =>
  ts
    .preProcessFile(readFileSync(file, 'utf8'), true, true)
    .importedFiles.map((imported) => imported.fileName)
    .filter((name) => name.startsWith('.'))
    .map((name) => resolve(dirname(file), name));

/** The first folder (or the file) below `root` that a path is in: `layout`, `field-app`, `App.tsx`. */
const topOf = (root: string, path: string) =>
  relative(root, path)
    .split(sep)[0]
    .replace(/\.(tsx?|d\.ts)$/, '');

/** The feature folders: where the descriptors (a folder's index.ts) that src/features.ts imports live. */
const isDescriptor = (path: string) => ['index.ts', 'index.tsx'].some((name) => existsSync(join(path, name)));
const FEATURE_FOLDERS = new Set(
  importsOf(join(SRC, 'features.ts'))
    .filter(isDescriptor)
    .map((path) => topOf(SRC, path)),
);
const GROUND = ['common', 'providers', 'i18n', 'realtime', 'theme', 'vite-env'];
const APP = ['App', 'main', 'features', 'wiring'];
const LAYERS = ['ground', 'layout', 'features', 'App'] as const;

const layerOf = (top: string): (typeof LAYERS)[number] | undefined => {
  if (APP.includes(top)) return 'App';
  if (top === 'layout') return 'layout';
  if (GROUND.includes(top)) return 'ground';
  if (FEATURE_FOLDERS.has(top)) return 'features';
  return undefined;
};

/** One line per import that breaks a rule: `file → import (why)`. */
const appFindings = () =>
  filesUnder(SRC).flatMap((file) => {
    const from = topOf(SRC, file);
    return importsOf(file).flatMap((target) => {
      if (!target.startsWith(SRC + sep)) return [];
      const to = topOf(SRC, target);
      const line = (why: string) => [`${relative(ROOT, file)} → ${relative(ROOT, target)} (${why})`];
      if (LAYERS.indexOf(layerOf(to)!) > LAYERS.indexOf(layerOf(from)!)) return line(`${layerOf(from)} imports ${layerOf(to)}`);
      if ((from === 'layout' && to === 'field-app') || (from === 'field-app' && to === 'layout')) return line('layout and field-app');
      return [];
    });
  });

// The server's layers have their own scan: server/tests/server-layers.test.ts.
describe('layers that only look down', () => {
  it('every folder and file under src/ is in a layer (a new feature is listed in src/features.ts)', () => {
    const tops = new Set(filesUnder(SRC).map((file) => topOf(SRC, file)));
    expect([...tops].filter((top) => !layerOf(top))).toEqual([]);
    expect(FEATURE_FOLDERS).toContain('field-app');
    expect(FEATURE_FOLDERS).not.toContain('providers');
  });

  it('the app: ground ← layout ← features ← App, and layout and field-app apart', () => {
    expect(appFindings()).toEqual([]);
  });

  it('the contract imports nothing of the app or the server', () => {
    const contract = join(ROOT, 'packages', 'contract', 'src');
    const leaving = filesUnder(contract).flatMap((file) => importsOf(file).filter((target) => !target.startsWith(contract + sep)));
    expect(leaving).toEqual([]);
  });
});
