import { TZDate, tzOffset } from '@date-fns/tz';
import { DEFAULT_TIME_ZONE } from '@markenportal/contract';
import { runtimeConfig } from '../../providers/runtimeConfig';

// The one time policy (docs/decisions/0020-time-policy.md): users enter and see wall-clock times of the
// product's zone; the server stores UTC instants. The pickers (date-fns adapter, no time-zone support)
// hold a "wall" Date: a browser-local Date whose fields are the product zone's wall-clock fields.

/** The product's zone from the server's run-time settings (APP_TIME_ZONE), Europe/Berlin without them. */
export const productTimeZone = (): string => runtimeConfig().timeZone || DEFAULT_TIME_ZONE;

export type Instant = string | number | Date;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The instant as a wall-clock Date of the zone (what a clock on the wall there shows). */
export const instantToWall = (instant: Instant, zone = productTimeZone()): Date => {
  const z = new TZDate(new Date(instant).getTime(), zone);
  return new Date(z.getFullYear(), z.getMonth(), z.getDate(), z.getHours(), z.getMinutes(), z.getSeconds(), z.getMilliseconds());
};

/**
 * The instant a wall-clock time of the zone names. A time that occurs twice (the hour before winter
 * time) is its first occurrence, still summer time; a time the clocks skip (02:30 on the day summer
 * time starts) is read with the offset before the switch, i.e. moves an hour on (03:30), as clocks do.
 */
export const wallToInstant = (wall: Date, zone = productTimeZone()): Date =>
  clockToInstant(
    { year: wall.getFullYear(), month: wall.getMonth() + 1, day: wall.getDate(), hour: wall.getHours(), minute: wall.getMinutes() },
    zone,
    wall.getSeconds() * 1000 + wall.getMilliseconds(),
  );

/**
 * A wall-clock reading as numbers (month 1–12). Unlike a browser-local Date, it can hold 02:30 on the
 * night summer time begins where the browser's own clocks skip that hour (a browser in Berlin).
 */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** The instant a wall-clock reading names (see wallToInstant). */
export const clockToInstant = (clock: WallClock, zone = productTimeZone(), extraMs = 0): Date => {
  const { fits, before } = clockReadings(clock, zone, extraMs);
  return new Date(fits.length ? fits[0] : before);
};

/** The instants a wall-clock reading names (none in the summer-time gap, two in the autumn hour), and its reading with the offset before a switch. */
const clockReadings = ({ year, month, day, hour, minute }: WallClock, zone: string, extraMs = 0) => {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute) + extraMs;
  const before = tzOffset(zone, new Date(asUtc - DAY)) * MINUTE;
  const after = tzOffset(zone, new Date(asUtc + DAY)) * MINUTE;
  const fits = [...new Set([asUtc - before, asUtc - after])].filter((t) => tzOffset(zone, new Date(t)) * MINUTE === asUtc - t).sort((a, b) => a - b);
  return { fits, before: asUtc - before };
};

/**
 * What a typed wall-clock time needs said at its field: `skipped` when the clocks jump over it (the
 * night summer time begins; it is read an hour later), `repeated` when it occurs twice (the night summer
 * time ends; the first, still summer time, is meant), else null.
 */
export const clockAmbiguity = (clock: WallClock, zone = productTimeZone()): 'skipped' | 'repeated' | null => {
  const { fits } = clockReadings(clock, zone);
  return fits.length === 0 ? 'skipped' : fits.length > 1 ? 'repeated' : null;
};

/** The zone's short German name at an instant (MEZ, MESZ). */
export const zoneNameAt = (instant: Instant, zone = productTimeZone()): string =>
  new Intl.DateTimeFormat('de-DE', { timeZone: zone, timeZoneName: 'short' }).formatToParts(new Date(instant)).find((part) => part.type === 'timeZoneName')
    ?.value ?? zone;

/** Today's date in the zone, as a wall Date at 00:00. */
export const todayWall = (now: Date = new Date(), zone = productTimeZone()): Date => {
  const wall = instantToWall(now, zone);
  return new Date(wall.getFullYear(), wall.getMonth(), wall.getDate());
};

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A wall date as the calendar day the server reads (YYYY-MM-DD). */
export const wallToDay = (wall: Date): string => `${pad(wall.getFullYear(), 4)}-${pad(wall.getMonth() + 1)}-${pad(wall.getDate())}`;

const DAY_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day (YYYY-MM-DD) as a wall date at 00:00; null for anything else. */
export const dayToWall = (day: string): Date | null => {
  const match = day.match(DAY_TEXT);
  if (!match) return null;
  const wall = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return wallToDay(wall) === day ? wall : null;
};

/** True for a Date that holds a time (not an "Invalid Date" from a half-typed field). */
export const isValidDate = (value: unknown): value is Date => value instanceof Date && !Number.isNaN(value.getTime());

/** The instant a calendar day (YYYY-MM-DD) of the zone starts; `after` the day after it (the end of a period). */
export const dayStart = (day: string, { after = false } = {}, zone = productTimeZone()): Date | null => {
  const wall = dayToWall(day);
  if (!wall) return null;
  if (after) wall.setDate(wall.getDate() + 1);
  return wallToInstant(wall, zone);
};
