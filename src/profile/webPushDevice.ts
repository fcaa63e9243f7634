import type { WebPushMethods, WebPushSubscriptionBody } from './webPushMethods';

// This browser's side of Web Push: the permission, the service worker's push subscription, and the
// server's copy of it. The browser objects are passed in, so that a test hands in doubles.

export interface BrowserPush {
  Notification?: { permission: NotificationPermission; requestPermission(): Promise<NotificationPermission> };
  serviceWorker?: Pick<ServiceWorkerContainer, 'ready' | 'getRegistration'>;
  PushManager?: unknown;
}

export const browserPush = (): BrowserPush => ({
  Notification: typeof Notification === 'undefined' ? undefined : Notification,
  serviceWorker: typeof navigator === 'undefined' ? undefined : navigator.serviceWorker,
  PushManager: typeof window === 'undefined' ? undefined : (window as { PushManager?: unknown }).PushManager,
});

/** unsupported: no service worker or push here; blocked: the user refused notifications in the browser. */
export type DeviceState = 'unsupported' | 'blocked' | 'off' | 'on';

/** How long to wait for the app's service worker before giving up. */
const READY_MS = 10_000;

const supported = (push: BrowserPush) => !!(push.Notification && push.serviceWorker && push.PushManager);

/** The base64url VAPID key as the bytes pushManager.subscribe wants. */
export const keyBytes = (key: string) => {
  const base64 = key
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(key.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
};

const currentSubscription = async (push: BrowserPush) => (await push.serviceWorker!.getRegistration())?.pushManager.getSubscription() ?? null;

export const deviceState = async (push: BrowserPush): Promise<DeviceState> => {
  if (!supported(push)) return 'unsupported';
  if (push.Notification!.permission === 'denied') return 'blocked';
  return push.Notification!.permission === 'granted' && (await currentSubscription(push)) ? 'on' : 'off';
};

export class ServiceWorkerNotReady extends Error {}

const ready = (push: BrowserPush) =>
  Promise.race([push.serviceWorker!.ready, new Promise<never>((_, reject) => setTimeout(() => reject(new ServiceWorkerNotReady()), READY_MS))]);

/**
 * Which account this browser's push subscription was made for: a session that ended (401) signs
 * nobody out on purpose, so the subscription outlives it; the next account to sign in on the
 * device must not get its notifications (forgetOtherAccountsPush). Only an id, nothing the
 * notifications say.
 */
const PUSH_ACCOUNT_KEY = 'markenportal.webPush.account';
const storage = () => (typeof localStorage === 'undefined' ? null : localStorage);

/** Asks for the permission, subscribes with the server's key and stores the subscription on the server, for `accountId`. */
export const enableDevice = async (push: BrowserPush, methods: WebPushMethods, accountId?: number | string): Promise<DeviceState> => {
  if (!supported(push)) return 'unsupported';
  const permission = await push.Notification!.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  const key = await methods.getWebPushKey();
  const registration = await ready(push);
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) });
  try {
    await methods.saveWebPushSubscription(subscription.toJSON() as WebPushSubscriptionBody);
  } catch (error) {
    // Not stored on the server: the browser's subscription would receive nothing.
    await subscription.unsubscribe().catch(() => undefined);
    throw error;
  }
  if (accountId !== undefined) storage()?.setItem(PUSH_ACCOUNT_KEY, String(accountId));
  return 'on';
};

/** Unsubscribes this browser and removes the server's copy (gone already is fine). */
export const disableDevice = async (push: BrowserPush, methods: WebPushMethods): Promise<DeviceState> => {
  const subscription = supported(push) ? await currentSubscription(push) : null;
  if (subscription) {
    const { endpoint } = subscription;
    await subscription.unsubscribe();
    await methods.removeWebPushSubscription(endpoint).catch((error: { status?: number }) => {
      if (error?.status !== 404) throw error;
    });
  }
  storage()?.removeItem(PUSH_ACCOUNT_KEY);
  return deviceState(push);
};

/** How long signing out waits for each step of forgetting the device's push subscription, at most. */
export const SIGN_OUT_PUSH_MS = 2000;

/**
 * Signing out on purpose: the server forgets this device for the account (while the session still
 * signs the call), then the browser unsubscribes, so that the next person on the device sees none of
 * the account's notifications. Neither may keep the rep from signing out: each step waits at most
 * `waitMs` and its failure is ignored. The browser unsubscribes whatever the server said: a server
 * out of reach keeps its row until its next push, which the push service then answers with 410 for
 * this browser, and the server deletes the row.
 */
export const forgetDevicePush = async (push: BrowserPush, methods: Pick<WebPushMethods, 'removeWebPushSubscription'>, waitMs = SIGN_OUT_PUSH_MS) => {
  if (!supported(push)) return;
  const bounded = <T>(step: () => Promise<T>): Promise<T | null> => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), waitMs)));
    return Promise.race([step().catch(() => null), late]).finally(() => clearTimeout(timer));
  };
  const subscription = await bounded(() => currentSubscription(push));
  storage()?.removeItem(PUSH_ACCOUNT_KEY);
  if (!subscription) return;
  await bounded(() => methods.removeWebPushSubscription(subscription.endpoint));
  await bounded(() => subscription.unsubscribe());
};

/**
 * A sign-in on a browser subscribed for another account (its session ended without a sign-out, or
 * the subscription is older than this record): the browser unsubscribes, so the account now signed
 * in sees none of the other's notifications. The server's row goes with the push service's 410 at
 * its next push. The account signed in turns notifications on for itself if it wants them.
 */
export const forgetOtherAccountsPush = async (push: BrowserPush, accountId: number | string) => {
  if (!supported(push)) return;
  const subscription = await currentSubscription(push).catch(() => null);
  if (!subscription || storage()?.getItem(PUSH_ACCOUNT_KEY) === String(accountId)) return;
  storage()?.removeItem(PUSH_ACCOUNT_KEY);
  await subscription.unsubscribe().catch(() => false);
};
