import { describe, expect, it } from 'vitest';
import { linkExpired, linkKept, RESET_LINK_SECONDS } from '../../server/src/access/account-links';

// How long the links of the account mails live (server/src/access/account-links.ts).
describe('account links', () => {
  const now = Date.parse('2026-11-27T12:00:00Z');
  const ago = (seconds: number) => new Date(now - seconds * 1000);

  it('a link expires at the end of its lifetime; one without an issue time (from before the lifetimes) has', () => {
    expect(linkExpired(ago(3599), RESET_LINK_SECONDS, now)).toBe(false);
    expect(linkExpired(ago(3600), RESET_LINK_SECONDS, now)).toBe(true);
    expect(linkExpired(ago(3599).toISOString(), RESET_LINK_SECONDS, now)).toBe(false);
    expect(linkExpired(null, RESET_LINK_SECONDS, now)).toBe(true);
  });

  it('a request within ten minutes of the last link sends that link again; later, or without one, a new link', () => {
    expect(linkKept('abc', ago(599), now)).toBe(true);
    expect(linkKept('abc', ago(600), now)).toBe(false);
    expect(linkKept(null, ago(10), now)).toBe(false);
    expect(linkKept('abc', null, now)).toBe(false);
    // Another instance's clock a little ahead.
    expect(linkKept('abc', ago(-2), now)).toBe(true);
  });
});
