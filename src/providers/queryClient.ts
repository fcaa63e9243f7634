import { QueryClient, type QueryFilters, type QueryKey } from '@tanstack/react-query';

/** The spec's "Business constants and limits": stale after 5 minutes, no retries, no refetch on window focus. */
export const QUERY_DEFAULTS = { staleTime: 300000, retry: false, refetchOnWindowFocus: false } as const;

export const createQueryClient = () => new QueryClient({ defaultOptions: { queries: { ...QUERY_DEFAULTS }, mutations: { retry: false } } });

/**
 * Reads the matching queries on screen again after a change (all of them without filters).
 * react-query cancels a read under way only when the query already has data; before its first
 * answer it hands that read on instead, and the answer may have left the server before the
 * change (a post shown as a draft right after publishing, a message missing from the badge). So
 * such first reads are cancelled here before the queries are invalidated.
 */
export const readAgain = async (queryClient: QueryClient, filters: QueryFilters = {}) => {
  await queryClient.cancelQueries({
    ...filters,
    predicate: (query) => query.state.data === undefined && query.getObserversCount() > 0 && (filters.predicate?.(query) ?? true),
  });
  await queryClient.invalidateQueries(filters);
};

/**
 * Applies a live change (a realtime event, the answer to our own call) to cached data. While a
 * read of the same data is under way, its older answer would land afterwards and undo the change,
 * so that read is started again instead (the server has the change by now).
 */
export const applyLive = <T>(queryClient: QueryClient, queryKey: QueryKey, update: (old: T | undefined) => T | undefined) => {
  if (queryClient.isFetching({ queryKey, exact: true }) > 0) void readAgain(queryClient, { queryKey, exact: true });
  else queryClient.setQueryData<T>(queryKey, update);
};
