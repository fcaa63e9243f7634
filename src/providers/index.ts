import { createSession } from './session';
import { createHttpClient } from './http';
import { runtimeConfig } from './runtimeConfig';
import { createAuthProvider } from './authProvider';
import { scopeContextOf } from './dataProvider';

// The app's wiring. Tests build their own from the factories.
export const session = createSession(window.localStorage);
export const http = createHttpClient({
  apiUrl: '/api',
  publicToken: runtimeConfig().publicAccessToken,
  session,
});
/** What the dataProvider (App.tsx) scopes lists by. */
export const scopeContext = scopeContextOf(session);
export const authProvider = createAuthProvider(http, session);
