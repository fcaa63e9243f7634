import type { AccessUser } from '@markenportal/contract';
import type { QueryValue } from '../providers/strapi/query';
import type { ListParams } from '../providers/strapi/resources';
import { dayStart } from '../common/time/zone';

// How „Protokoll“ (issue 37, item 1) asks the server for audit entries: Strapi's list of
// /api/audit-entries with its filters; the period is days of the product's zone, as in the other lists.

/** The feature's name: its route (/audit-log), its screen in the access table and its data resource. */
export const AUDIT_LOG = 'audit-log';

/** The period filter's keys (YYYY-MM-DD, both days included). */
export const AUDIT_PERIOD = { from: 'from', to: 'to' } as const;

/** Entries in the period, by the instant of the write. */
export const auditPeriodFilter = (filter: Record<string, unknown>): Record<string, QueryValue> | null => {
  const from = filter[AUDIT_PERIOD.from];
  const to = filter[AUDIT_PERIOD.to];
  const start = typeof from === 'string' ? dayStart(from) : null;
  const end = typeof to === 'string' ? dayStart(to, { after: true }) : null;
  const parts: Record<string, QueryValue>[] = [];
  if (start) parts.push({ occurredAt: { $gte: start.toISOString() } });
  if (end) parts.push({ occurredAt: { $lt: end.toISOString() } });
  return parts.length > 1 ? { $and: parts } : (parts[0] ?? null);
};

export const AUDIT_LIST_PARAMS: ListParams = { keys: Object.values(AUDIT_PERIOD), toFilter: auditPeriodFilter };

/** The person search: the actor's name and e-mail as stored with the entry. */
export const actorSearch = (q: unknown): Record<string, QueryValue> | null =>
  typeof q === 'string' && q.trim() ? { actorName: { $containsi: q.trim() } } : null;

/**
 * The numeric id of the session's current brand (entries name their brand by it, the app's
 * session by documentId), from the signed-in account's brands; null when it has none of that brand.
 */
export const numericBrandId = (user: AccessUser | null | undefined, brandDocumentId: string | null): number | null => {
  if (!user || !brandDocumentId) return null;
  const refs = [user.brand, ...(user.brands ?? []), ...(user.userBrandRoles ?? []).map((entry) => entry.brand)];
  const found = refs.find((ref) => ref?.documentId === brandDocumentId && typeof ref.id === 'number');
  return typeof found?.id === 'number' ? found.id : null;
};
