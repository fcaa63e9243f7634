import { defineFeature } from '../common/feature';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { ResetPasswordPage } from './ResetPasswordPage';

/** Help with signing in: /forgot and /reset-password/{code}. The sign-in page itself is react-admin's login page (App.tsx). */
export default defineFeature({
  name: 'login',
  publicRoutes: [
    { path: '/forgot', page: ForgotPasswordPage },
    { path: '/reset-password/:code', page: ResetPasswordPage },
  ],
});
