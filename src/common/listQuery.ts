import type { DataProvider, GetListParams, Store } from 'react-admin';
import type { QueryClient } from '@tanstack/react-query';

type ListParams = Pick<GetListParams, 'pagination' | 'sort' | 'filter'>;

/**
 * The query of react-admin's `useGetList(resource, params)`: the same key and answer, so that a
 * read made ahead (prefetchQuery) is the one the page's list finds in the cache.
 */
export const getListQuery = (dataProvider: DataProvider, resource: string, { pagination, sort, filter }: ListParams) => ({
  queryKey: [resource, 'getList', { pagination, sort, filter, meta: undefined }],
  queryFn: () => dataProvider.getList(resource, { pagination, sort, filter }).then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
});

/**
 * Reads the first page of a `<List>` ahead, as it asks for it when opened without parameters of
 * its own: none in the address and none kept in the store (react-admin's `{resource}.listParams`);
 * otherwise the list asks for something else, and nothing is read.
 */
export const prefetchListPage = (
  { queryClient, dataProvider, store }: { queryClient: QueryClient; dataProvider: DataProvider; store: Store },
  resource: string,
  { perPage, sort }: { perPage: number; sort: ListParams['sort'] },
) => {
  if (store.getItem(`${resource}.listParams`) !== undefined) return Promise.resolve();
  return queryClient.prefetchQuery(getListQuery(dataProvider, resource, { pagination: { page: 1, perPage }, sort, filter: {} }));
};
