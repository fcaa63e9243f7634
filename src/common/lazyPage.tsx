import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Loading } from 'react-admin';

let markShown: () => void = () => undefined;
/** Settles once the first lazy page of this visit has rendered (its code is in). */
export const firstPageShown = new Promise<void>((resolve) => {
  markShown = resolve;
});
const Shown = () => {
  useEffect(() => markShown(), []);
  return null;
};

/**
 * A page whose code is loaded on first use: `load` is a dynamic import, so the bundler makes the
 * module (a feature folder's pages) a chunk of its own. Shows react-admin's loading indicator
 * until the chunk is there; `preload()` fetches the chunk ahead (src/layout/menuPages.ts).
 */
const RELOADED = 'markenportal.reloadedFor';

/**
 * The module, or else the page loaded again at the address it was going to: a chunk fetched while
 * the server was away (fetched ahead, or its shared chunks) stays failed in the browser for the
 * page's life, whatever address it is imported under. A reload loses nothing that was not given up
 * already: the user was leaving for this page. Once per address, so a server still away ends in the
 * error, not in a loop of reloads.
 */
export const loadOrReload = async <M,>(
  load: () => Promise<M>,
  { reload = () => window.location.reload(), storage = window.sessionStorage, href = () => window.location.href } = {},
): Promise<M> => {
  try {
    const module = await load();
    storage.removeItem(RELOADED);
    return module;
  } catch (error) {
    if (!/dynamically imported module/i.test(String(error)) || storage.getItem(RELOADED) === href()) throw error;
    storage.setItem(RELOADED, href());
    reload();
    return new Promise<M>(() => undefined);
  }
};

export const lazyPage = <M,>(load: () => Promise<M>, name: keyof M & string) => {
  const Lazy = lazy(async () => ({ default: (await loadOrReload(load))[name] as unknown as ComponentType<Record<string, unknown>> }));
  const Page = (props: Record<string, unknown>) => (
    <Suspense fallback={<Loading />}>
      <Lazy {...props} />
      <Shown />
    </Suspense>
  );
  Page.displayName = `Lazy(${name})`;
  Page.preload = load;
  return Page;
};
