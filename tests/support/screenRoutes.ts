import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from './api';
import { settle } from './e2e';

// Every screen each demo account can open (the features' descriptors in src/*/index.ts and the
// access rules in src/providers/access/rules.ts). `{name}` is a record id, read from the app:
// the first record its list opens (`RECORD_SOURCES`).

export type Account = keyof typeof DEMO_ACCOUNTS;

/** Where a record id comes from: the list that opens it, and the path it opens, with the id as `([^/]+)`. */
const RECORD_SOURCES: Record<string, { list: string; opens: RegExp }> = {
  brand: { list: '/brand-management', opens: /^\/brand-management\/([^/]+)$/ },
  user: { list: '/user-management', opens: /^\/user-management\/([^/]+)$/ },
  employee: { list: '/employee-management', opens: /^\/employee-management\/([^/]+)$/ },
  link: { list: '/link-management', opens: /^\/link-management\/([^/]+)$/ },
  post: { list: '/posts', opens: /^\/posts\/([^/]+)$/ },
  event: { list: '/events', opens: /^\/events\/([^/]+)\/edit$/ },
  sales: { list: '/sales', opens: /^\/sales\/([^/]+)\/edit$/ },
  admin: { list: '/brand-admins', opens: /^\/brand-admins\/([^/]+)\/edit$/ },
  contact: { list: '/contacts', opens: /^\/contacts\/([^/]+)$/ },
  chat: { list: '/chat', opens: /^\/chat\/([^/]+)$/ },
};

const OWN_PROFILE = ['/profile', '/profile/edit'];

export const SCREEN_ROUTES: Record<Account, string[]> = {
  operator: [
    '/brand-management',
    '/brand-management/create',
    '/brand-management/{brand}',
    '/brand-management/{brand}/edit-profile',
    '/brand-management/{brand}/edit-license',
    '/brand-history/{brand}',
    '/user-management',
    '/user-management/{user}',
    '/employee-management',
    '/employee-management/{employee}',
    '/employee-create',
    '/link-management',
    '/mail-outbox',
    '/link-management/create',
    '/link-management/{link}',
    '/table-management/licenses',
    '/table-management/addons',
    '/table-management/specializations',
    '/generate-report',
    ...OWN_PROFILE,
  ],
  mitarbeiter: ['/brand-management', '/brand-management/{brand}', '/brand-history/{brand}', ...OWN_PROFILE],
  brandadmin: [
    '/home',
    '/posts',
    '/posts/create',
    '/posts/{post}',
    '/posts/{post}/edit',
    '/events',
    '/events/create',
    '/events/{event}/edit',
    '/sales',
    '/sales/{sales}/edit',
    '/brand-profile',
    '/brand-profile/edit',
    '/brand-admins',
    '/brand-admins/{admin}/edit',
    '/brand-history',
    '/change-brand',
    ...OWN_PROFILE,
  ],
  brandviewer: ['/home', '/posts', '/posts/{post}', ...OWN_PROFILE],
  sales: ['/home', '/posts', '/posts/{post}', '/contacts', '/contacts/{contact}', '/chat', '/chat/{chat}', ...OWN_PROFILE],
  arzt: ['/home', ...OWN_PROFILE],
};

/** Screens open to everyone, signed in or not. */
export const PUBLIC_ROUTES = ['/login', '/forgot', '/link-preview/cardiovia-schneider'];

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

/** Opens `list` and its records one by one until one opens a page matching `opens`; returns that id. */
const firstRecordId = async (page: Page, { list, opens }: { list: string; opens: RegExp }): Promise<string> => {
  await openScreen(page, list);
  // Only rows that open take the focus (src/common/KeyboardRows.tsx): the brand admin's own row,
  // which does not open, is not clicked and waited on for nothing.
  const rows = page.locator(`main tbody tr[tabindex="0"], main a[href^="${list}/"]:not([href$="/create"])`);
  await rows.first().waitFor();
  const count = Math.min(await rows.count(), 5);
  for (let i = 0; i < count; i++) {
    await rows.nth(i).click();
    const opened = await page
      .waitForURL((url) => opens.test(url.pathname), { timeout: 3000 })
      .then(() => true)
      .catch(() => false);
    if (opened) return opens.exec(new URL(page.url()).pathname)![1];
    await openScreen(page, list);
  }
  throw new Error(`No record of ${list} opens ${opens}`);
};

/** The account's routes with their record ids filled in from the app. */
export const resolveRoutes = async (page: Page, routes: string[]): Promise<string[]> => {
  const ids = new Map<string, string>();
  const resolved: string[] = [];
  for (const route of routes) {
    let path = route;
    for (const [, name] of route.matchAll(/\{(\w+)\}/g)) {
      if (!ids.has(name)) ids.set(name, await firstRecordId(page, RECORD_SOURCES[name]));
      path = path.replace(`{${name}}`, ids.get(name)!);
    }
    resolved.push(path);
  }
  return resolved;
};
