import type { AuthProvider } from 'ra-core';
import type { HttpClient } from './http';
import type { Session } from './session';
import type { SessionUser, Action } from './access';
import { canAccess, effectiveRole, isUnauthorizedExempt, landingPath } from './access';
import { ME_POPULATE } from './dataProvider';
import { isWriteRefusedBySessionEnd } from './strapi/errors';
import type { UnsavedWorkStore } from './unsavedWork';
import { accountAfterSignIn } from './signInAccount';

export interface RegisterData {
  username: string;
  email: string;
  password: string;
  profile?: Record<string, unknown>;
}

/** react-admin's auth methods plus the account flows of the spec's "The calls it makes". */
export interface AppAuthProvider extends AuthProvider {
  forgotPassword(email: string): Promise<void>;
  resetPassword(params: { code: string; password: string; passwordConfirmation: string }): Promise<void>;
  register(data: RegisterData): Promise<SessionUser>;
  refreshUser(): Promise<SessionUser>;
}

type AuthResponse = { jwt: string; user: SessionUser };

/** Calls to the push-notification service never sign the user out (the spec's "States and transitions"). */
const isPushCall = (error: { body?: { source?: string } } | undefined) => error?.body?.source === 'push';

/** The page the user is on: its path, and with the query where the user returns to it. */
const browserLocation = { pathname: () => window.location.pathname, path: () => window.location.pathname + window.location.search };

export const createAuthProvider = (
  http: HttpClient,
  session: Session,
  location: () => string = browserLocation.pathname,
  unsavedWork?: UnsavedWorkStore,
  currentPath: () => string = location === browserLocation.pathname ? browserLocation.path : location,
): AppAuthProvider => {
  const fetchMe = () => http.request<SessionUser>('/users/me', { query: { populate: ME_POPULATE } });
  const role = () => effectiveRole(session.getUser(), session.getCurrentBrandId());

  return {
    async login({ username, password }: { username: string; password: string }) {
      const { jwt, user } = await http.request<AuthResponse>('/auth/local', {
        method: 'POST',
        body: { identifier: username, password },
        auth: 'none',
      });
      session.signIn(jwt, user);
      try {
        session.setUser(await accountAfterSignIn(user, fetchMe));
      } catch (error) {
        session.clear();
        throw error;
      }
      // Back to where the session ended, for the same user (the form there gets its content back).
      return { redirectTo: unsavedWork?.returnPath(user.id) ?? landingPath(role()) };
    },

    async logout() {
      // Signing out on purpose (a session still there) leaves nothing behind; an ended session keeps its work.
      if (session.getToken()) unsavedWork?.forget();
      session.clear();
      return '/login';
    },

    async checkAuth() {
      if (!session.getToken()) throw { redirectTo: '/login', message: false };
    },

    async checkError(error) {
      if (error?.status !== 401 || isPushCall(error) || isUnauthorizedExempt(location())) return;
      const user = session.getUser();
      if (user && session.getToken()) unsavedWork?.keep(user.id, currentPath());
      session.clear();
      // A refused save must fail where it was made ("Sitzung abgelaufen – bitte erneut anmelden", no
      // success): react-admin would answer it with an empty success once this signs out. The layout
      // takes the signed-out user to /login (SignedOutRedirect).
      if (isWriteRefusedBySessionEnd(error)) return;
      throw { redirectTo: '/login', message: 'app.auth.signed_out' };
    },

    async getIdentity() {
      const user = session.getUser();
      if (!user) throw new Error('not signed in');
      const name = [user.profile?.firstName, user.profile?.lastName].filter(Boolean).join(' ');
      return { id: user.id, fullName: name || user.email || user.username, avatar: user.image?.url };
    },

    async getPermissions() {
      return role();
    },

    async canAccess({ resource, action }: { resource: string; action: string }) {
      // Signed out is checkAuth's to answer (redirect to /login), not "Kein Zugriff": react-admin
      // asks canAccess as soon as the failed auth check settles, and would race it.
      if (!session.getToken()) return true;
      return canAccess(role(), resource, action as Action);
    },

    async forgotPassword(email) {
      await http.request('/auth/forgot-password', { method: 'POST', body: { email }, auth: 'none' });
    },

    async resetPassword({ code, password, passwordConfirmation }) {
      await http.request('/auth/reset-password', { method: 'POST', body: { code, password, passwordConfirmation }, auth: 'none' });
    },

    async register(data) {
      const { jwt, user } = await http.request<AuthResponse>('/auth/local/register', { method: 'POST', body: data, auth: 'none' });
      session.signIn(jwt, user);
      const me = await fetchMe();
      session.setUser(me);
      return me;
    },

    async refreshUser() {
      const me = await fetchMe();
      session.setUser(me);
      return me;
    },
  };
};
