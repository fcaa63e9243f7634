import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { readAgain } from '../providers/queryClient';

/**
 * Applies a live change (a realtime event, the answer to our own call) to cached data. While a
 * read of the same data is under way, its older answer would land afterwards and undo the change,
 * so that read is started again instead (the server has the change by now).
 */
export const applyLive = <T>(queryClient: QueryClient, queryKey: QueryKey, update: (old: T | undefined) => T | undefined) => {
  if (queryClient.isFetching({ queryKey, exact: true }) > 0) void readAgain(queryClient, { queryKey, exact: true });
  else queryClient.setQueryData<T>(queryKey, update);
};
