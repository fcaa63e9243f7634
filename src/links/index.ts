import LinkIcon from '@mui/icons-material/Link';
import { LinkList } from './LinkList';
import { LinkCreate } from './LinkCreate';
import { LinkEdit } from './LinkEdit';

/** /link-management (list), /link-management/create, /link-management/{id} (edit). */
export default {
  name: 'link-management',
  list: LinkList,
  create: LinkCreate,
  edit: LinkEdit,
  icon: LinkIcon,
  options: { label: 'app.links.title' },
};
