export { AuditLogList } from './AuditLogList';
export { AuditEntryShow } from './AuditEntryShow';
