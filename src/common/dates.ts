import { differenceInCalendarDays, format } from 'date-fns';
import { de } from 'date-fns/locale';
import { dayToWall, instantToWall, isValidDate, productTimeZone, type Instant } from './time/zone';

// Dates and times as German users read them, always in the product's zone (not the browser's).

type Value = Instant | null | undefined;

/** The value as the product zone's wall clock shows it; a bare day (YYYY-MM-DD) stays that day. */
const toWall = (value: Value, zone: string): Date | null => {
  if (value == null || value === '') return null;
  if (typeof value === 'string' && !value.includes('T')) return dayToWall(value);
  const date = new Date(value);
  return isValidDate(date) ? instantToWall(date, zone) : null;
};

// One argument only: the formatters are handed around as callbacks.
const formatter = (pattern: string) => (value: Value) => {
  const wall = toWall(value, productTimeZone());
  return wall ? format(wall, pattern, { locale: de }) : '';
};

/** 21.11.2026 */
export const formatDate = formatter('dd.MM.yyyy');

/** 21.11.2026, 14:30 Uhr */
export const formatDateTime = formatter("dd.MM.yyyy, HH:mm 'Uhr'");

/** 14:30 */
export const formatTime = formatter('HH:mm');

/** Freitag, 21. November 2026 */
export const formatLongDate = formatter('EEEE, d. MMMM yyyy');

/** Calendar days of the product zone between the value and `now` (0 today, 1 yesterday), or null for no date. */
export const daysAgo = (value: Value, now: Date = new Date()) => {
  const zone = productTimeZone();
  const wall = toWall(value, zone);
  return wall ? differenceInCalendarDays(instantToWall(now, zone), wall) : null;
};
