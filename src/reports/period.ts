import { endOfMonth, startOfDay, startOfMonth, startOfYear, subDays, subMonths } from 'date-fns';
import { isValidDate, todayWall, wallToDay } from '../common/time';

// The report's period: two calendar days of the product's zone, held as wall dates by the date fields
// (src/common/time/) and sent as the server reads them (YYYY-MM-DD).

export interface Period {
  /** Wall dates at 00:00; null when empty, an invalid Date while half typed. */
  from: Date | null;
  to: Date | null;
}

export type PresetKey = 'last_7_days' | 'last_30_days' | 'this_month' | 'last_month' | 'this_year';
export const PRESETS: PresetKey[] = ['last_7_days', 'last_30_days', 'this_month', 'last_month', 'this_year'];

/** A period chosen by a preset; `today` (the product zone's, see todayWall) is the last day where the period runs until today. */
export const presetPeriod = (key: PresetKey, today = todayWall()): Period => {
  switch (key) {
    case 'last_7_days':
      return { from: subDays(today, 6), to: today };
    case 'last_30_days':
      return { from: subDays(today, 29), to: today };
    case 'this_month':
      return { from: startOfMonth(today), to: today };
    case 'last_month': {
      const last = subMonths(today, 1);
      return { from: startOfMonth(last), to: startOfDay(endOfMonth(last)) };
    }
    case 'this_year':
      return { from: startOfYear(today), to: today };
  }
};

/** The default: the last 30 days until today (today included). */
export const defaultPeriod = (today = todayWall()): Period => presetPeriod('last_30_days', today);

export type PeriodErrors = { from?: string; to?: string };
export type PeriodCheck = { ok: true; from: string; to: string } | { ok: false; errors: PeriodErrors };

const dayError = (value: Date | null) =>
  value === null ? 'app.reports.validation.required' : isValidDate(value) ? undefined : 'app.reports.validation.invalid_date';

/** Checks the entered period; errors are catalog keys, the valid period is in server days. */
export const checkPeriod = ({ from, to }: Period): PeriodCheck => {
  const errors: PeriodErrors = {};
  const fromError = dayError(from);
  const toError = dayError(to);
  if (fromError) errors.from = fromError;
  if (toError) errors.to = toError;
  if (!fromError && !toError && from! > to!) errors.to = 'app.reports.validation.from_after_to';
  if (errors.from || errors.to) return { ok: false, errors };
  return { ok: true, from: wallToDay(from!), to: wallToDay(to!) };
};
