import EngineeringIcon from '@mui/icons-material/Engineering';
import { lazyPage } from '../common/lazyPage';
import { defineFeature } from '../common/feature';
import { userRecords } from '../providers/strapi/resources';

const pages = () => import('./pages');

/** /employee-management, /employee-management/{id} and the custom /employee-create. */
export default defineFeature({
  name: 'employee-management',
  icon: EngineeringIcon,
  label: 'app.menu.employee_management',
  data: userRecords(() => ({ role: { type: { $in: ['operator', 'visual_admin'] } } })),
  resource: { list: lazyPage(pages, 'EmployeeList'), edit: lazyPage(pages, 'EmployeeEdit') },
  routes: [{ path: '/employee-create', resource: 'employee-create', action: 'create', page: lazyPage(pages, 'EmployeeCreate') }],
});
