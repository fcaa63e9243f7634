import { getQuery } from 'ra-core';
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
 * Reads the page a `<List>` opens with ahead, as it asks for it when opened without parameters in
 * the address: its defaults, or what react-admin's store kept of the last visit (sort, page,
 * filters: `{resource}.listParams`), worked out by react-admin's own `getQuery`. Before, a list with
 * kept parameters was not read ahead, and its data waited for the page's code and first render.
 */
export const prefetchListPage = (
  { queryClient, dataProvider, store }: { queryClient: QueryClient; dataProvider: DataProvider; store: Store },
  resource: string,
  { perPage, sort }: { perPage: number; sort: ListParams['sort'] },
) => {
  const kept = store.getItem<Record<string, unknown>>(`${resource}.listParams`) ?? {};
  const query = getQuery({ queryFromLocation: {}, params: kept, filterDefaultValues: undefined, sort, perPage });
  const params = {
    pagination: { page: query.page, perPage: query.perPage },
    sort: { field: String(query.sort), order: query.order === 'DESC' ? ('DESC' as const) : ('ASC' as const) },
    filter: (query.filter ?? {}) as Record<string, unknown>,
  };
  return queryClient.prefetchQuery(getListQuery(dataProvider, resource, params));
};
