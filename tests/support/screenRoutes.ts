import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { settle } from './e2e';
import { RECORD_SOURCES } from './screens';

// Opening the screens of tests/support/screens.ts (derived from the features' descriptors) in the
// browser: `{feature}` in a path is a record id, read from the app: the first record its list opens.

export { PUBLIC_ROUTES, SCREEN_ROUTES, type Account } from './screens';

/**
 * Opens a route inside the signed-in app, as a click on a link does, and waits until its data is
 * shown; the first screen of a page loads the app. The entry carries the state react-router's own
 * `navigate` writes (`idx`, one past the current one): its history then knows how far the
 * navigation goes, and a form's unsaved-changes blocker (useBlocker) sees a navigation it can
 * block. A bare `pushState` has no `idx`, and react-router warns that it cannot block it.
 */
export const openScreen = async (page: Page, path: string) => {
  const inApp = page.url().startsWith('http') && (await page.evaluate(() => typeof window.history.state?.idx === 'number'));
  if (!inApp) await page.goto(path);
  else
    await page.evaluate(
      (to) =>
        new Promise<void>((resolve) => {
          const idx = (window.history.state as { idx: number }).idx + 1;
          window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', to);
          window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
          // The router renders the new route before the next frame: settle then sees its loading.
          requestAnimationFrame(() => resolve());
        }),
      path,
    );
  await settle(page);
  // A navigation that was blocked or sent elsewhere would check another screen.
  expect(new URL(page.url()).pathname, `opened ${path}`).toBe(path);
};

/** Opens `list` and its records one by one until one opens a page matching one of `opens`; returns that id. */
const firstRecordId = async (page: Page, { list, opens }: { list: string; opens: RegExp[] }): Promise<string> => {
  const match = (pathname: string) => opens.map((pattern) => pattern.exec(pathname)).find(Boolean);
  await openScreen(page, list);
  // Only rows that open take the focus (src/common/KeyboardRows.tsx): the brand admin's own row,
  // which does not open, is not clicked and waited on for nothing.
  const rows = page.locator(`main tbody tr[tabindex="0"], main a[href^="${list}/"]:not([href$="/create"])`);
  await rows.first().waitFor();
  const count = Math.min(await rows.count(), 5);
  for (let i = 0; i < count; i++) {
    await rows.nth(i).click();
    const opened = await page
      .waitForURL((url) => !!match(url.pathname), { timeout: 3000 })
      .then(() => true)
      .catch(() => false);
    if (opened) return match(new URL(page.url()).pathname)![1];
    await openScreen(page, list);
  }
  throw new Error(`No record of ${list} opens ${opens.join(' or ')}`);
};

/** The account's routes with their record ids filled in from the app. */
export const resolveRoutes = async (page: Page, routes: string[]): Promise<string[]> => {
  const ids = new Map<string, string>();
  const resolved: string[] = [];
  for (const route of routes) {
    let path = route;
    for (const [, name] of route.matchAll(/\{([\w-]+)\}/g)) {
      if (!ids.has(name)) ids.set(name, await firstRecordId(page, RECORD_SOURCES[name]));
      path = path.replace(`{${name}}`, ids.get(name)!);
    }
    resolved.push(path);
  }
  return resolved;
};
