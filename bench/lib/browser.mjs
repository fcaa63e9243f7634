import { existsSync } from 'node:fs';

// tests/support/browser.ts: Debian's Chromium if present, else the one @sparticuz/chromium ships.
export const chromiumExecutable = async () => {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  const { default: packaged } = await import('@sparticuz/chromium');
  return packaged.executablePath();
};

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
