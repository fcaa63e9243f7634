import BusinessIcon from '@mui/icons-material/Business';
import { lazyPage } from '../common/lazyPage';
import { defineFeature } from '../common/feature';
import { brandRecords } from '../providers/strapi/resources';
import { prefetchListPage } from '../common/listQuery';
import { BRAND_LIST } from './listDefaults';
import { registerColumns } from '../common/ColumnGrid';

const pages = () => import('./pages');
// The list, the operator's landing screen, is a chunk of its own: it does not wait for the other brand pages.
const list = () => import('./BrandList');

/** /brand-management/, /create, /{id}, /{id}/edit-profile, /{id}/edit-license (the spec's "Screens and routes"). */
export default defineFeature({
  name: 'brand-management',
  icon: BusinessIcon,
  label: 'app.menu.brand_management',
  data: brandRecords,
  resource: {
    list: lazyPage(list, 'BrandList'),
    create: lazyPage(pages, 'BrandCreate'),
    routes: [
      { path: ':id', action: 'show', page: lazyPage(pages, 'BrandShow') },
      { path: ':id/edit-profile', action: 'edit', page: lazyPage(pages, 'BrandEditProfile') },
      { path: ':id/edit-license', action: 'edit', page: lazyPage(pages, 'BrandEditLicense') },
    ],
  },
  prefetch: (context) => {
    registerColumns(context.store, 'brand-management', BRAND_LIST.columns, BRAND_LIST.secondary);
    return prefetchListPage(context, 'brand-management', BRAND_LIST);
  },
});
