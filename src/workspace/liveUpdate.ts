import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Reads `queryKey` again now. A read already under way is cancelled first: react-query would
 * otherwise hand its answer on (always so while the query has no data yet), and that answer
 * may have left the server before the change we are reacting to.
 */
export const readAgain = async (queryClient: QueryClient, queryKey: QueryKey) => {
  await queryClient.cancelQueries({ queryKey, exact: true });
  await queryClient.invalidateQueries({ queryKey, exact: true });
};

/**
 * Applies a live change (a realtime event, the answer to our own call) to cached data. While a
 * read of the same data is under way, its older answer would land afterwards and undo the change,
 * so that read is started again instead (the server has the change by now).
 */
export const applyLive = <T>(queryClient: QueryClient, queryKey: QueryKey, update: (old: T | undefined) => T | undefined) => {
  if (queryClient.isFetching({ queryKey, exact: true }) > 0) void readAgain(queryClient, queryKey);
  else queryClient.setQueryData<T>(queryKey, update);
};
