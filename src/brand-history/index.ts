import HistoryIcon from '@mui/icons-material/History';
import { lazyPage } from '../common/lazyPage';
import { defineFeature } from '../common/feature';

const BrandHistoryPage = lazyPage(() => import('./BrandHistoryPage'), 'BrandHistoryPage');

/** /brand-history (the current brand's) and /brand-history/{id} (the operator's view of a brand). */
export default defineFeature({
  name: 'brand-history',
  icon: HistoryIcon,
  label: 'app.menu.brand_history',
  routes: [{ path: '/brand-history/:id?', page: BrandHistoryPage, params: { id: { recordOf: 'brand-management' } } }],
  menuPage: BrandHistoryPage,
});
