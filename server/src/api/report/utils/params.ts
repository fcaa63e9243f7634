// Input of GET /api/reports: the period (two calendar days, German time) and the brands.
import type { ReportQuery } from '@markenportal/contract';
import { productTimeZone } from '../../../time-zone';

export const REPORT_MESSAGES = {
  operatorsOnly: 'Nur Operatoren können Auswertungen erstellen.',
  missingDates: 'Bitte geben Sie Beginn und Ende des Zeitraums an (from, to).',
  invalidDate: (value: unknown) =>
    typeof value === 'string' && value.length <= 40
      ? `„${value}“ ist kein gültiges Datum. Erwartet wird JJJJ-MM-TT.`
      : 'Ungültiges Datum. Erwartet wird JJJJ-MM-TT.',
  fromAfterTo: 'Der Beginn des Zeitraums liegt nach dem Ende.',
  invalidBrands: 'Die Brand-Auswahl ist ungültig.',
  unknownBrands: 'Mindestens eine ausgewählte Brand existiert nicht.',
  tooManyBrands: (max: number) => `Es können höchstens ${max} Brands auf einmal ausgewertet werden.`,
};

export const MAX_BRANDS = 1000;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Offset of the time zone from UTC in ms at the given instant. */
const zoneOffset = (instant: number, timeZone: string) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
};

/** 00:00 of a calendar day in the time zone (the product's: a report for 01.03. starts at 00:00 in Berlin), as an instant. */
export const startOfZonedDay = (year: number, month: number, day: number, timeZone = productTimeZone()): Date => {
  const utcMidnight = Date.UTC(year, month - 1, day);
  let instant = utcMidnight - zoneOffset(utcMidnight, timeZone);
  // Around a DST switch the offset at the result can differ from the first guess.
  instant = utcMidnight - zoneOffset(instant, timeZone);
  return new Date(instant);
};

/** A strict YYYY-MM-DD that names a real calendar day, or null. */
export const parseDay = (value: unknown): { year: number; month: number; day: number } | null => {
  if (typeof value !== 'string') return null;
  const match = value.match(DATE);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return { year, month, day };
};

/** The contract's ReportQuery as read: the days as given, the period's instants, the brands (empty: every brand). */
export interface ReportParams extends Required<ReportQuery> {
  /** First instant of the period (inclusive). */
  start: Date;
  /** First instant after the period (exclusive): 00:00 of the day after `to`. */
  end: Date;
}

export type ParseResult = { ok: true; params: ReportParams } | { ok: false; message: string };

/** `brands` as qs parses it: brands=a,b / brands=a&brands=b / brands[0]=a / brands[21]=x (an object above qs's array limit). */
const brandList = (value: unknown): string[] | null => {
  if (value === undefined || value === null || value === '') return [];
  const items =
    typeof value === 'string'
      ? value.split(',')
      : Array.isArray(value)
        ? value
        : typeof value === 'object' && Object.keys(value as object).every((k) => /^\d+$/.test(k))
          ? Object.values(value as object)
          : null;
  if (!items) return null;
  const ids: string[] = [];
  for (const item of items) {
    if (typeof item !== 'string') return null;
    const id = item.trim();
    if (!id) continue;
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) return null;
    ids.push(id);
  }
  return [...new Set(ids)];
};

/** Validates the query of GET /api/reports; every refusal is a German message. */
export const parseReportQuery = (query: Record<string, unknown>): ParseResult => {
  const { from, to } = query;
  if (from === undefined || from === '' || to === undefined || to === '') return { ok: false, message: REPORT_MESSAGES.missingDates };
  const fromDay = parseDay(from);
  if (!fromDay) return { ok: false, message: REPORT_MESSAGES.invalidDate(from) };
  const toDay = parseDay(to);
  if (!toDay) return { ok: false, message: REPORT_MESSAGES.invalidDate(to) };
  if ((from as string) > (to as string)) return { ok: false, message: REPORT_MESSAGES.fromAfterTo };
  const brands = brandList(query.brands);
  if (!brands) return { ok: false, message: REPORT_MESSAGES.invalidBrands };
  if (brands.length > MAX_BRANDS) return { ok: false, message: REPORT_MESSAGES.tooManyBrands(MAX_BRANDS) };
  const start = startOfZonedDay(fromDay.year, fromDay.month, fromDay.day);
  const next = new Date(Date.UTC(toDay.year, toDay.month - 1, toDay.day + 1));
  const end = startOfZonedDay(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate());
  return { ok: true, params: { from: from as string, to: to as string, start, end, brands } };
};
