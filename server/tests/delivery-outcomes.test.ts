import { describe, expect, it } from 'vitest';
import { batchesOf, settle, verdictOf } from '../src/api/notification/services/delivery-outcomes';
import { backoffMs } from '../src/jobs/backoff';
import { fcmMessage } from '../src/api/post/services/push-sender';
import { withoutFileServer } from '../../tests/support/fileServer';

// Pure functions.
withoutFileServer();

// What an FCM answer means for a token (docs/decisions/0015-push-delivery-jobs.md).
const fail = (code: string, message = '') => ({ success: false as const, code, message });

describe('the verdict on an answer of FCM', () => {
  it.each([
    [{ success: true as const }, 'sent'],
    [fail('messaging/registration-token-not-registered'), 'removed'],
    [fail('messaging/invalid-registration-token'), 'removed'],
    [fail('messaging/invalid-argument', 'The registration token is not a valid FCM registration token'), 'removed'],
    // A malformed message is no reason to clear anybody's token.
    [fail('messaging/invalid-argument', 'Invalid JSON payload received.'), 'failed'],
    [fail('messaging/message-rate-exceeded'), 'retry'],
    [fail('messaging/server-unavailable'), 'retry'],
    [fail('messaging/internal-error'), 'retry'],
    [fail('app/network-timeout'), 'retry'],
    [fail('messaging/mismatched-credential'), 'failed'],
    [fail('push/not-configured'), 'failed'],
  ])('%o → %s', (response, verdict) => {
    expect(verdictOf(response, false)).toBe(verdict);
  });

  it('a retryable answer on the last attempt counts as failed', () => {
    expect(verdictOf(fail('messaging/server-unavailable'), true)).toBe('failed');
  });
});

describe('settling one attempt at a batch', () => {
  it('records the done tokens, counts them, lists the removed ones and leaves the rest for later', () => {
    const settled = settle(
      ['a', 'b', 'c', 'd'],
      [{ success: true }, fail('messaging/registration-token-not-registered'), fail('messaging/server-unavailable'), fail('messaging/mismatched-credential')],
      false,
    );
    expect(settled).toEqual({ results: { a: 'sent', b: 'removed', d: 'failed' }, counts: { sent: 1, failed: 1, removed: 1 }, removed: ['b'], retry: 1 });
  });

  it('a token without an answer is tried again', () => {
    expect(settle(['a', 'b'], [{ success: true }], false).retry).toBe(1);
  });
});

describe('batches and backoff', () => {
  it('splits into batches of at most the given size, in order', () => {
    expect(batchesOf([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('doubles per attempt between half and all of the step, up to the cap', () => {
    expect(backoffMs(1, 1000, 60_000, () => 0)).toBe(500);
    expect(backoffMs(3, 1000, 60_000, () => 1)).toBe(4000);
    expect(backoffMs(20, 1000, 60_000, () => 1)).toBe(60_000);
  });
});

describe('the FCM message', () => {
  it('collapses per post on Android, iOS and the web, so a repeated push replaces the shown one', () => {
    const message = fcmMessage({ token: 't', title: 'Cardiovia', body: 'Neu', data: { postId: 'p1' }, collapseKey: 'post-p1' });
    expect(message).toMatchObject({
      token: 't',
      notification: { title: 'Cardiovia', body: 'Neu' },
      android: { collapseKey: 'post-p1', notification: { tag: 'post-p1' } },
      apns: { headers: { 'apns-collapse-id': 'post-p1' } },
      webpush: { notification: { tag: 'post-p1' } },
    });
  });
});
