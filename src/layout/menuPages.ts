import { useEffect } from 'react';
import { menuFor, RoleType } from '../providers/access';
import { featureNamed } from '../features';
import { menuPageOf } from '../common/feature';

/** The loaders of the pages a role's menu leads to (its enabled items). */
export const menuPageLoaders = (role: RoleType) =>
  menuFor(role)
    .filter((item) => item.enabled)
    .flatMap((item) => {
      const feature = featureNamed(item.resource);
      const page = feature && menuPageOf(feature);
      return page ? [page.preload] : [];
    });

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
