// The audit log (issue 37): one entry per write, written by the server in the same transaction as
// the write, read through GET /api/audit-entries (list, filters, sort, pagination as every Strapi
// collection) and GET /api/audit-entries/{documentId}. There is no route that creates, changes or
// deletes an entry; retention removes old ones.

/** What happened. A resource's ordinary writes are create/update/delete; the rest are events of their own. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'publish',
  'unpublish',
  'schedule',
  'sign-in',
  'sign-in-failed',
  'password-reset',
  'block',
  'unblock',
  'role-change',
  'brand-change',
  'invitation',
  'export',
  'erasure',
  'consent-withdrawal',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * One changed field. A secret (password, token, code) or a message's text is never stored: its
 * `before` and `after` are null and `redacted` says that it changed.
 */
export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
  redacted?: true;
}

/** An entry as the API answers it. */
export interface AuditEntry {
  id: number;
  documentId: string;
  /** ISO instant of the write. */
  occurredAt: string;
  /** The account that wrote (null: the system, e.g. a scheduled publication, or an anonymous sign-in attempt). */
  actorId: number | null;
  /** Name and e-mail of the actor at the time; a pseudonym once the actor was erased. */
  actorName: string | null;
  /** The actor's effective role for this write (a role type). */
  actorRole: string | null;
  /** The brand the record belongs to (null: no brand, e.g. a sign-in of an operator). */
  brandId: number | null;
  brandName: string | null;
  /** The resource as the access table names it: 'post', 'event', 'brand', 'user', 'link', 'invitation', … */
  resource: string;
  /** The record's documentId (or numeric id as text for users). */
  recordId: string | null;
  /** The record's title or name at the time, for reading the list. */
  recordLabel: string | null;
  action: AuditAction;
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
  changes: AuditChange[];
}
