import { describe, expect, it } from 'vitest';
import { envName, parseLimit, RATE_LIMIT_DEFAULTS, rateLimitsFromEnv, requestWeight, signInDelaySeconds, windowAt } from '../../server/src/access/rate-limits';

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

  it('reads byte counts (kb, mb, gb) and refuses counts past the largest', () => {
    expect(parseLimit('200mb/1h', 'x')).toEqual({ max: 200 * 1024 * 1024, windowSeconds: 3600 });
    expect(parseLimit('64 kb / 24h', 'x')).toEqual({ max: 65_536, windowSeconds: 86_400 });
    expect(rateLimitsFromEnv({})?.uploadBytes).toEqual({ max: 209_715_200, windowSeconds: 3600 });
    expect(() => parseLimit('1gb/1h', 'RATE_LIMIT_UPLOAD_BYTES')).toThrow(/RATE_LIMIT_UPLOAD_BYTES/);
  });

  it('weighs an upload by its files (at least 1) and its bytes; anything else counts 1', () => {
    expect(requestWeight('file', [10, 20, 30])).toBe(3);
    expect(requestWeight('file', [])).toBe(1);
    expect(requestWeight('byte', [10, 20, 30])).toBe(60);
    expect(requestWeight('byte', [5e9])).toBe(1_000_000_000);
    expect(requestWeight('request', [10, 20])).toBe(1);
  });

  it('lets an account wait after its free failed sign-ins, twice as long each time, up to 32 times the first wait', () => {
    const limit = { max: 5, windowSeconds: 30 };
    expect([0, 4, 5, 6, 7, 10, 11, 50].map((failures) => signInDelaySeconds(failures, limit))).toEqual([0, 0, 30, 60, 120, 960, 960, 960]);
  });

  it('puts a request in a fixed window and says how long until it ends', () => {
    const limit = { max: 3, windowSeconds: 60 };
    expect(windowAt(limit, 120_000)).toEqual({ start: 120_000, end: 180_000, retryAfterSeconds: 60 });
    expect(windowAt(limit, 179_500)).toEqual({ start: 120_000, end: 180_000, retryAfterSeconds: 1 });
    expect(windowAt(limit, 150_200).retryAfterSeconds).toBe(30);
  });
});
