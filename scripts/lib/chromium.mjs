// The one Chromium of the tests and benchmarks: the build @sparticuz/chromium ships (pinned in
// package.json), whatever browser the machine has. A machine's own Chromium of another version
// renders and times differently (a test that passed on 143 failed on Debian's 156). CHROMIUM_PATH
// names another binary explicitly, for a machine the package has no build for.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const rootPackage = JSON.parse(readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../package.json'), 'utf8'));

/** The exact @sparticuz/chromium version package.json pins; its major is the Chromium version. */
export const PINNED_CHROMIUM = rootPackage.devDependencies['@sparticuz/chromium'];

/** Refuses a browser of another major version than the pinned one (unless CHROMIUM_PATH chose it). */
export const assertPinnedChromium = (version) => {
  if (process.env.CHROMIUM_PATH || version.split('.')[0] === PINNED_CHROMIUM.split('.')[0]) return;
  throw new Error(`Chromium ${version} läuft, die Tests sind auf ${PINNED_CHROMIUM} (package.json) festgelegt.`);
};

export const chromiumExecutable = async () => {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const { default: packaged } = await import('@sparticuz/chromium');
  return packaged.executablePath();
};

// Without the background-networking flags Chromium keeps dialling out on this closed network.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--lang=de-DE',
];
