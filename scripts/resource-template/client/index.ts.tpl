import __Icon__ from '@mui/icons-material/__Icon__';
import { lazyPage } from '../common/lazyPage';
import { defineFeature } from '../common/feature';
import { currentBrand } from '../providers/strapi/resources';

const pages = () => import('./pages');

/** /__plural__, /__plural__/create, /__plural__/{id}/show, /__plural__/{id} (edit): the current brand's __plural__. */
export default defineFeature({
  name: '__plural__',
  icon: __Icon__,
  label: 'app.menu.__plural__',
  data: {
    endpoint: '__plural__',
    kind: 'content',
    scope: currentBrand,
    populate: { brand: true },
    relations: ['brand'],
    versioned: true,
    search: (q) => (q ? { title: { $containsi: String(q) } } : null),
  },
  resource: {
    list: lazyPage(pages, '__Singular__List'),
    create: lazyPage(pages, '__Singular__Create'),
    edit: lazyPage(pages, '__Singular__Edit'),
    show: lazyPage(pages, '__Singular__Show'),
  },
});
