import type { AppAuthProvider } from '../../providers/authProvider';
import type { Session } from '../../providers/session';

// Loaded only when someone signs in or out: the sign-in page carries none of the offline code.
const offlineStore = () => import('./offlineStore');

/**
 * The rep's data on the device follows the account (issue 23): signing out on purpose removes the
 * saved field app data and images; signing in removes every other account's. A session that ended
 * (401) keeps them for the same rep, as it keeps unsaved work (providers/unsavedWork.ts). Unsent
 * chat messages stay with their account and are sent when it signs in again.
 */
export const withDeviceDataPerAccount = (auth: AppAuthProvider, session: Session): AppAuthProvider => ({
  ...auth,
  async login(params) {
    const answer = await auth.login(params);
    const { cacheOwner, forgetCachedData } = await offlineStore();
    await forgetCachedData(cacheOwner(session)).catch(() => undefined);
    return answer;
  },
  async logout(params) {
    if (session.getToken()) {
      const { forgetCachedData } = await offlineStore();
      await forgetCachedData(null).catch(() => undefined);
    }
    return auth.logout(params);
  },
});
