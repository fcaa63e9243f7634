import { afterEach, describe, expect, it } from 'vitest';
import { dayToWall, instantToWall, productTimeZone, todayWall, wallToDay, wallToInstant } from '../../src/common/time/zone';
import { daysAgo, formatDate, formatDateTime, formatLongDate, formatTime } from '../../src/common/dates';

// The one time policy: wall-clock times of the product's zone in, UTC instants stored, Berlin shown,
// across both switches of summer time, whatever zone the test runner's machine is in.

const BERLIN = 'Europe/Berlin';
/** A wall-clock time as the pickers hold it (browser-local fields). */
const wall = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min);
const stored = (w: Date, zone = BERLIN) => wallToInstant(w, zone).toISOString();

afterEach(() => {
  delete window.__MARKENPORTAL__;
});

describe('entering a Berlin time (wall clock → instant)', () => {
  it('stores 18:00 in winter as 17:00Z and in summer as 16:00Z', () => {
    expect(stored(wall(2026, 12, 24, 18))).toBe('2026-12-24T17:00:00.000Z');
    expect(stored(wall(2027, 7, 1, 18))).toBe('2027-07-01T16:00:00.000Z');
  });

  it('around the switch to summer time (28.03.2027, 02:00 → 03:00)', () => {
    expect(stored(wall(2027, 3, 28, 1, 30))).toBe('2027-03-28T00:30:00.000Z');
    // 02:30 does not exist that night: read as the clocks do, an hour on (03:30 summer time).
    expect(stored(wall(2027, 3, 28, 2, 30))).toBe('2027-03-28T01:30:00.000Z');
    expect(stored(wall(2027, 3, 28, 3, 0))).toBe('2027-03-28T01:00:00.000Z');
    expect(stored(wall(2027, 3, 28, 3, 30))).toBe('2027-03-28T01:30:00.000Z');
  });

  it('around the switch back to winter time (25.10.2026 and 31.10.2027, 03:00 → 02:00)', () => {
    expect(stored(wall(2026, 10, 25, 1, 59))).toBe('2026-10-24T23:59:00.000Z');
    // 02:30 happens twice: the first one (still summer time).
    expect(stored(wall(2026, 10, 25, 2, 30))).toBe('2026-10-25T00:30:00.000Z');
    expect(stored(wall(2026, 10, 25, 3, 0))).toBe('2026-10-25T02:00:00.000Z');
    expect(stored(wall(2027, 10, 31, 2, 30))).toBe('2027-10-31T00:30:00.000Z');
    expect(stored(wall(2027, 10, 31, 3, 30))).toBe('2027-10-31T02:30:00.000Z');
  });

  it('uses the configured zone', () => {
    expect(stored(wall(2026, 12, 24, 18), 'America/New_York')).toBe('2026-12-24T23:00:00.000Z');
    window.__MARKENPORTAL__ = { publicAccessToken: '', realtime: 'server', timeZone: 'Europe/London' };
    expect(productTimeZone()).toBe('Europe/London');
    expect(wallToInstant(wall(2026, 12, 24, 18)).toISOString()).toBe('2026-12-24T18:00:00.000Z');
  });
});

describe('showing an instant in Berlin (instant → wall clock)', () => {
  it('shows both 02:30 of the night summer time ends, and skips the hour it starts', () => {
    expect(instantToWall('2026-10-25T00:30:00Z', BERLIN)).toEqual(wall(2026, 10, 25, 2, 30));
    expect(instantToWall('2026-10-25T01:30:00Z', BERLIN)).toEqual(wall(2026, 10, 25, 2, 30));
    expect(instantToWall('2027-03-28T00:59:00Z', BERLIN)).toEqual(wall(2027, 3, 28, 1, 59));
    expect(instantToWall('2027-03-28T01:00:00Z', BERLIN)).toEqual(wall(2027, 3, 28, 3, 0));
  });

  it('round-trips every quarter hour of both switch days', () => {
    for (const start of ['2027-03-27T22:00:00Z', '2027-10-30T22:00:00Z']) {
      for (let q = 0; q < 4 * 24; q++) {
        const instant = new Date(Date.parse(start) + q * 15 * 60_000);
        const back = wallToInstant(instantToWall(instant, BERLIN), BERLIN);
        // Only the second 02:xx of the night winter time starts reads back as the first.
        const repeated = instant.toISOString() >= '2027-10-31T01:00' && instant.toISOString() < '2027-10-31T02:00';
        expect(back.getTime()).toBe(repeated ? instant.getTime() - 3_600_000 : instant.getTime());
      }
    }
  });

  it('formats in German and in Berlin, whatever the machine', () => {
    expect(formatDateTime('2026-12-24T17:00:00Z')).toBe('24.12.2026, 18:00 Uhr');
    expect(formatTime('2027-03-28T01:00:00Z')).toBe('03:00');
    expect(formatTime('2026-10-25T01:30:00Z')).toBe('02:30');
    expect(formatDate('2026-12-31T23:30:00Z')).toBe('01.01.2027');
    expect(formatLongDate('2026-11-20T23:30:00Z')).toBe('Samstag, 21. November 2026');
    // A calendar day stays that day.
    expect(formatDate('2026-03-01')).toBe('01.03.2026');
    expect(formatDate(null)).toBe('');
  });

  it('counts days ago in Berlin days', () => {
    // 00:30 in Berlin on 02.01. is still 01.01. in UTC.
    expect(daysAgo('2026-12-31T23:30:00Z', new Date('2027-01-01T10:00:00Z'))).toBe(0);
    expect(daysAgo('2026-12-31T22:30:00Z', new Date('2027-01-01T10:00:00Z'))).toBe(1);
  });
});

describe('calendar days', () => {
  it('reads and writes YYYY-MM-DD and refuses days that do not exist', () => {
    expect(wallToDay(dayToWall('2028-02-29')!)).toBe('2028-02-29');
    expect(dayToWall('2026-02-29')).toBeNull();
    expect(dayToWall('01.03.2026')).toBeNull();
  });

  it("today is Berlin's today", () => {
    expect(wallToDay(todayWall(new Date('2026-12-31T23:30:00Z'), BERLIN))).toBe('2027-01-01');
    expect(wallToDay(todayWall(new Date('2026-12-31T23:30:00Z'), 'America/New_York'))).toBe('2026-12-31');
  });
});
