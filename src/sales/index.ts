import { SALES_LIST_PARAMS } from '../common/peopleFilters';
import BadgeIcon from '@mui/icons-material/Badge';
import { lazyPage } from '../common/lazyPage';
import { defineFeature } from '../common/feature';
import { brandTeam, userRecords } from '../providers/strapi/resources';

const pages = () => import('./pages');

/** The brand admin's field service: /sales/ and /sales/{id}/edit (the spec's "Screens and routes"). */
export default defineFeature({
  name: 'sales',
  icon: BadgeIcon,
  label: 'app.menu.sales',
  // The brand's reps: by global role plus `brands`, or by a per-brand role (docs/decisions/0003-effective-role.md).
  data: userRecords(brandTeam(['sales']), SALES_LIST_PARAMS),
  resource: {
    list: lazyPage(pages, 'SalesList'),
    routes: [{ path: ':id/edit', action: 'edit', page: lazyPage(pages, 'SalesEdit') }],
  },
});
