import EngineeringIcon from '@mui/icons-material/Engineering';
import { lazyPage } from '../common/lazyPage';

const pages = () => import('./pages');

/** /employee-management and /employee-management/{id}; /employee-create is a custom route. */
export default {
  name: 'employee-management',
  list: lazyPage(pages, 'EmployeeList'),
  edit: lazyPage(pages, 'EmployeeEdit'),
  icon: EngineeringIcon,
  options: { label: 'app.menu.employee_management' },
};
