import type { RaRecord } from 'react-admin';
import type { AuditEntry } from '@markenportal/contract';
import { dateTimeCell, type ExportColumn } from '../common/export/listCsv';
import { actionName, resourceName } from './auditNames';
import { changesLine } from './auditValues';

type Entry = AuditEntry & RaRecord;

/** „Protokoll“ as CSV: each entry on one line, its changes as „Feld: vorher → nachher; …“. */
export const AUDIT_EXPORT: ExportColumn<Entry>[] = [
  { label: 'resources.audit-log.fields.occurredAt', value: (r) => dateTimeCell(r.occurredAt) },
  { label: 'resources.audit-log.fields.actorName', value: (r, t) => r.actorName ?? t('app.audit_log.system') },
  { label: 'resources.audit-log.fields.actorRole', value: (r, t) => (r.actorRole ? t(`app.roles.${r.actorRole}`, { _: r.actorRole }) : '') },
  { label: 'resources.audit-log.fields.action', value: (r, t) => actionName(r.action, t) },
  { label: 'resources.audit-log.fields.resource', value: (r, t) => resourceName(r.resource, t) },
  { label: 'resources.audit-log.fields.recordLabel', value: (r) => r.recordLabel },
  { label: 'resources.audit-log.fields.recordId', value: (r) => r.recordId },
  { label: 'resources.audit-log.fields.brandName', value: (r) => r.brandName },
  { label: 'resources.audit-log.fields.changes', value: (r, t) => changesLine(r.resource, r.changes, t) },
  { label: 'resources.audit-log.fields.ip', value: (r) => r.ip },
  { label: 'resources.audit-log.fields.userAgent', value: (r) => r.userAgent },
  { label: 'resources.audit-log.fields.requestId', value: (r) => r.requestId },
];
