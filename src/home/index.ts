import HomeIcon from '@mui/icons-material/Home';
import { lazyPage } from '../common/lazyPage';
import { defineFeature } from '../common/feature';
import { getListQuery } from '../common/listQuery';
import { dashboardQuery, NEWEST_POSTS } from './queries';

const Home = lazyPage(() => import('./Home'), 'Home');

/** /home: every role's start page (docs/decisions/0008-start-pages.md). */
export default defineFeature({
  name: 'home',
  icon: HomeIcon,
  label: 'app.menu.home',
  routes: [{ path: '/home', page: Home }],
  menuPage: Home,
  // The start page's first data: the brand dashboard's figures, the sales rep's newest posts.
  // A feature descriptor is plain data (common/feature.ts): the brand comes with the context.
  prefetch: async ({ queryClient, dataProvider, role, currentBrandId: brandId }) => {
    if ((role === 'brand_admin' || role === 'visual_brand_admin') && brandId) await queryClient.prefetchQuery(dashboardQuery(dataProvider, brandId));
    if (role === 'sales') await queryClient.prefetchQuery(getListQuery(dataProvider, 'posts', NEWEST_POSTS));
  },
});
