import { createElement } from 'react';
import BadgeIcon from '@mui/icons-material/Badge';
import { guardedRoute } from '../common/RequireAccess';
import { lazyPage } from '../common/lazyPage';

const pages = () => import('./pages');

/** /sales/ and /sales/{id}/edit (the spec's "Screens and routes"). */
export default {
  name: 'sales',
  list: lazyPage(pages, 'SalesList'),
  icon: BadgeIcon,
  options: { label: 'app.menu.sales' },
  children: [guardedRoute(':id/edit', 'sales', 'edit', createElement(lazyPage(pages, 'SalesEdit')))],
};
