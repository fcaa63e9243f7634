import PersonIcon from '@mui/icons-material/Person';
import { lazyPage } from '../common/lazyPage';
import { defineFeature } from '../common/feature';

const ProfileShow = lazyPage(() => import('./ProfileShow'), 'ProfileShow');
const ProfileEdit = lazyPage(() => import('./ProfileEdit'), 'ProfileEdit');

/** The signed-in user's own profile: /profile and /profile/edit. */
export default defineFeature({
  name: 'profile',
  icon: PersonIcon,
  label: 'app.menu.profile',
  routes: [
    { path: '/profile', page: ProfileShow },
    { path: '/profile/edit', action: 'edit', page: ProfileEdit },
  ],
  menuPage: ProfileShow,
});
