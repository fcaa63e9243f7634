import type { HttpClient } from '../providers/http';

/** A browser's push subscription as PushSubscription.toJSON() gives it. */
export interface WebPushSubscriptionBody {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** Web Push on this device (docs/decisions/0027-web-push.md): dataProvider.getWebPushKey, … */
export interface WebPushMethods {
  /** GET /api/web-push/key: the server's VAPID public key (base64url), the browser's applicationServerKey. */
  getWebPushKey(): Promise<string>;
  /** POST /api/web-push/subscriptions: this device receives the signed-in user's notifications. */
  saveWebPushSubscription(subscription: WebPushSubscriptionBody): Promise<void>;
  /** POST /api/web-push/subscriptions/remove: this device no longer does. */
  removeWebPushSubscription(endpoint: string): Promise<void>;
}

export const createWebPushMethods = (http: HttpClient): WebPushMethods => ({
  getWebPushKey: async () => (await http.request<{ data: { publicKey: string } }>('/web-push/key')).data.publicKey,
  saveWebPushSubscription: async (subscription) => {
    await http.request('/web-push/subscriptions', { method: 'POST', body: subscription });
  },
  removeWebPushSubscription: async (endpoint) => {
    await http.request('/web-push/subscriptions/remove', { method: 'POST', body: { endpoint } });
  },
});

// The dataProvider's type gets these methods here; the feature's descriptor (index.ts) makes them.
declare module '../providers/dataProvider' {
  interface AppDataProvider extends WebPushMethods {}
}
