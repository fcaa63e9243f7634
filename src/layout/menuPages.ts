import { useEffect } from 'react';
import { menuFor, RoleType } from '../providers/access';

/**
 * The code of the page each menu item opens, by the item's resource: the same dynamic imports as
 * the routes use, so the bundler gives both one chunk.
 */
const MENU_PAGES: Record<string, () => Promise<unknown>> = {
  home: () => import('../home/Home'),
  posts: () => import('../posts/pages'),
  events: () => import('../events/pages'),
  sales: () => import('../sales/pages'),
  'brand-profile': () => import('../brand-profile/BrandProfileShow'),
  'brand-admins': () => import('../brand-admins/pages'),
  'brand-history': () => import('../brand-history/BrandHistoryPage'),
  contacts: () => import('../contacts/ContactList'),
  chat: () => import('../chat/ChatPage'),
  profile: () => import('../profile/ProfileShow'),
  'brand-management': () => import('../brands/pages'),
  'user-management': () => import('../users/pages'),
  'employee-management': () => import('../employees/pages'),
  'generate-report': () => import('../reports'),
};

/** The loaders of the pages a role's menu leads to (its enabled items). */
export const menuPageLoaders = (role: RoleType) =>
  menuFor(role)
    .filter((item) => item.enabled && MENU_PAGES[item.resource])
    .map((item) => MENU_PAGES[item.resource]);

const whenIdle = (run: () => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, 1000);
  return () => window.clearTimeout(timer);
};

/**
 * Loads the code of the role's menu pages once the browser is idle after the first page is shown,
 * so that the first click on a menu item does not wait for its chunk (bench/REPORT.md). A chunk
 * that fails to load here is loaded again on first use.
 */
export const usePreloadMenuPages = (role: RoleType | null) => {
  useEffect(() => {
    if (!role) return;
    return whenIdle(() => menuPageLoaders(role).forEach((load) => load().catch(() => undefined)));
  }, [role]);
};
