import { CSV_BOM, csvDate, csvDateTime, csvFileName, csvLine, type CsvValue } from '@markenportal/contract';
import { productTimeZone } from '../time/zone';

// The lists' CSV for German Excel, written by the contract's writer (the server's exports and the
// report page use it too).

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** One column of an export: its German header (a catalog key) and its cell for a record. */
export interface ExportColumn<T> {
  label: string;
  value: (record: T, translate: Translate) => CsvValue;
}

/** The records as CSV text, BOM and header included. */
export const listCsv = <T>(records: T[], columns: ExportColumn<T>[], translate: Translate): string =>
  CSV_BOM + csvLine(columns.map((c) => translate(c.label))) + records.map((r) => csvLine(columns.map((c) => c.value(r, translate)))).join('');

/** A date cell (25.11.2026) and a date-time cell (25.11.2026 14:30), in the product's time zone. */
export const dateCell = (iso: unknown) => csvDate(typeof iso === 'string' ? iso : null, productTimeZone());
export const dateTimeCell = (iso: unknown) => csvDateTime(typeof iso === 'string' ? iso : null, productTimeZone());

/** Marken_25.11.2026.csv: the list's German name and the day of the export. */
export const exportFileName = (base: string, now = new Date()) => csvFileName(base, now, productTimeZone());

/** Hands a file to the browser as a download. */
export const downloadFile = (content: Blob | string, fileName: string) => {
  const blob = typeof content === 'string' ? new Blob([content], { type: 'text/csv;charset=utf-8' }) : content;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};
