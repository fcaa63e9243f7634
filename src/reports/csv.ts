import { CSV_BOM, csvLine, type ReportRow } from '@markenportal/contract';
import { formatDate } from '../common/dates';
import { columnLabel, REPORT_METRICS } from './columns';

// The report as CSV for German Excel, written with the contract's German CSV writer, which the
// server's list exports use too.

export { CSV_BOM, csvField, safeText } from '@markenportal/contract';

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
  return CSV_BOM + csvLine(header) + rows.map((row) => csvLine([row.brandName, from, to, ...REPORT_METRICS.map((m) => row[m])])).join('');
};

/** Auswertung_01.03.2026_bis_31.03.2026.csv */
export const reportFileName = (period: CsvPeriod, translate: (key: string, args?: Record<string, unknown>) => string) =>
  translate('app.reports.file_name', { from: formatDate(period.from), to: formatDate(period.to) });
