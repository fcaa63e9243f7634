import { createElement } from 'react';
import BadgeIcon from '@mui/icons-material/Badge';
import { guardedRoute } from '../common/RequireAccess';
import { SalesList } from './SalesList';
import { SalesEdit } from './SalesEdit';

/** /sales/ and /sales/{id}/edit (spec section 2). */
export default {
  name: 'sales',
  list: SalesList,
  icon: BadgeIcon,
  options: { label: 'app.menu.sales' },
  children: [guardedRoute(':id/edit', 'sales', 'edit', createElement(SalesEdit))],
};
