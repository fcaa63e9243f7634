import { USER_LIST_PARAMS } from '../common/peopleFilters';
import GroupIcon from '@mui/icons-material/Group';
import { lazyPage } from '../common/lazyPage';
import { defineFeature } from '../common/feature';
import { userRecords } from '../providers/strapi/resources';
import { createErasureMethods } from './erasureMethods';

const pages = () => import('./pages');

/** /user-management and /user-management/{id}. */
export default defineFeature({
  name: 'user-management',
  icon: GroupIcon,
  label: 'app.menu.user_management',
  data: userRecords(undefined, USER_LIST_PARAMS),
  resource: { list: lazyPage(pages, 'UserList'), edit: lazyPage(pages, 'UserEdit') },
  // „Konto löschen (DSGVO)“ on the edit page (docs/decisions/0034-erasure.md).
  dataProvider: { methods: ({ http }) => createErasureMethods(http) },
});
