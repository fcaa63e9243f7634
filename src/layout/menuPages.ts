import { useEffect } from 'react';
import { menuFor, RoleType } from '../providers/access';
import { BrandHistoryPage, BrandProfileShow, ChatPage, ContactList, Home, ProfileShow, ReportPage } from '../routePages';
import brands from '../brands';
import posts from '../posts';
import events from '../events';
import users from '../users';
import employees from '../employees';
import sales from '../sales';
import brandAdmins from '../brand-admins';

/** The page each menu item opens, by the item's resource: the routes' own lazy pages. */
const MENU_PAGES: Record<string, { preload: () => Promise<unknown> }> = {
  home: Home,
  posts: posts.list,
  events: events.list,
  sales: sales.list,
  'brand-profile': BrandProfileShow,
  'brand-admins': brandAdmins.list,
  'brand-history': BrandHistoryPage,
  contacts: ContactList,
  chat: ChatPage,
  profile: ProfileShow,
  'brand-management': brands.list,
  'user-management': users.list,
  'employee-management': employees.list,
  'generate-report': ReportPage,
};

/** The loaders of the pages a role's menu leads to (its enabled items). */
export const menuPageLoaders = (role: RoleType) =>
  menuFor(role)
    .filter((item) => item.enabled && MENU_PAGES[item.resource])
    .map((item) => MENU_PAGES[item.resource].preload);

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
