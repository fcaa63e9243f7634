import { http, serverAuthProvider, session } from './providers';
import { withDeviceDataPerAccount } from './field-app/offline/signOut';
import { createWebPushMethods } from './profile/webPushMethods';

// The app's wiring of features into the ground layer that both entries share: the sign-in pages
// (main.tsx) and the back office (App.tsx). Not through the feature list (src/features.ts): the
// sign-in page must not load every feature's descriptor (its 120 KB, tests/e2e/production.test.ts).

/** The rep's offline data and push subscription on the device follow the account (src/field-app/offline/signOut.ts). */
export const authProvider = withDeviceDataPerAccount(serverAuthProvider, session, createWebPushMethods(http));
