import { createContext, useContext } from 'react';

export type Credentials = { username?: string; password?: string };

/**
 * What the sign-in pages need of the app around them: signing in and going to another page. In the
 * back office react-admin's useLogin and react-router (inAdmin.tsx); on the light sign-in entry the
 * auth provider and the browser's history (PublicApp.tsx), without react-router, whose data router
 * the back office needs and which would come whole with the sign-in page.
 */
export interface AuthHost {
  signIn(credentials: Credentials): Promise<unknown>;
  navigate(path: string): void;
}

export const AuthHostContext = createContext<AuthHost | null>(null);

export const useAuthHost = (): AuthHost => {
  const host = useContext(AuthHostContext);
  if (!host) throw new Error('The sign-in pages need an AuthHostContext');
  return host;
};
