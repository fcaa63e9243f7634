import BusinessIcon from '@mui/icons-material/Business';
import { guardedRoute } from '../common/RequireAccess';
import { lazyPage } from '../common/lazyPage';

const pages = () => import('./pages');
const BrandShow = lazyPage(pages, 'BrandShow');
const BrandEditProfile = lazyPage(pages, 'BrandEditProfile');
const BrandEditLicense = lazyPage(pages, 'BrandEditLicense');

/** /brand-management/, /create, /{id}, /{id}/edit-profile, /{id}/edit-license (the spec's "Screens and routes"). */
export default {
  name: 'brand-management',
  list: lazyPage(pages, 'BrandList'),
  create: lazyPage(pages, 'BrandCreate'),
  icon: BusinessIcon,
  options: { label: 'app.menu.brand_management' },
  children: [
    guardedRoute(':id', 'brand-management', 'show', <BrandShow />),
    guardedRoute(':id/edit-profile', 'brand-management', 'edit', <BrandEditProfile />),
    guardedRoute(':id/edit-license', 'brand-management', 'edit', <BrandEditLicense />),
  ],
};
