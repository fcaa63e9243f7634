import { createElement } from 'react';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { guardedRoute } from '../common/RequireAccess';
import { BrandAdminList } from './BrandAdminList';
import { BrandAdminEdit } from './BrandAdminEdit';

/** /brand-admins and /brand-admins/{id}/edit (spec section 2). */
export default {
  name: 'brand-admins',
  list: BrandAdminList,
  icon: AdminPanelSettingsIcon,
  options: { label: 'app.menu.brand_admins' },
  children: [guardedRoute(':id/edit', 'brand-admins', 'edit', createElement(BrandAdminEdit))],
};
