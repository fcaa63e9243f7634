// What the start pages read first, shared by the pages and by the read ahead after signing in (index.ts).
import type { AppDataProvider } from '../providers/dataProvider';

/** How many items each card of the sales start page lists. */
export const HOME_ITEMS = 5;

/** The brand dashboard's key figures. */
export const dashboardQuery = (dataProvider: Pick<AppDataProvider, 'getDashboard'>, brandId: string | null) => ({
  queryKey: ['dashboard', brandId],
  queryFn: () => dataProvider.getDashboard(brandId!),
});

/** The sales start page's newest posts (the posts resource scopes them to the current brand). */
export const NEWEST_POSTS = {
  pagination: { page: 1, perPage: HOME_ITEMS },
  sort: { field: 'publishedAt', order: 'DESC' as const },
  filter: {},
};
