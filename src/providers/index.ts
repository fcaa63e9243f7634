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
import { withDeviceDataPerAccount } from '../field-app/offline/signOut';
import { createWebPushMethods } from '../profile/webPushMethods';

// The app's wiring. Tests build their own from the factories.
export const session = createSession(window.localStorage);
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
export const unsavedWork = createUnsavedWork(window.localStorage);
/** The rep's offline data and push subscription on the device follow the account (src/field-app/offline/signOut.ts). */
export const authProvider = withDeviceDataPerAccount(createAuthProvider(http, session, undefined, unsavedWork), session, createWebPushMethods(http));
/**
 * react-admin's store, one for the sign-in pages and the app: saved views per user, light or dark mode
 * per browser; both outlive signing out.
 */
export const store = userViewsStore(keptAcrossSignOut(localStorageStore(undefined, 'markenportal')), () => session.getUser()?.id, window.localStorage);
