import BusinessIcon from '@mui/icons-material/Business';
import { lazyPage } from '../common/lazyPage';
import { defineFeature } from '../common/feature';
import { brandRecords } from '../providers/strapi/resources';

const pages = () => import('./pages');

/** /brand-management/, /create, /{id}, /{id}/edit-profile, /{id}/edit-license (the spec's "Screens and routes"). */
export default defineFeature({
  name: 'brand-management',
  icon: BusinessIcon,
  label: 'app.menu.brand_management',
  data: brandRecords,
  resource: {
    list: lazyPage(pages, 'BrandList'),
    create: lazyPage(pages, 'BrandCreate'),
    routes: [
      { path: ':id', action: 'show', page: lazyPage(pages, 'BrandShow') },
      { path: ':id/edit-profile', action: 'edit', page: lazyPage(pages, 'BrandEditProfile') },
      { path: ':id/edit-license', action: 'edit', page: lazyPage(pages, 'BrandEditLicense') },
    ],
  },
});
