import type { Core } from '@strapi/strapi';
import type { ExportPerson, PageRow } from './export-sections';

// Where the data export meets the audit log (issue 37, item 1: table audit_entries, the wire type
// packages/contract/src/audit.ts). Both are empty until the audit log is merged.

/**
 * The person's audit entries for the archive's "protokoll.json": those they wrote (actorId) and those
 * about their account (resource 'user', recordId their id), by ascending id, without other people's
 * names; the changes' values as the log keeps them (secrets and message texts are never stored there).
 */
// joins the audit log (issue 37, item 1)
export const auditEntriesOf = async (_strapi: Core.Strapi, _person: ExportPerson, _afterId: number, _limit: number): Promise<PageRow[]> => [];

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
// joins the audit log (issue 37, item 1)
export const auditPersonalDataExport = async (_strapi: Core.Strapi, _event: PersonalDataExportEvent): Promise<void> => {};
