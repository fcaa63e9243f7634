import StorefrontIcon from '@mui/icons-material/Storefront';
import { lazyPage } from '../common/lazyPage';
import { defineFeature } from '../common/feature';

const BrandProfileShow = lazyPage(() => import('./BrandProfileShow'), 'BrandProfileShow');
const BrandProfileEdit = lazyPage(() => import('./BrandProfileEdit'), 'BrandProfileEdit');

/** /brand-profile and /brand-profile/edit: the current brand's own profile. */
export default defineFeature({
  name: 'brand-profile',
  icon: StorefrontIcon,
  label: 'app.menu.brand_profile',
  // The current brand's own profile: no license, add-ons or history.
  data: { endpoint: 'brands', kind: 'content', populate: { logo: true }, media: ['logo'], versioned: true },
  routes: [
    { path: '/brand-profile', page: BrandProfileShow },
    { path: '/brand-profile/edit', action: 'edit', page: BrandProfileEdit },
  ],
  menuPage: BrandProfileShow,
});
