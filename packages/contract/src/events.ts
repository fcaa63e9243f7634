// Events as both sides judge them: when an event takes place (the spec's "Validation rules").
import { FIELD_MESSAGES } from './messages';

/**
 * An instant as the server takes it: an ISO 8601 date and time with its zone (`Z` or `±hh:mm`), as
 * the web app sends them (`toISOString()`). A time without a zone would be read in the server's
 * zone, and Strapi also takes numbers and bare dates: both are refused. The milliseconds, or null.
 */
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2}):(\d{2}))$/;

export const parseDateTime = (value: unknown): number | null => {
  if (typeof value !== 'string') return null;
  const parts = DATE_TIME.exec(value);
  if (!parts) return null;
  const [year, month, day, hour, minute, second, zoneHours, zoneMinutes] = [1, 2, 3, 4, 5, 6, 8, 9].map((i) => Number(parts[i] ?? 0));
  if (hour > 23 || minute > 59 || second > 59 || zoneHours > 23 || zoneMinutes > 59) return null;
  // A day that does not exist (2027-02-30) rolls over into the next month and comes back different.
  const calendar = new Date(0);
  calendar.setUTCFullYear(year, month - 1, day);
  if (calendar.getUTCFullYear() !== year || calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
};

/** A problem of one field: its name and the German text shown there. */
export interface FieldProblem {
  field: string;
  message: string;
}

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && !value.trim());

/**
 * When an event takes place: a start that is a date-time, an end that is none (null) or a date-time
 * strictly after the start. A missing or blank start is `startRequired`; an empty string as the end
 * is no date-time (the web app sends null for none).
 */
export const eventPeriodProblems = ({ startDate, endDate }: { startDate?: unknown; endDate?: unknown }): FieldProblem[] => {
  const start = parseDateTime(startDate);
  const end = parseDateTime(endDate);
  const problems: FieldProblem[] = [];
  if (start === null) problems.push({ field: 'startDate', message: isBlank(startDate) ? FIELD_MESSAGES.startRequired : FIELD_MESSAGES.invalidDateTime });
  if (endDate != null && end === null) problems.push({ field: 'endDate', message: FIELD_MESSAGES.invalidDateTime });
  if (start !== null && end !== null && end <= start) problems.push({ field: 'endDate', message: FIELD_MESSAGES.endBeforeStart });
  return problems;
};
