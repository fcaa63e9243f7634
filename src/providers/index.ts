import { createSession } from './session';
import { createHttpClient } from './http';
import { createAuthProvider } from './authProvider';
import { scopeContextOf } from './dataProvider';

// The app's wiring. Tests build their own from the factories.
export const session = createSession(window.localStorage);
export const http = createHttpClient({
  apiUrl: import.meta.env.VITE_API_URL ?? '/api',
  publicToken: import.meta.env.VITE_PUBLIC_ACCESS_TOKEN,
  session,
});
/** What the dataProvider (App.tsx) scopes lists by. */
export const scopeContext = scopeContextOf(session);
export const authProvider = createAuthProvider(http, session);
