import { endOfMonth, format, isValid, parse, startOfMonth, startOfYear, subDays, subMonths } from 'date-fns';
import { de } from 'date-fns/locale';
import { formatDate } from '../common/dates';

// The report's period as the user types it (German TT.MM.JJJJ) and as the server reads it (YYYY-MM-DD).

const GERMAN_INPUT = /^\s*(\d{1,2})\.(\d{1,2})\.(\d{4})\s*$/;

/** "1.3.2026" or "01.03.2026" to a local date; null for anything else or a day that does not exist. */
export const parseGermanDate = (text: string): Date | null => {
  const match = text.match(GERMAN_INPUT);
  if (!match) return null;
  const date = parse(`${match[1]}.${match[2]}.${match[3]}`, 'd.M.yyyy', new Date(), { locale: de });
  return isValid(date) ? date : null;
};

/** 01.03.2026 */
export const toGermanDate = (date: Date) => formatDate(date);

/** 2026-03-01: the day as the server reads it. */
export const toIsoDay = (date: Date) => format(date, 'yyyy-MM-dd');

export interface PeriodText {
  from: string;
  to: string;
}

export type PresetKey = 'last_7_days' | 'last_30_days' | 'this_month' | 'last_month' | 'this_year';
export const PRESETS: PresetKey[] = ['last_7_days', 'last_30_days', 'this_month', 'last_month', 'this_year'];

/** A period chosen by a preset, as German texts; `today` is the last day where the period runs until today. */
export const presetPeriod = (key: PresetKey, today = new Date()): PeriodText => {
  const range = (from: Date, to: Date) => ({ from: toGermanDate(from), to: toGermanDate(to) });
  switch (key) {
    case 'last_7_days':
      return range(subDays(today, 6), today);
    case 'last_30_days':
      return range(subDays(today, 29), today);
    case 'this_month':
      return range(startOfMonth(today), today);
    case 'last_month': {
      const last = subMonths(today, 1);
      return range(startOfMonth(last), endOfMonth(last));
    }
    case 'this_year':
      return range(startOfYear(today), today);
  }
};

/** The default: the last 30 days until today (today included). */
export const defaultPeriod = (today = new Date()): PeriodText => presetPeriod('last_30_days', today);

export type PeriodErrors = { from?: string; to?: string };
export type PeriodCheck = { ok: true; from: string; to: string } | { ok: false; errors: PeriodErrors };

/** Checks the typed period; errors are catalog keys, the valid period is in server days. */
export const checkPeriod = ({ from, to }: PeriodText): PeriodCheck => {
  const errors: PeriodErrors = {};
  const fromDate = from.trim() ? parseGermanDate(from) : null;
  const toDate = to.trim() ? parseGermanDate(to) : null;
  if (!from.trim()) errors.from = 'app.reports.validation.required';
  else if (!fromDate) errors.from = 'app.reports.validation.invalid_date';
  if (!to.trim()) errors.to = 'app.reports.validation.required';
  else if (!toDate) errors.to = 'app.reports.validation.invalid_date';
  if (fromDate && toDate && fromDate > toDate) errors.to = 'app.reports.validation.from_after_to';
  if (errors.from || errors.to || !fromDate || !toDate) return { ok: false, errors };
  return { ok: true, from: toIsoDay(fromDate), to: toIsoDay(toDate) };
};
