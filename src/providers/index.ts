import { createSession } from './session';
import { createHttpClient } from './http';
import { createDataProvider } from './dataProvider';
import { createAuthProvider } from './authProvider';
import { effectiveRole } from './access';

// The app's wiring. Tests build their own from the factories.
export const session = createSession(window.localStorage);
export const http = createHttpClient({
  apiUrl: import.meta.env.VITE_API_URL ?? '/api',
  publicToken: import.meta.env.VITE_PUBLIC_ACCESS_TOKEN,
  session,
});
export const dataProvider = createDataProvider(http, () => {
  const currentBrandId = session.getCurrentBrandId();
  const user = session.getUser();
  return { currentBrandId, role: effectiveRole(user, currentBrandId), meId: user?.id ?? null };
});
export const authProvider = createAuthProvider(http, session);
