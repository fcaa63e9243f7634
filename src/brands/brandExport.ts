import type { RaRecord } from 'react-admin';
import { dateCell, type ExportColumn } from '../common/export/listCsv';

/** The brand list's export: its columns, and the add-ons booked. */
export const BRAND_EXPORT: ExportColumn<RaRecord>[] = [
  { label: 'resources.brands.fields.numericId', value: (r) => r.numericId },
  { label: 'resources.brands.fields.name', value: (r) => r.name },
  { label: 'resources.brands.fields.companyName', value: (r) => r.companyName },
  { label: 'resources.brands.fields.license', value: (r) => r.license?.name },
  { label: 'resources.brands.fields.addons', value: (r) => (r.addons ?? []).map((a: RaRecord) => a.name).join(', ') },
  { label: 'resources.brands.fields.city', value: (r) => r.city },
  { label: 'resources.brands.fields.createdAt', value: (r) => dateCell(r.createdAt) },
];
