import { differenceInCalendarDays, format, isValid, parseISO } from 'date-fns';
import { de } from 'date-fns/locale';

const toDate = (value: string | number | Date | null | undefined) => {
  if (value == null || value === '') return null;
  const date = typeof value === 'string' ? parseISO(value) : new Date(value);
  return isValid(date) ? date : null;
};

/** 21.11.2026 */
export const formatDate = (value: string | number | Date | null | undefined) => {
  const date = toDate(value);
  return date ? format(date, 'dd.MM.yyyy', { locale: de }) : '';
};

/** 21.11.2026, 14:30 Uhr */
export const formatDateTime = (value: string | number | Date | null | undefined) => {
  const date = toDate(value);
  return date ? format(date, "dd.MM.yyyy, HH:mm 'Uhr'", { locale: de }) : '';
};

/** 14:30 */
export const formatTime = (value: string | number | Date | null | undefined) => {
  const date = toDate(value);
  return date ? format(date, 'HH:mm', { locale: de }) : '';
};

/** Freitag, 21. November 2026 */
export const formatLongDate = (value: string | number | Date | null | undefined) => {
  const date = toDate(value);
  return date ? format(date, 'EEEE, d. MMMM yyyy', { locale: de }) : '';
};

/** Calendar days between the value and `now` (0 today, 1 yesterday), or null for no date. */
export const daysAgo = (value: string | number | Date | null | undefined, now: Date = new Date()) => {
  const date = toDate(value);
  return date ? differenceInCalendarDays(now, date) : null;
};
