import type { AppAuthProvider } from '../../providers/authProvider';
import type { Session } from '../../providers/session';
import type { WebPushMethods } from '../../profile/webPushMethods';

// Loaded only when someone signs in or out: the sign-in page carries none of the offline code.
const offlineStore = () => import('./offlineStore');
const webPushDevice = () => import('../../profile/webPushDevice');

/**
 * The rep's data on the device follows the account (issue 23): signing out on purpose leaves
 * nothing of the account behind (issue 33): the device's push subscription, on the server and in
 * the browser; the saved field app data and images; the unsent chat messages, which the sign-out
 * menu item sends first or has the rep discard (SignOutMenuItem.tsx). Signing in removes every other
 * account's saved data. A session that ended (401) keeps them for the same rep, as it keeps unsaved
 * work (providers/unsavedWork.ts): its unsent messages are sent when it signs in again.
 */
export const withDeviceDataPerAccount = (
  auth: AppAuthProvider,
  session: Session,
  webPush?: Pick<WebPushMethods, 'removeWebPushSubscription'>,
): AppAuthProvider => ({
  ...auth,
  async login(params) {
    const answer = await auth.login(params);
    const { cacheOwner, forgetCachedData } = await offlineStore();
    await forgetCachedData(cacheOwner(session)).catch(() => undefined);
    // A browser still subscribed for an account whose session ended gets none of its pushes now
    // (not awaited: the landing page need not wait for the service worker).
    const user = session.getUser();
    if (webPush && user) void webPushDevice().then(({ browserPush, forgetOtherAccountsPush }) => forgetOtherAccountsPush(browserPush(), user.id));
    return answer;
  },
  async logout(params) {
    const user = session.getToken() ? session.getUser() : null;
    if (!user) return auth.logout(params);
    // Before the session is cleared: the server removes the account's device only with its token.
    if (webPush) {
      const { browserPush, forgetDevicePush } = await webPushDevice();
      await forgetDevicePush(browserPush(), webPush);
    }
    const answer = await auth.logout(params);
    // After: with nobody signed in, nothing saves the cache again meanwhile.
    const { forgetAccount } = await offlineStore();
    await forgetAccount(user.id).catch(() => undefined);
    return answer;
  },
});
