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

/** Opens `list` and its records one by one until one opens a page matching `opens`; returns that id. */
const firstRecordId = async (page: Page, { list, opens }: { list: string; opens: RegExp }): Promise<string> => {
  await page.goto(list);
  await settle(page);
  const rows = page.locator(`main tbody tr, main a[href^="${list}/"]:not([href$="/create"])`);
  await rows.first().waitFor();
  const count = Math.min(await rows.count(), 5);
  for (let i = 0; i < count; i++) {
    await rows.nth(i).click();
    const opened = await page
      .waitForURL((url) => opens.test(url.pathname), { timeout: 3000 })
      .then(() => true)
      .catch(() => false);
    if (opened) return opens.exec(new URL(page.url()).pathname)![1];
    await page.goto(list);
    await settle(page);
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
