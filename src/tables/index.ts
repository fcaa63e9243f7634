import TableChartIcon from '@mui/icons-material/TableChart';
import { lazyPage } from '../common/lazyPage';
import { defineFeature } from '../common/feature';
import { TABLE_IDS } from './tables';

const TableManagement = lazyPage(() => import('./pages'), 'TableManagement');

/** /table-management/{table}: licenses, add-ons and specializations. */
export default defineFeature({
  name: 'table-management',
  icon: TableChartIcon,
  label: 'app.tables.title',
  routes: [{ path: '/table-management/:table?', page: TableManagement, params: { table: TABLE_IDS } }],
  menuPage: TableManagement,
});
