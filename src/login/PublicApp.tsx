import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createTheme, CssBaseline, ThemeProvider, useMediaQuery } from '@mui/material';
import { AuthContext, I18nContext, NotificationContextProvider, useNotificationContext, type I18nProvider, type Store } from 'ra-core';
import { Notification } from 'ra-ui-materialui';
import type { AppAuthProvider } from '../providers/authProvider';
import { darkTheme, lightTheme } from '../theme';
import { AuthHostContext, type AuthHost, type Credentials } from './authHost';
import { authPageOf } from './authPaths';
import { LoginPage } from './LoginPage';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { ResetPasswordPage } from './ResetPasswordPage';

/** The browser's path, followed through the history API (links, back and forward). */
const usePath = () => {
  const [path, setPath] = useState(() => window.location.pathname);
  useEffect(() => {
    const follow = () => setPath(window.location.pathname);
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);
  const navigate = useCallback((to: string) => {
    window.history.pushState(null, '', to);
    setPath(window.location.pathname);
  }, []);
  return { path, navigate };
};

/** Light or dark as the browser keeps it (react-admin's store), else as the system prefers. */
const Theme = ({ store, children }: { store: Store; children: ReactNode }) => {
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const mode = store.getItem('theme', prefersDark ? 'dark' : 'light');
  const theme = useMemo(() => createTheme(mode === 'dark' ? darkTheme : lightTheme), [mode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme>{children}</CssBaseline>
    </ThemeProvider>
  );
};

/** The page of the path; any other path (the landing page after signing in) is the back office's. */
const Pages = ({ authProvider, onLeave }: { authProvider: AppAuthProvider; onLeave: () => void }) => {
  const { path, navigate } = usePath();
  const { resetNotifications } = useNotificationContext();
  const host = useMemo<AuthHost>(
    () => ({
      // To where the auth provider says: the landing page, or where a session ended.
      signIn: async (credentials: Credentials) => {
        const answer = (await authProvider.login(credentials)) as { redirectTo?: string } | undefined;
        resetNotifications();
        navigate(answer?.redirectTo ?? '/');
        return answer;
      },
      navigate,
    }),
    [authProvider, navigate, resetNotifications],
  );
  const page = authPageOf(path);
  const leaving = !page;
  useEffect(() => {
    if (leaving) onLeave();
  }, [leaving, onLeave]);
  return (
    <AuthHostContext.Provider value={host}>
      {page?.page === 'login' && <LoginPage />}
      {page?.page === 'forgot' && <ForgotPasswordPage />}
      {page?.page === 'reset' && <ResetPasswordPage key={page.code} code={page.code} />}
    </AuthHostContext.Provider>
  );
};

export interface PublicAppProps {
  authProvider: AppAuthProvider;
  i18nProvider: I18nProvider;
  store: Store;
  onLeave: () => void;
}

/**
 * The sign-in, forgot-password and reset-password pages on a light host: what the pages need of
 * react-admin's context (translations, notifications, the auth provider) from ra-core's contexts, and
 * MUI's theme, without <AdminContext> (react-query, react-router's data router, the store's hooks),
 * so that the sign-in page loads light (bench/REPORT.md). `onLeave` hands over to the back office.
 */
export const PublicApp = ({ authProvider, i18nProvider, store, onLeave }: PublicAppProps) => (
  <I18nContext.Provider value={i18nProvider}>
    <NotificationContextProvider>
      <AuthContext.Provider value={authProvider}>
        <Theme store={store}>
          <Pages authProvider={authProvider} onLeave={onLeave} />
          <Notification />
        </Theme>
      </AuthContext.Provider>
    </NotificationContextProvider>
  </I18nContext.Provider>
);
