import BusinessIcon from '@mui/icons-material/Business';
import { guardedRoute } from '../common/RequireAccess';
import { BrandList } from './BrandList';
import { BrandCreate } from './BrandCreate';
import { BrandShow } from './BrandShow';
import { BrandEditLicense, BrandEditProfile } from './BrandEdit';

/** /brand-management/, /create, /{id}, /{id}/edit-profile, /{id}/edit-license (spec section 2). */
export default {
  name: 'brand-management',
  list: BrandList,
  create: BrandCreate,
  icon: BusinessIcon,
  options: { label: 'app.menu.brand_management' },
  children: [
    guardedRoute(':id', 'brand-management', 'show', <BrandShow />),
    guardedRoute(':id/edit-profile', 'brand-management', 'edit', <BrandEditProfile />),
    guardedRoute(':id/edit-license', 'brand-management', 'edit', <BrandEditLicense />),
  ],
};
