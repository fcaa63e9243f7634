import type { PushResponse } from '../../post/services/push-sender';

// What an answer of FCM means for a token (docs/decisions/0015-push-delivery-jobs.md). Pure: no
// database, no network.

export type TokenResult = 'sent' | 'failed' | 'removed';

/** FCM says the token belongs to no device (any more): it is cleared from its users. */
const TOKEN_GONE = new Set(['messaging/registration-token-not-registered', 'messaging/invalid-registration-token']);
/** Worth another try later: quota (429), FCM unavailable or failing (5xx), the network, or no answer at all. */
const RETRYABLE = new Set([
  'messaging/message-rate-exceeded',
  'messaging/device-message-rate-exceeded',
  'messaging/server-unavailable',
  'messaging/internal-error',
  'messaging/unknown-error',
  'app/network-error',
  'app/network-timeout',
  'push/send-failed',
]);

/**
 * `invalid-argument` is FCM's answer both to a malformed token and to a malformed message. Only the
 * first names the registration token ("The registration token is not a valid FCM registration
 * token"); a bad payload must not clear every recipient's token.
 */
const isTokenError = (code: string, message: string) => TOKEN_GONE.has(code) || (code === 'messaging/invalid-argument' && /registration token/i.test(message));

export type Verdict = TokenResult | 'retry';

/** The verdict on one answer; a retryable one becomes 'failed' on the last attempt. */
export const verdictOf = (response: PushResponse, lastAttempt: boolean): Verdict => {
  if (response.success) return 'sent';
  if (isTokenError(response.code, response.message)) return 'removed';
  if (RETRYABLE.has(response.code)) return lastAttempt ? 'failed' : 'retry';
  return 'failed';
};

export interface Settled {
  /** The tokens that are done now, with their result. */
  results: Record<string, TokenResult>;
  counts: Record<TokenResult, number>;
  /** The tokens FCM called unregistered or invalid. */
  removed: string[];
  /** Tokens left for a later attempt. */
  retry: number;
}

/** The verdicts on one attempt at `tokens` (answers in the same order; a missing answer is retried). */
export const settle = (tokens: string[], responses: PushResponse[], lastAttempt: boolean): Settled => {
  const settled: Settled = { results: {}, counts: { sent: 0, failed: 0, removed: 0 }, removed: [], retry: 0 };
  tokens.forEach((token, i) => {
    const verdict = verdictOf(responses[i] ?? { success: false, code: 'push/send-failed', message: 'keine Antwort' }, lastAttempt);
    if (verdict === 'retry') {
      settled.retry += 1;
      return;
    }
    settled.results[token] = verdict;
    settled.counts[verdict] += 1;
    if (verdict === 'removed') settled.removed.push(token);
  });
  return settled;
};

/** Splits tokens into batches of at most `size` (FCM's sendEach takes up to 500). */
export const batchesOf = <T>(items: T[], size: number): T[][] => {
  const batches: T[][] = [];
  for (let i = 0; i < items.length; i += size) batches.push(items.slice(i, i + size));
  return batches;
};
