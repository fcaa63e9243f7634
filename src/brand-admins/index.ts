import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { lazyPage } from '../common/lazyPage';
import { defineFeature } from '../common/feature';
import { brandTeam, userRecords } from '../providers/strapi/resources';

const pages = () => import('./pages');

/** /brand-admins and /brand-admins/{id}/edit (the spec's "Screens and routes"). */
export default defineFeature({
  name: 'brand-admins',
  icon: AdminPanelSettingsIcon,
  label: 'app.menu.brand_admins',
  data: userRecords(brandTeam(['brand_admin', 'visual_brand_admin'])),
  resource: {
    list: lazyPage(pages, 'BrandAdminList'),
    routes: [{ path: ':id/edit', action: 'edit', page: lazyPage(pages, 'BrandAdminEdit') }],
  },
});
