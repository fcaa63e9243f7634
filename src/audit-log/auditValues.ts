import type { AuditChange } from '@markenportal/contract';
import { formatDate, formatDateTime } from '../common/dates';

// An audit entry's values as people read them: dates in German, yes/no, lists, a related record by
// its name; nothing (null, empty) as „–“.

type Translate = (key: string, options?: Record<string, unknown>) => string;

export const NOTHING = '–';

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** What names a related record that the server stored whole. */
const NAMING_KEYS = ['name', 'title', 'label', 'email', 'username', 'link', 'documentId', 'id'];

export const formatAuditValue = (value: unknown, translate: Translate): string => {
  if (value === null || value === undefined || value === '') return NOTHING;
  if (typeof value === 'boolean') return translate(value ? 'app.audit_log.yes' : 'app.audit_log.no');
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return INSTANT.test(value) ? formatDateTime(value) || value : DAY.test(value) ? formatDate(value) || value : value;
  if (Array.isArray(value)) return value.length ? value.map((item) => formatAuditValue(item, translate)).join(', ') : NOTHING;
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const key = NAMING_KEYS.find((k) => record[k] !== undefined && record[k] !== null && record[k] !== '');
    return key ? formatAuditValue(record[key], translate) : JSON.stringify(value);
  }
  return String(value);
};

/** The react-admin resource whose field names the catalog has, by the entry's resource. */
const FIELD_NAMES_OF: Record<string, string> = {
  post: 'posts',
  event: 'events',
  brand: 'brands',
  user: 'users',
  link: 'links',
  license: 'licenses',
  addon: 'addons',
  specialization: 'specializations',
};

/** A changed field's German name where the catalog has one, else its name on the server. */
export const fieldName = (resource: string, field: string, translate: Translate): string => {
  const names = FIELD_NAMES_OF[resource];
  return names ? translate(`resources.${names}.fields.${field}`, { _: field }) : field;
};

/** One change as before and after text; a secret or a message text only says that it changed. */
export const changeTexts = (change: AuditChange, translate: Translate): { before: string; after: string } =>
  change.redacted
    ? { before: translate('app.audit_log.redacted'), after: translate('app.audit_log.redacted') }
    : { before: formatAuditValue(change.before, translate), after: formatAuditValue(change.after, translate) };

/** The changes on one line (the list's export): „Feld: vorher → nachher; …“. */
export const changesLine = (resource: string, changes: AuditChange[] | null | undefined, translate: Translate): string =>
  (changes ?? [])
    .map((change) => {
      const name = fieldName(resource, change.field, translate);
      if (change.redacted) return `${name}: ${translate('app.audit_log.redacted')}`;
      const { before, after } = changeTexts(change, translate);
      return `${name}: ${before} → ${after}`;
    })
    .join('; ');
