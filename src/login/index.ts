import { defineFeature } from '../common/feature';
import { AdminForgotPasswordPage, AdminResetPasswordPage } from './inAdmin';

/** Help with signing in: /forgot and /reset-password/{code}. The sign-in page itself is react-admin's login page (App.tsx). */
export default defineFeature({
  name: 'login',
  publicRoutes: [
    { path: '/forgot', page: AdminForgotPasswordPage },
    { path: '/reset-password/:code', page: AdminResetPasswordPage },
  ],
});
