import { useEffect } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { CssBaseline } from '@mui/material';
import { AdminContext, Notification } from 'react-admin';
import { authProvider, store } from '../providers';
import { createQueryClient } from '../providers/queryClient';
import { i18nProvider } from '../i18n';
import { darkTheme, lightTheme } from '../theme';
import { LoginPage } from './LoginPage';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { ResetPasswordPage } from './ResetPasswordPage';
import { isAuthPath } from './authPaths';

/** Any other path (the landing page after signing in): the back office takes over. */
const Leave = ({ onLeave }: { onLeave: () => void }) => {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!isAuthPath(pathname)) onLeave();
  }, [pathname, onLeave]);
  return null;
};

/**
 * The sign-in, forgot-password and reset-password pages without the back office: the same page
 * components inside react-admin's context (translations, notifications, auth provider, theme),
 * but not <Admin> with its layout, lists and the workspaces' code. After signing in, useLogin
 * navigates to the landing page and `onLeave` hands over to the full app.
 */
export const AuthApp = ({ onLeave }: { onLeave: () => void }) => (
  <BrowserRouter>
    <AdminContext
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      queryClient={createQueryClient()}
      store={store}
      lightTheme={lightTheme}
      darkTheme={darkTheme}
    >
      <CssBaseline enableColorScheme>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/forgot" element={<ForgotPasswordPage />} />
          <Route path="/reset-password/:code" element={<ResetPasswordPage />} />
          <Route path="*" element={<Leave onLeave={onLeave} />} />
        </Routes>
        <Notification />
      </CssBaseline>
    </AdminContext>
  </BrowserRouter>
);
