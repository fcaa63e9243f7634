import { lazyPage } from '../common/lazyPage';
import { defineFeature } from '../common/feature';

/** Accepting an invitation: /invite-start, then registering or signing in to join the brand. */
export default defineFeature({
  name: 'invitations',
  publicRoutes: [
    { path: '/invite-start', page: lazyPage(() => import('./InviteStartPage'), 'InviteStartPage') },
    { path: '/register-add-brand', page: lazyPage(() => import('./RegisterAddBrandPage'), 'RegisterAddBrandPage') },
    { path: '/login-add-brand', page: lazyPage(() => import('./LoginAddBrandPage'), 'LoginAddBrandPage') },
  ],
});
