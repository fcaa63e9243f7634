import type { GridColumn } from '../common/ColumnGrid';

/**
 * How the brand list opens (BrandList.tsx), also what is read ahead when it is the landing screen
 * (index.tsx): its page, its columns in their order, and those a laptop's window hides at first.
 */
export const BRAND_LIST = {
  perPage: 10,
  sort: { field: 'name', order: 'ASC' as const },
  columns: [
    { source: 'numericId' },
    { source: 'name' },
    { source: 'companyName' },
    { source: 'license.name', label: 'resources.brands.fields.license' },
    { source: 'city' },
    { source: 'createdAt' },
  ] satisfies GridColumn[],
  secondary: ['createdAt'],
};
