import webPush from 'web-push';
import { topicOf, ttlOf, urgencyOf, type WebPushPayload } from './web-push-decisions';
import type { VapidDetails } from './web-push-settings';
import type { WebPushKind } from './web-push-jobs';
import type { StoredSubscription } from './subscriptions';

// One push to one browser's push service (RFC 8030): web-push encrypts the payload for the
// subscription (RFC 8291, aes128gcm) and signs the VAPID header (RFC 8292); the request itself is
// sent with fetch, which bounds its time and can reach the tests' http stand-in (web-push's own
// sender speaks https only).

export interface PushAnswer {
  /** The push service's status; 0 when none came (network, timeout). */
  status: number;
  retryAfter: string | null;
  error: string | null;
}

export const sendWebPush = async (
  vapid: VapidDetails,
  subscription: StoredSubscription,
  kind: WebPushKind,
  ref: string,
  payload: WebPushPayload,
  timeoutMs: number,
): Promise<PushAnswer> => {
  let details: webPush.RequestDetails;
  try {
    details = webPush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(payload),
      { vapidDetails: vapid, TTL: ttlOf(kind), urgency: urgencyOf(kind), topic: topicOf(kind, ref), contentEncoding: 'aes128gcm' },
    );
  } catch (error) {
    // A key the browser gave that cannot be used: no retry will help.
    return { status: 400, retryAfter: null, error: `Verschlüsselung: ${(error as Error).message}` };
  }
  try {
    const response = await fetch(details.endpoint, {
      method: 'POST',
      headers: Object.fromEntries(Object.entries(details.headers).map(([name, value]) => [name, String(value)])),
      body: details.body ?? undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const ok = response.status >= 200 && response.status < 300;
    const text = ok ? '' : (await response.text().catch(() => '')).slice(0, 200);
    if (ok) await response.body?.cancel();
    return { status: response.status, retryAfter: response.headers.get('retry-after'), error: ok ? null : `HTTP ${response.status} ${text}`.trim() };
  } catch (error) {
    return { status: 0, retryAfter: null, error: (error as Error).message };
  }
};
