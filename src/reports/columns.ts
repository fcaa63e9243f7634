import type { ReportRow } from '@markenportal/contract';

/** The figures of a report row, in the order of table, chart and CSV. */
export const REPORT_METRICS = ['posts', 'events', 'salesUsers', 'contacts', 'messages', 'notifications', 'favorites'] as const;
export type ReportMetric = (typeof REPORT_METRICS)[number] & keyof ReportRow;

/** Catalog key of a column header. */
export const columnLabel = (column: ReportMetric | 'brandName' | 'from' | 'to') => `app.reports.columns.${column}`;

const numbers = new Intl.NumberFormat('de-DE');
/** 1.234 */
export const formatCount = (value: number) => numbers.format(value);
