import { createElement } from 'react';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { guardedRoute } from '../common/RequireAccess';
import { lazyPage } from '../common/lazyPage';

const pages = () => import('./pages');

/** /brand-admins and /brand-admins/{id}/edit (the spec's "Screens and routes"). */
export default {
  name: 'brand-admins',
  list: lazyPage(pages, 'BrandAdminList'),
  icon: AdminPanelSettingsIcon,
  options: { label: 'app.menu.brand_admins' },
  children: [guardedRoute(':id/edit', 'brand-admins', 'edit', createElement(lazyPage(pages, 'BrandAdminEdit')))],
};
