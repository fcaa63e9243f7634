import LinkIcon from '@mui/icons-material/Link';
import { lazyPage } from '../common/lazyPage';
import { defineFeature } from '../common/feature';
import { linkRecords } from '../providers/strapi/resources';

const pages = () => import('./pages');

/** /link-management (list), /link-management/create, /link-management/{id} (edit). */
export default defineFeature({
  name: 'link-management',
  icon: LinkIcon,
  label: 'app.links.title',
  data: linkRecords,
  resource: {
    list: lazyPage(pages, 'LinkList'),
    create: lazyPage(pages, 'LinkCreate'),
    edit: lazyPage(pages, 'LinkEdit'),
  },
});
