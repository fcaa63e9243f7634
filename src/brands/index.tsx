import { Route } from 'react-router-dom';
import BusinessIcon from '@mui/icons-material/Business';
import { RequireAccess } from '../common/RequireAccess';
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
    <Route
      key="show"
      path=":id"
      element={
        <RequireAccess resource="brand-management" action="show">
          <BrandShow />
        </RequireAccess>
      }
    />,
    <Route
      key="profile"
      path=":id/edit-profile"
      element={
        <RequireAccess resource="brand-management" action="edit">
          <BrandEditProfile />
        </RequireAccess>
      }
    />,
    <Route
      key="license"
      path=":id/edit-license"
      element={
        <RequireAccess resource="brand-management" action="edit">
          <BrandEditLicense />
        </RequireAccess>
      }
    />,
  ],
};
