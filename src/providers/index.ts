import { createSession } from './session';
import { createHttpClient } from './http';
import { createNetworkStatus } from './networkStatus';
import { runtimeConfig } from './runtimeConfig';
import { createAuthProvider } from './authProvider';
import { scopeContextOf } from './dataProvider';
import { localStorageStore } from 'react-admin';
import { keptAcrossSignOut } from './keptAcrossSignOut';
import { userViewsStore } from './userViewsStore';
import { createUnsavedWork } from './unsavedWork';

// The app's wiring. Tests build their own from the factories. Loading it reads nothing of the
// browser (storage is read when used): Node loads it too, through the feature list that the
// server tests and the screen checks read (src/features.ts).
const storage = globalThis.localStorage;
export const session = createSession(storage);
/** Whether the server answered the last request (the field app's offline signal besides the browser's). */
export const networkStatus = createNetworkStatus();
export const http = createHttpClient({
  apiUrl: '/api',
  publicToken: runtimeConfig().publicAccessToken,
  session,
  onReachable: networkStatus.report,
});
/** What the dataProvider (App.tsx) scopes lists by. */
export const scopeContext = scopeContextOf(session);
/** Where a session ended and the form content a save could not store (common/UnsavedWorkKeeper.tsx). */
export const unsavedWork = createUnsavedWork(storage);
/** The server's sign-in and sign-out; src/wiring.ts adds what the features keep on the device per account. */
export const serverAuthProvider = createAuthProvider(http, session, undefined, unsavedWork);
/**
 * react-admin's store, one for the sign-in pages and the app: saved views per user, light or dark mode
 * per browser; both outlive signing out.
 */
export const store = userViewsStore(keptAcrossSignOut(localStorageStore(undefined, 'markenportal')), () => session.getUser()?.id, storage);
