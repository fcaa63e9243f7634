import GroupIcon from '@mui/icons-material/Group';
import { lazyPage } from '../common/lazyPage';

const pages = () => import('./pages');

/** /user-management and /user-management/{id}. */
export default {
  name: 'user-management',
  list: lazyPage(pages, 'UserList'),
  edit: lazyPage(pages, 'UserEdit'),
  icon: GroupIcon,
  options: { label: 'app.menu.user_management' },
};
