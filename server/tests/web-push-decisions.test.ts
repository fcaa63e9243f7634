import { describe, expect, it } from 'vitest';
import { createECDH, randomBytes } from 'node:crypto';
import { chatPayload, parseSubscription, postPayload, retryAfterMs, topicOf, verdictOf } from '../src/web-push/web-push-decisions';
import { webPushMessages } from '../src/messages/web-push';
import { webPushOptions, webPushStartProblem } from '../src/web-push/web-push-settings';
import { withoutFileServer } from '../../tests/support/fileServer';

// Pure functions (docs/decisions/0027-web-push.md).
withoutFileServer();

const keys = { p256dh: createECDH('prime256v1').generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') };

describe('a push subscription as the server stores it', () => {
  it('takes https endpoints of the browsers’ push services only', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
      'https://web.push.apple.com/abc',
    ])
      expect(parseSubscription({ endpoint, keys }, false).ok, endpoint).toBe(true);
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com.evil.example/x',
      'https://user:pw@fcm.googleapis.com/x',
      'https://169.254.169.254/latest',
      'http://127.0.0.1:9/push',
    ])
      expect(parseSubscription({ endpoint, keys }, false)).toEqual({ ok: false, field: 'endpoint', message: webPushMessages.endpointNotPushService });
  });

  it('takes http://127.0.0.1 only with the test setting, which production ignores and refuses', () => {
    expect(parseSubscription({ endpoint: 'http://127.0.0.1:9/push', keys }, true).ok).toBe(true);
    expect(parseSubscription({ endpoint: 'http://localhost:9/push', keys }, true).ok).toBe(false);
    expect(webPushOptions({ WEB_PUSH_ALLOW_INSECURE_ENDPOINTS: 'true', NODE_ENV: 'test' }).allowInsecureEndpoints).toBe(true);
    expect(webPushOptions({ WEB_PUSH_ALLOW_INSECURE_ENDPOINTS: 'true', NODE_ENV: 'production' }).allowInsecureEndpoints).toBe(false);
    expect(webPushStartProblem({ WEB_PUSH_ALLOW_INSECURE_ENDPOINTS: 'true', NODE_ENV: 'production' })).toBe(webPushMessages.insecureInProduction);
    expect(webPushStartProblem({ VAPID_PUBLIC_KEY: 'x' })).toBe(webPushMessages.halfKeyPair);
    expect(webPushStartProblem({})).toBeNull();
  });
});

describe('the notification', () => {
  it('names the sender and shortens the text to 120 characters; a post names its brand and title', () => {
    const long = chatPayload('Dr. med. Anna Arendt', `Hallo\n\n${'x'.repeat(200)}`, 'chat1');
    expect(long.body).toHaveLength(120);
    expect(long.body.endsWith('…')).toBe(true);
    expect(long).toMatchObject({ title: 'Dr. med. Anna Arendt', url: '/chat/chat1' });
    expect(chatPayload('', 'Hallo', 'c')).toEqual({ title: 'Neue Nachricht', body: 'Hallo', url: '/chat/c' });
    expect(postPayload('Cardiovia', 'Neu', 'p1')).toEqual({ title: 'Cardiovia', body: 'Neu', url: '/posts/p1' });
  });

  it('has one topic per chat or post, within the 32 characters of base64url RFC 8030 allows', () => {
    expect(topicOf('chat', 'k3j4h5g6f7d8s9a0q1w2e3r4')).toBe('c-k3j4h5g6f7d8s9a0q1w2e3r4');
    expect(topicOf('post', `${'a'.repeat(40)}/!`)).toMatch(/^p-a{30}$/);
  });
});

describe('the push service’s answer', () => {
  it('201 sent, 404/410 gone, 429/5xx/none again, the rest failed', () => {
    expect([201, 202, 404, 410, 429, 500, 503, 0, 400, 403, 413].map(verdictOf)).toEqual([
      'sent',
      'sent',
      'gone',
      'gone',
      'retry',
      'retry',
      'retry',
      'retry',
      'failed',
      'failed',
      'failed',
    ]);
  });

  it('reads Retry-After in seconds or as a date', () => {
    const now = Date.parse('2026-11-26T10:00:00Z');
    expect(retryAfterMs('30', now)).toBe(30_000);
    expect(retryAfterMs('Thu, 26 Nov 2026 10:01:00 GMT', now)).toBe(60_000);
    expect(retryAfterMs('bald', now)).toBeNull();
    expect(retryAfterMs(null, now)).toBeNull();
  });
});
