import type { QueryClient } from '@tanstack/react-query';

/** Settles when no query is being read (the page's data is in), at the latest after `ms`. */
export const readsSettled = (queryClient: QueryClient, ms: number) =>
  new Promise<void>((resolve) => {
    const done = () => {
      unsubscribe();
      window.clearTimeout(timer);
      resolve();
    };
    const check = () => {
      if (queryClient.isFetching() === 0) done();
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    const timer = window.setTimeout(done, ms);
    check();
  });
