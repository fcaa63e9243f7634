import LinkIcon from '@mui/icons-material/Link';
import { lazyPage } from '../common/lazyPage';

const pages = () => import('./pages');

/** /link-management (list), /link-management/create, /link-management/{id} (edit). */
export default {
  name: 'link-management',
  list: lazyPage(pages, 'LinkList'),
  create: lazyPage(pages, 'LinkCreate'),
  edit: lazyPage(pages, 'LinkEdit'),
  icon: LinkIcon,
  options: { label: 'app.links.title' },
};
