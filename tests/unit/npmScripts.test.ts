// Every `npm run` script of the workspaces names files that exist (issue 26): `npm run test:e2e`
// pointed at scripts/e2e.mjs, which did not.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const PACKAGES = ['.', 'server', 'packages/contract'];
const scriptsOf = (dir: string) =>
  Object.entries((JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')).scripts ?? {}) as Record<string, string>);

/** The files a script runs: each argument that looks like a path to a script or a config file. */
const filesNamed = (command: string) =>
  command
    .split(/\s*(?:&&|\|\||;)\s*/)
    .flatMap((part) => part.split(/\s+/))
    .filter((word) => /\.(m?js|cjs|ts|json)$/.test(word) && !word.startsWith('-'));

/** The commands a script starts: a binary of node_modules/.bin, or node itself. */
const binariesNamed = (command: string) =>
  command
    .split(/\s*(?:&&|\|\||;)\s*/)
    .map((part) => part.trim().split(/\s+/)[0])
    .filter((bin) => bin && bin !== 'node' && bin !== 'npm');

describe('npm scripts', () => {
  for (const dir of PACKAGES) {
    for (const [name, command] of scriptsOf(dir)) {
      it(`${dir === '.' ? '' : `${dir}: `}npm run ${name} names files and commands that exist`, () => {
        const missingFiles = filesNamed(command).filter((file) => !existsSync(path.join(root, dir, file)));
        const missingBins = binariesNamed(command).filter(
          (bin) => !existsSync(path.join(root, 'node_modules/.bin', bin)) && !existsSync(path.join(root, dir, 'node_modules/.bin', bin)),
        );
        expect({ missingFiles, missingBins }).toEqual({ missingFiles: [], missingBins: [] });
      });
    }
  }

  it('test:unit, test:server and test:e2e each run their vitest project alone', () => {
    const scripts = Object.fromEntries(scriptsOf('.'));
    expect(scripts['test:unit']).toBe('vitest run --project unit');
    expect(scripts['test:server']).toBe('vitest run --project server');
    expect(scripts['test:e2e']).toBe('vitest run --project e2e');
  });
});
