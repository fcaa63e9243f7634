import { QueryClient } from '@tanstack/react-query';

/** Spec section 9: stale after 5 minutes, no retries, no refetch on window focus. */
export const QUERY_DEFAULTS = { staleTime: 300000, retry: false, refetchOnWindowFocus: false } as const;

export const createQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { ...QUERY_DEFAULTS }, mutations: { retry: false } } });
