import GroupIcon from '@mui/icons-material/Group';
import { UserList } from './UserList';
import { UserEdit } from './UserEdit';

/** /user-management and /user-management/{id}. */
export default {
  name: 'user-management',
  list: UserList,
  edit: UserEdit,
  icon: GroupIcon,
  options: { label: 'app.menu.user_management' },
};
