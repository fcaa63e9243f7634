import type { AuditChange } from '@markenportal/contract';

// What an audit entry says changed (docs/decisions/0035-audit-log.md): the fields of a record before
// and after a write, with secrets and message texts never stored, only that they changed. Pure.

/** Fields whose values are never stored: secrets, codes, keys and the texts people write each other. */
export const REDACTED_FIELDS = new Set([
  'password',
  'resetPasswordToken',
  'confirmationToken',
  'code',
  'token',
  'tokens',
  'fcmToken',
  'keys',
  'p256dh',
  'auth',
  'endpoint',
  'secret',
  'text',
]);

/** Bookkeeping, not content: ids, timestamps Strapi or a sign-in writes, and the logs kept beside the record. */
const IGNORED_FIELDS = new Set([
  'id',
  'documentId',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'locale',
  'localizations',
  'createdBy',
  'updatedBy',
  'history',
  'log',
  'lastSignInAt',
  'accessChangedAt',
  'passwordChangedAt',
  'lastMessageAt',
  'readAt',
]);

type Row = Record<string, unknown>;

/**
 * The longest text an entry keeps of a value: a post's body or a legal text can run to 100,000
 * characters, and an entry holds it twice (before and after). Longer texts end in „…“.
 */
export const AUDIT_TEXT_MAX = 2000;

/** A value as an entry stores it: every text in it cut to AUDIT_TEXT_MAX characters. */
export const clipped = (value: unknown): unknown => {
  if (typeof value === 'string') return value.length > AUDIT_TEXT_MAX ? `${value.slice(0, AUDIT_TEXT_MAX)}…` : value;
  if (Array.isArray(value)) return value.map(clipped);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value as Row).map(([key, item]) => [key, clipped(item)]));
  return value;
};

const LABEL_FIELDS = ['name', 'title', 'type', 'link', 'username', 'email', 'documentId', 'id'] as const;

/** How a related record reads in an entry: its name, title, type, … or its id. */
export const labelOf = (value: unknown): unknown => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const row = value as Row;
  for (const field of LABEL_FIELDS) if (row[field] !== undefined && row[field] !== null && row[field] !== '') return row[field];
  return null;
};

/** A value as it is compared and stored: relations by label, components without their ids, dates as ISO text. */
export const comparable = (value: unknown, relation: boolean): unknown => {
  if (value instanceof Date) return value.toISOString();
  if (relation) return Array.isArray(value) ? value.map(labelOf).map(String).sort() : (labelOf(value) ?? null);
  if (Array.isArray(value)) return value.map((item) => comparable(item, false));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Row)
        .filter(([key]) => key !== 'id' && key !== '__component')
        .map(([key, item]) => [
          key,
          item && typeof item === 'object' && !Array.isArray(item) && !(item instanceof Date) ? labelOf(item) : comparable(item, false),
        ]),
    );
  }
  return value ?? null;
};

/**
 * The changed fields between `before` and `after` (null: created, or deleted). `relations` names the
 * fields that are relations (compared by the label of what they point to).
 */
export const fieldChanges = (before: Row | null, after: Row | null, relations: ReadonlySet<string> = new Set()): AuditChange[] => {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter((field) => !IGNORED_FIELDS.has(field)).sort();
  const changes: AuditChange[] = [];
  for (const field of fields) {
    const was = before ? comparable(before[field], relations.has(field)) : null;
    const is = after ? comparable(after[field], relations.has(field)) : null;
    const empty = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);
    if (JSON.stringify(was) === JSON.stringify(is) || (empty(was) && empty(is))) continue;
    changes.push(REDACTED_FIELDS.has(field) ? { field, before: null, after: null, redacted: true } : { field, before: clipped(was), after: clipped(is) });
  }
  return changes;
};
