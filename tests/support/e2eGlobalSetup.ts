import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureAppBuild } from '../../scripts/lib/app-build.mjs';
import { isBrowserSetting } from '../../src/providers/keptAcrossSignOut';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './api';
import { connectBrowser, launchBrowserServer } from './browser';
import { startPool } from './serverGlobalSetup';
import { startPooledStrapi, startStrapi } from './strapiServer';
import { prepareTemplates } from './templateDatabases';

/** What the app keeps in the browser after a demo account signed in: its localStorage entries. */
export type SignInStates = Record<string, { name: string; value: string }[]>;

declare module 'vitest' {
  export interface ProvidedContext {
    webAppDir: string;
    browserEndpoint: string;
    signInStates: SignInStates;
  }
}

const ROOT = path.resolve(__dirname, '../..');

/**
 * The product as `npm start` runs it, once per run: the app's production build (dist/), the seeded
 * template every file's server starts on, one Chromium every file connects to, and each demo
 * account's sign-in through the login form, kept for the tests that only need to be signed in.
 */
export default async function setup(project: TestProject) {
  const [built, templates, launched] = await Promise.allSettled([
    ensureAppBuild(ROOT),
    prepareTemplates({ postgres: !!process.env.TEST_DATABASE_URL }),
    launchBrowserServer(),
  ]);
  if (built.status === 'rejected' || templates.status === 'rejected' || launched.status === 'rejected') {
    // Vitest runs no teardown of a setup that failed: what did start goes now.
    if (launched.status === 'fulfilled') await launched.value.close();
    if (templates.status === 'fulfilled') await templates.value();
    throw [built, templates, launched].flatMap((result) => (result.status === 'rejected' ? [result.reason] : []))[0];
  }
  const [webAppDir, removeTemplates, browser] = [built.value, templates.value, launched.value];
  const env = { WEB_APP_DIR: webAppDir };
  let pool: Awaited<ReturnType<typeof startPool>> = null;
  const teardown = async () => {
    await pool?.close();
    await browser.close();
    await removeTemplates();
  };
  try {
    pool = await startPool(project, env);
    project.provide('serverPool', pool?.url ?? '');
    // The sign-ins' server serves the files afterwards, reset like any other of the pool.
    const pooled = pool ? await startPooledStrapi(env) : null;
    const server = pooled ?? (await startStrapi(env));
    try {
      project.provide('signInStates', await signInStates(browser.wsEndpoint(), server.url));
    } catch (error) {
      await server.stop();
      throw error;
    }
    if (pool && pooled) pool.adopt(pooled);
    else await server.stop();
  } catch (error) {
    // Vitest runs no teardown of a setup that failed: the browser and the templates go now.
    await teardown();
    throw error;
  }
  project.provide('webAppDir', webAppDir);
  project.provide('browserEndpoint', browser.wsEndpoint());
  return teardown;
}

/** Signs each demo account in through the login form, all at once, and keeps what the app stored. */
const signInStates = async (endpoint: string, url: string): Promise<SignInStates> => {
  const browser = await connectBrowser(endpoint);
  try {
    const states: SignInStates = {};
    const signIn = async (email: string) => {
      const context = await browser.newContext({ baseURL: url, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
      const page = await context.newPage();
      await page.goto('/login');
      await page.getByLabel('E-Mail-Adresse').fill(email);
      await page.getByLabel(/^Passwort\s*\*?$/).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Anmelden' }).click();
      await page.waitForURL((target) => target.pathname !== '/login');
      // Signed in: the session is stored and the landing page shows its content.
      await page.waitForFunction(() => !!localStorage.getItem('token') && !!localStorage.getItem('user'));
      await page.locator('main').first().waitFor();
      // The session, not the browser's own settings (light or dark mode), which a test may have set.
      const stored = (await context.storageState()).origins.find((origin) => origin.origin === url)?.localStorage ?? [];
      states[email] = stored.filter((entry) => !isBrowserSetting(entry.name));
      await context.close();
    };
    await Promise.all(Object.values(DEMO_ACCOUNTS).map(signIn));
    return states;
  } finally {
    await browser.close();
  }
};
