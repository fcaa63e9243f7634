// The e2e tests run on one pinned Chromium (issue 26): the version package.json pins exactly, the
// one the lock file installs, and a connection to a browser of another major version is refused.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { assertPinnedChromium, PINNED_CHROMIUM } from '../../scripts/lib/chromium.mjs';

const root = path.resolve(__dirname, '../..');
const json = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

describe('the pinned Chromium', () => {
  const chosen = process.env.CHROMIUM_PATH;
  afterEach(() => {
    if (chosen === undefined) delete process.env.CHROMIUM_PATH;
    else process.env.CHROMIUM_PATH = chosen;
  });

  it('is an exact version in package.json, and the lock file installs that version', () => {
    expect(PINNED_CHROMIUM).toMatch(/^\d+\.\d+\.\d+$/);
    expect(json('package-lock.json').packages['node_modules/@sparticuz/chromium'].version).toBe(PINNED_CHROMIUM);
  });

  it('accepts a browser of its major version and refuses another, naming both', () => {
    delete process.env.CHROMIUM_PATH;
    const major = PINNED_CHROMIUM.split('.')[0];
    expect(() => assertPinnedChromium(`${major}.0.7499.4`)).not.toThrow();
    expect(() => assertPinnedChromium('156.0.7600.1')).toThrow(`Chromium 156.0.7600.1 läuft, die Tests sind auf ${PINNED_CHROMIUM} (package.json) festgelegt.`);
  });

  it('leaves the choice to CHROMIUM_PATH when it names another binary', () => {
    process.env.CHROMIUM_PATH = '/opt/chromium/chrome';
    expect(() => assertPinnedChromium('156.0.7600.1')).not.toThrow();
  });
});
