import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { menuFor, RoleType } from '../providers/access';
import { menuPageOf, type Feature } from '../common/feature';
import { firstPageShown } from '../common/lazyPage';
import { readsSettled } from '../common/readsSettled';
import { featureIn } from './layoutFeatures';

/** How many menu pages load at a time, and how long the first page's reads are waited for at most. */
const AT_A_TIME = 2;
const READS_WAIT_MS = 5000;
/** A first page that is no lazy page (a redirect, "Kein Zugriff") is waited for this long. */
const FIRST_PAGE_WAIT_MS = 10000;

/** The loaders of the pages a role's menu leads to (its enabled items). */
export const menuPageLoaders = (role: RoleType, features: readonly Feature[]) =>
  menuFor(role)
    .filter((item) => item.enabled)
    .flatMap((item) => {
      const feature = featureIn(features, item.resource);
      const page = feature && menuPageOf(feature);
      return page ? [page.preload] : [];
    });

const whenIdle = () =>
  new Promise<void>((resolve) => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: 3000 });
    else window.setTimeout(resolve, 1000);
  });

/**
 * Whether the server answers at all. A chunk requested while it is away stays broken until the page
 * is loaded again (the browser keeps a failed module import), so nothing is fetched ahead then.
 */
const serverAnswers = () =>
  fetch('/_health', { cache: 'no-store' }).then(
    () => true,
    () => false,
  );

/**
 * Loads the code of the role's menu pages so that the first click on a menu item does not wait for
 * its chunk (bench/REPORT.md), but only once the first page has rendered with its data and the
 * browser is idle, and a few at a time: the landing screen's own chunks and reads go first. A
 * chunk that fails to load here is loaded again on first use.
 */
export const usePreloadMenuPages = (role: RoleType | null, features: readonly Feature[]) => {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!role) return;
    let cancelled = false;
    void (async () => {
      await Promise.race([firstPageShown, new Promise((resolve) => window.setTimeout(resolve, FIRST_PAGE_WAIT_MS))]);
      await readsSettled(queryClient, READS_WAIT_MS);
      const loaders = menuPageLoaders(role, features);
      for (let i = 0; i < loaders.length && !cancelled; i += AT_A_TIME) {
        await whenIdle();
        if (!cancelled && !(await serverAnswers())) return;
        if (!cancelled) await Promise.all(loaders.slice(i, i + AT_A_TIME).map((load) => load().catch(() => undefined)));
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [role, queryClient, features]);
};
