import { chromium, type Browser, type BrowserServer } from 'playwright-core';
import { assertPinnedChromium, CHROMIUM_ARGS, chromiumExecutable } from '../../scripts/lib/chromium.mjs';

/** The pinned Chromium (scripts/lib/chromium.mjs), started once per run for every e2e worker to connect to. */
export const launchBrowserServer = async (): Promise<BrowserServer> =>
  chromium.launchServer({ executablePath: await chromiumExecutable(), headless: true, args: CHROMIUM_ARGS });

/** A connection to the run's Chromium; refuses another version than the pinned one. */
export const connectBrowser = async (endpoint: string): Promise<Browser> => {
  const browser = await chromium.connect(endpoint);
  assertPinnedChromium(browser.version());
  return browser;
};
