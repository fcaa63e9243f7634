export { TableManagement } from './TableManagement';
export { TABLE_IDS, isTableId } from './tables';
export type { TableId } from './tables';
