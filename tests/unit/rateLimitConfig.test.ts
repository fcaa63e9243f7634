import { describe, expect, it } from 'vitest';
import { envName, parseLimit, RATE_LIMIT_DEFAULTS, rateLimitsFromEnv, windowAt } from '../../server/src/access/rate-limits';

// How the server reads its rate limits from the environment (server/config/rate-limits.ts).
describe('rate limit configuration', () => {
  it('starts from the defaults; RATE_LIMITS=false switches every limit off', () => {
    expect(rateLimitsFromEnv({})?.chatMessage).toEqual({ max: 30, windowSeconds: 60 });
    expect(rateLimitsFromEnv({ RATE_LIMITS: 'true' })?.passwordForgot).toEqual(RATE_LIMIT_DEFAULTS.passwordForgot.limit);
    expect(rateLimitsFromEnv({ RATE_LIMITS: 'false' })).toBeNull();
  });

  it('takes overrides as JSON and per action, the variable winning; "off" switches one action off', () => {
    const limits = rateLimitsFromEnv({
      RATE_LIMITS: '{"chatMessage":"3/10s","export":"off"}',
      RATE_LIMIT_CHAT_MESSAGE: '5/1m',
      RATE_LIMIT_SIGN_IN_IP: '100/1h',
    });
    expect(limits?.chatMessage).toEqual({ max: 5, windowSeconds: 60 });
    expect(limits?.export).toBeNull();
    expect(limits?.signInIp).toEqual({ max: 100, windowSeconds: 3600 });
    expect(envName('passwordForgotIp')).toBe('RATE_LIMIT_PASSWORD_FORGOT_IP');
  });

  it('refuses what it cannot read, naming it, rather than running without a limit', () => {
    expect(() => parseLimit('30 per minute', 'RATE_LIMIT_CHAT_MESSAGE')).toThrow(/RATE_LIMIT_CHAT_MESSAGE/);
    expect(() => parseLimit('0/60s', 'x')).toThrow();
    expect(() => parseLimit('5/2d', 'x')).toThrow();
    expect(() => rateLimitsFromEnv({ RATE_LIMITS: '{"chatMesages":"3/10s"}' })).toThrow(/chatMesages/);
    expect(() => rateLimitsFromEnv({ RATE_LIMITS: 'yes' })).toThrow(/RATE_LIMITS/);
    expect(() => rateLimitsFromEnv({ RATE_LIMITS: '{chatMessage: 3/10s}' })).toThrow(/RATE_LIMITS/);
    expect(() => rateLimitsFromEnv({ RATE_LIMITS: '{"chatMessage":3}' })).toThrow(/chatMessage/);
  });

  it('puts a request in a fixed window and says how long until it ends', () => {
    const limit = { max: 3, windowSeconds: 60 };
    expect(windowAt(limit, 120_000)).toEqual({ start: 120_000, end: 180_000, retryAfterSeconds: 60 });
    expect(windowAt(limit, 179_500)).toEqual({ start: 120_000, end: 180_000, retryAfterSeconds: 1 });
    expect(windowAt(limit, 150_200).retryAfterSeconds).toBe(30);
  });
});
