import type { ReportRow } from '@markenportal/contract';
import { formatDate } from '../common/dates';
import { columnLabel, REPORT_METRICS } from './columns';

// CSV for German Excel: UTF-8 with BOM (so umlauts survive), `;` as separator, CRLF line ends,
// German dates. Counts are written without thousands separators so every spreadsheet reads them
// as numbers.

export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';

/** One field: quoted when it holds the separator, a quote or a line break; quotes doubled. */
export const csvField = (value: string) => (/[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** Text that a spreadsheet would run as a formula (=, +, -, @) is kept as text. */
export const safeText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

export interface CsvPeriod {
  /** YYYY-MM-DD */
  from: string;
  to: string;
}

/** The report as CSV text (BOM included). `translate` gives the German column names. */
export const buildReportCsv = (rows: ReportRow[], period: CsvPeriod, translate: (key: string) => string): string => {
  const header = [columnLabel('brandName'), columnLabel('from'), columnLabel('to'), ...REPORT_METRICS.map(columnLabel)].map(translate);
  const from = formatDate(period.from);
  const to = formatDate(period.to);
  const lines = [header.map(csvField), ...rows.map((row) => [csvField(safeText(row.brandName)), from, to, ...REPORT_METRICS.map((m) => String(row[m]))])];
  return CSV_BOM + lines.map((fields) => fields.join(CSV_SEPARATOR)).join('\r\n') + '\r\n';
};

/** Auswertung_01.03.2026_bis_31.03.2026.csv */
export const reportFileName = (period: CsvPeriod, translate: (key: string, args?: Record<string, unknown>) => string) =>
  translate('app.reports.file_name', { from: formatDate(period.from), to: formatDate(period.to) });

/** Hands the CSV to the browser as a download. */
export const downloadCsv = (csv: string, fileName: string) => {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};
