import EngineeringIcon from '@mui/icons-material/Engineering';
import { EmployeeList } from './EmployeeList';
import { EmployeeEdit } from './EmployeeEdit';

/** /employee-management and /employee-management/{id}; /employee-create is a custom route. */
export default {
  name: 'employee-management',
  list: EmployeeList,
  edit: EmployeeEdit,
  icon: EngineeringIcon,
  options: { label: 'app.menu.employee_management' },
};
