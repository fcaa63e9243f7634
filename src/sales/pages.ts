// The field-sales pages: one chunk, loaded on first use (index.ts).
export { SalesList } from './SalesList';
export { SalesEdit } from './SalesEdit';
