import { format, isValid, parseISO } from 'date-fns';
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
