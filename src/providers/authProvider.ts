import type { AuthProvider } from 'ra-core';
import type { HttpClient } from './http';
import type { Session } from './session';
import type { SessionUser, Action } from './access';
import { canAccess, effectiveRole, isUnauthorizedExempt, landingPath } from './access';
import { ME_POPULATE } from './dataProvider';

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

export const createAuthProvider = (http: HttpClient, session: Session, location: () => string = () => window.location.pathname): AppAuthProvider => {
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
        session.setUser(await fetchMe());
      } catch (error) {
        session.clear();
        throw error;
      }
      return { redirectTo: landingPath(role()) };
    },

    async logout() {
      session.clear();
      return '/login';
    },

    async checkAuth() {
      if (!session.getToken()) throw { redirectTo: '/login', message: false };
    },

    async checkError(error) {
      if (error?.status !== 401 || isPushCall(error) || isUnauthorizedExempt(location())) return;
      session.clear();
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
