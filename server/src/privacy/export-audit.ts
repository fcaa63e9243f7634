import type { Core } from '@strapi/strapi';
import type { ExportPerson, PageRow } from './export-sections';
import { AUDIT_ENTRY, recordAudit } from '../audit/record';

// Where the data export meets the audit log (docs/decisions/0035-audit-log.md).

type EntryRow = {
  id: number;
  occurredAt: string;
  actorId: number | null;
  actorRole: string | null;
  brandName: string | null;
  resource: string;
  recordId: string | null;
  recordLabel: string | null;
  action: string;
  ip: string | null;
  userAgent: string | null;
  changes: unknown;
};

/**
 * The person's audit entries for the archive's "protokoll.json": those they wrote (actorId) and those
 * about their account (resource 'user', recordId their id), by ascending id. Another person who wrote
 * an entry about them is named by role only (their name is the other person's data).
 */
export const auditEntriesOf = async (strapi: Core.Strapi, person: ExportPerson, afterId: number, limit: number): Promise<PageRow[]> => {
  const rows = (await strapi.db.query(AUDIT_ENTRY).findMany({
    where: { id: { $gt: afterId }, $or: [{ actorId: person.id }, { resource: 'user', recordId: String(person.id) }] },
    orderBy: { id: 'asc' },
    limit,
  })) as EntryRow[];
  return rows.map((row) => {
    // What they did to another person's account or invitation names that person: kept to the fields.
    const aboutOthers = ['user', 'invitation'].includes(row.resource) && row.recordId !== String(person.id);
    const changes = aboutOthers && Array.isArray(row.changes) ? (row.changes as { field: string }[]).map(({ field }) => ({ field })) : row.changes;
    return {
      id: row.id,
      item: {
        occurredAt: row.occurredAt,
        action: row.action,
        resource: row.resource,
        recordId: row.recordId,
        recordLabel: aboutOthers ? null : row.recordLabel,
        brand: row.brandName,
        byYou: row.actorId === person.id,
        role: row.actorRole,
        ip: row.actorId === person.id ? row.ip : null,
        userAgent: row.actorId === person.id ? row.userAgent : null,
        changes,
      },
    };
  });
};

/** Who exported whose data, written when an archive is handed out: an operator's export of another account above all. */
export interface PersonalDataExportEvent {
  /** The account that asked. */
  actorId: number;
  /** The account whose data the archive holds. */
  subjectId: number;
  /** An operator exported someone else's data (GET /privacy/export/:userId). */
  byOperator: boolean;
}

/** Records the export as an audit entry (action 'export', resource 'user', recordId the subject). */
export const auditPersonalDataExport = async (strapi: Core.Strapi, event: PersonalDataExportEvent): Promise<void> =>
  recordAudit(strapi, { action: 'export', resource: 'user', recordId: String(event.subjectId), recordLabel: null, actorId: event.actorId });
