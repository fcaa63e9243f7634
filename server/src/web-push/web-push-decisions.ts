// Web Push decisions (docs/decisions/0027-web-push.md). Pure: no database, no network.
import { timingSafeEqual } from 'node:crypto';
import { webPushMessages as text, webPushTexts } from '../messages/web-push';

export const MAX_ENDPOINT_LENGTH = 1024;
/** Devices per account: a new one beyond this drops the account's least recently registered. */
export const MAX_DEVICES = 10;
/** Characters of a chat message shown in its notification. */
export const BODY_LENGTH = 120;

/**
 * The browsers' push services (Chrome/Edge through FCM, Firefox, Edge on Windows, Safari). The server
 * POSTs to whatever endpoint is stored, so only these hosts are accepted: no request to an address
 * of the caller's choosing (SSRF).
 */
const PUSH_SERVICE_HOSTS = [/^fcm\.googleapis\.com$/, /(^|\.)push\.services\.mozilla\.com$/, /(^|\.)notify\.windows\.com$/, /(^|\.)push\.apple\.com$/];

export interface SubscriptionInput {
  endpoint: string;
  p256dh: string;
  auth: string;
}
export type Parsed<T> = { ok: true; value: T } | { ok: false; field: string; message: string };

const base64UrlBytes = (value: unknown): Buffer | null =>
  typeof value === 'string' && value.length <= 128 && /^[A-Za-z0-9_-]+={0,2}$/.test(value) ? Buffer.from(value, 'base64url') : null;

/** A push endpoint as it may be stored: https to a known push service; http://127.0.0.1 only when the test setting allows it. */
export const parseEndpoint = (value: unknown, allowInsecure: boolean): Parsed<string> => {
  if (typeof value !== 'string' || !value.trim()) return { ok: false, field: 'endpoint', message: text.endpointRequired };
  if (value.length > MAX_ENDPOINT_LENGTH) return { ok: false, field: 'endpoint', message: text.endpointTooLong(MAX_ENDPOINT_LENGTH) };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false, field: 'endpoint', message: text.endpointNotPushService };
  }
  const known = url.protocol === 'https:' && !url.username && !url.password && PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname));
  const testStandIn = allowInsecure && url.protocol === 'http:' && url.hostname === '127.0.0.1';
  return known || testStandIn ? { ok: true, value } : { ok: false, field: 'endpoint', message: text.endpointNotPushService };
};

/** The body of POST /api/web-push/subscriptions: the browser's PushSubscription as JSON. */
export const parseSubscription = (body: unknown, allowInsecure: boolean): Parsed<SubscriptionInput> => {
  const record = (body && typeof body === 'object' ? body : {}) as { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown } };
  const endpoint = parseEndpoint(record.endpoint, allowInsecure);
  if (!endpoint.ok) return endpoint;
  const keys = record.keys && typeof record.keys === 'object' ? record.keys : {};
  const p256dh = base64UrlBytes(keys.p256dh);
  // An uncompressed P-256 point, as browsers give it.
  if (!p256dh || p256dh.length !== 65 || p256dh[0] !== 4) return { ok: false, field: 'keys.p256dh', message: text.keyInvalid };
  const auth = base64UrlBytes(keys.auth);
  if (!auth || auth.length !== 16) return { ok: false, field: 'keys.auth', message: text.authInvalid };
  return { ok: true, value: { endpoint: endpoint.value, p256dh: p256dh.toString('base64url'), auth: auth.toString('base64url') } };
};

/** The account an endpoint is stored for, and the browser's keys it was stored with. */
export interface EndpointHolder {
  userId: number;
  p256dh: string;
  auth: string;
}

const sameSecret = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Whether `callerId` may register `input.endpoint`, stored for `holder` (null: nobody yet). Its own
 * account always may (the browser renewed its keys). Another account only with the very same keys:
 * p256dh and auth come from that browser's subscription and no answer of ours ever holds them, so
 * whoever sends both holds the browser: the next person on a shared phone after a session that
 * ended without signing out. The endpoint moves to them, and the device no longer shows the earlier
 * account's messages. With other keys the caller would only take someone else's device: refused.
 */
export const mayRegisterEndpoint = (holder: EndpointHolder | null, callerId: number, input: SubscriptionInput) =>
  !holder || holder.userId === callerId || (sameSecret(holder.p256dh, input.p256dh) && sameSecret(holder.auth, input.auth));

/** What the service worker shows (public/push-handler.js) and opens on a click. */
export interface WebPushPayload {
  title: string;
  body: string;
  url: string;
}

const shortened = (value: string, max: number) => {
  const flat = value.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
};

export const chatPayload = (senderName: string, message: string, chatId: string): WebPushPayload => ({
  title: senderName || webPushTexts.unnamedSender,
  body: shortened(message, BODY_LENGTH),
  url: `/chat/${encodeURIComponent(chatId)}`,
});

export const postPayload = (brandName: string | null | undefined, postTitle: string | null | undefined, postId: string): WebPushPayload => ({
  title: brandName || webPushTexts.unnamedBrand,
  body: shortened(postTitle ?? '', BODY_LENGTH),
  url: `/posts/${encodeURIComponent(postId)}`,
});

/**
 * The push's Topic (RFC 8030 5.4): one per chat or post, so a retry or a newer message replaces a
 * notification the device has not fetched yet instead of stacking. At most 32 base64url characters.
 */
export const topicOf = (kind: 'chat' | 'post', ref: string) => `${kind === 'chat' ? 'c' : 'p'}-${ref.replace(/[^A-Za-z0-9_-]/g, '')}`.slice(0, 32);

/** How long a push service keeps an undelivered push (s): a chat message a day, a post three days. */
export const ttlOf = (kind: 'chat' | 'post') => (kind === 'chat' ? 24 * 3600 : 3 * 24 * 3600);
/** A chat message is wanted now; a post may wait for a good moment of the device's battery. */
export const urgencyOf = (kind: 'chat' | 'post') => (kind === 'chat' ? 'high' : 'normal');

export type PushVerdict = 'sent' | 'gone' | 'retry' | 'failed';

/**
 * What the push service's answer means (RFC 8030): 201 delivered; 404/410 the subscription is gone;
 * 429 and 5xx (and no answer at all: status 0) are worth another try; anything else (a refused key,
 * a too large payload) is not.
 */
export const verdictOf = (status: number): PushVerdict => {
  if (status >= 200 && status < 300) return 'sent';
  if (status === 404 || status === 410) return 'gone';
  if (status === 0 || status === 429 || status >= 500) return 'retry';
  return 'failed';
};

/** Retry-After in seconds or as an HTTP date, in ms from `now`; null when absent or unreadable. */
export const retryAfterMs = (header: string | null, now: number): number | null => {
  if (!header) return null;
  if (/^\d{1,7}$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isFinite(at) ? Math.max(0, at - now) : null;
};
