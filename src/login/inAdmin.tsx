import { useMemo, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useLogin } from 'react-admin';
import { AuthHostContext, type AuthHost } from './authHost';
import { LoginPage } from './LoginPage';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { ResetPasswordPage } from './ResetPasswordPage';

/** Inside the back office: react-admin's login (which also refreshes its permissions) and react-router. */
const AdminAuthHost = ({ children }: { children: ReactNode }) => {
  const login = useLogin();
  const navigate = useNavigate();
  const host = useMemo<AuthHost>(() => ({ signIn: (credentials) => login(credentials), navigate: (path) => navigate(path) }), [login, navigate]);
  return <AuthHostContext.Provider value={host}>{children}</AuthHostContext.Provider>;
};

/** /login in the back office (react-admin's loginPage: a session that ended, a signed-out visit of a protected page). */
export const AdminLoginPage = () => (
  <AdminAuthHost>
    <LoginPage />
  </AdminAuthHost>
);

export const AdminForgotPasswordPage = () => (
  <AdminAuthHost>
    <ForgotPasswordPage />
  </AdminAuthHost>
);

export const AdminResetPasswordPage = () => {
  const { code = '' } = useParams();
  return (
    <AdminAuthHost>
      <ResetPasswordPage code={code} />
    </AdminAuthHost>
  );
};
