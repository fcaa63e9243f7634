import PersonIcon from '@mui/icons-material/Person';
import { lazyPage } from '../common/lazyPage';
import { defineFeature } from '../common/feature';
import { createOwnProfileMethods } from './ownProfileMethods';
import { createWebPushMethods } from './webPushMethods';
import { createPrivacyExportMethods } from './privacyExportMethods';
import { createErasureRequestMethods } from './erasureRequestMethods';
import { createConsentMethods } from './consentMethods';

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
  // The own profile's save, this device's Web Push (docs/decisions/0027-web-push.md), the data
  // export, the request for erasure and a doctor's or PTA's consents (docs/decisions/0036-consent-and-notice.md).
  dataProvider: {
    methods: ({ http }) => ({
      ...createOwnProfileMethods(http),
      ...createWebPushMethods(http),
      ...createPrivacyExportMethods(http),
      ...createErasureRequestMethods(http),
      ...createConsentMethods(http),
    }),
  },
});
