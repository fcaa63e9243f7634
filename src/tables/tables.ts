import type { SortPayload } from 'react-admin';

// The three reference tables of the table management. The id is the route's optional segment
// (/table-management/{id}) and the dataProvider resource at once.

export const TABLE_IDS = ['licenses', 'addons', 'specializations'] as const;
export type TableId = (typeof TABLE_IDS)[number];
export const DEFAULT_TABLE: TableId = 'licenses';

export const isTableId = (value: unknown): value is TableId => (TABLE_IDS as readonly unknown[]).includes(value);

export interface TableConfig {
  id: TableId;
  sort: SortPayload;
  perPage: number;
  rowsPerPageOptions: number[];
  /** Which optional fields the table has besides the name. */
  fields: ('description' | 'maxSalesUsers')[];
}

export const NAME_MAX_LENGTH = 100;
export const DESCRIPTION_MAX_LENGTH = 2000;

export const TABLES: Record<TableId, TableConfig> = {
  // The spec's "The calls it makes": licenses sorted by id ascending.
  licenses: { id: 'licenses', sort: { field: 'id', order: 'ASC' }, perPage: 25, rowsPerPageOptions: [25, 50, 100], fields: ['description', 'maxSalesUsers'] },
  addons: { id: 'addons', sort: { field: 'id', order: 'ASC' }, perPage: 25, rowsPerPageOptions: [25, 50, 100], fields: ['description'] },
  // The spec's "The calls it makes" and "Business constants and limits": specializations 100 per page.
  specializations: { id: 'specializations', sort: { field: 'name', order: 'ASC' }, perPage: 100, rowsPerPageOptions: [100], fields: [] },
};

/** Catalog key of a text of one table (app.tables.<table>.<key>). */
export const tableKey = (table: TableId, key: string) => `app.tables.${table}.${key}`;
