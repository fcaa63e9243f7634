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
export const lazyPage = <M,>(load: () => Promise<M>, name: keyof M & string) => {
  const Lazy = lazy(async () => ({ default: (await load())[name] as unknown as ComponentType<Record<string, unknown>> }));
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
