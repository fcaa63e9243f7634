import { existsSync } from 'node:fs';
import { chromium, Browser } from 'playwright-core';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/** Debian's Chromium when the machine has it; otherwise the binary the @sparticuz/chromium package ships. */
export const chromiumExecutable = async (): Promise<string> => {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM;
  const { default: packaged } = await import('@sparticuz/chromium');
  return packaged.executablePath();
};

// Without the background-networking flags Chromium keeps dialling out on this closed network.
const ARGS = [
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

export const launchBrowser = async (): Promise<Browser> => chromium.launch({ executablePath: await chromiumExecutable(), headless: true, args: ARGS });
