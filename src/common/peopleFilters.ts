import type { ListParams } from '../providers/strapi/resources';
import type { QueryValue } from '../providers/strapi/query';

// Filters of the people lists (users, field service) that are no single field's value.

/** The status filter's key: 'active' or 'blocked' (an account's `blocked`, which may be unset: active). */
export const STATUS_FILTER = 'status';
export const STATUS_CHOICES = [
  { id: 'active', name: 'app.sales.status.active' },
  { id: 'blocked', name: 'app.sales.status.blocked' },
];

export const statusFilter = (value: unknown): Record<string, QueryValue> | null =>
  value === 'blocked' ? { blocked: { $eq: true } } : value === 'active' ? { $or: [{ blocked: { $eq: false } }, { blocked: { $null: true } }] } : null;

/** The last sign-in filter's key: 'recent' (within SIGN_IN_DAYS) or 'not_recent' (not since then, or never). */
export const SIGN_IN_FILTER = 'signed_in';
export const SIGN_IN_DAYS = 30;
export const SIGN_IN_CHOICES = [
  { id: 'recent', name: 'app.users.filters.signed_in_recent' },
  { id: 'not_recent', name: 'app.users.filters.signed_in_not_recent' },
];

/** `now` when the list is read: the URL keeps "30 days", not a date. */
export const signInFilter = (value: unknown, now = new Date()): Record<string, QueryValue> | null => {
  const since = new Date(now.getTime() - SIGN_IN_DAYS * 86_400_000).toISOString();
  if (value === 'recent') return { lastSignInAt: { $gte: since } };
  if (value === 'not_recent') return { $or: [{ lastSignInAt: { $lt: since } }, { lastSignInAt: { $null: true } }] };
  return null;
};

/** The operator's filter „Löschung beantragt“: accounts whose person asked for their erasure (DSGVO Art. 17). */
export const ERASURE_FILTER = 'erasure';
export const ERASURE_CHOICES = [{ id: 'requested', name: 'app.erasure.requested_marker' }];
export const erasureFilter = (value: unknown): Record<string, QueryValue> | null => (value === 'requested' ? { erasureRequestedAt: { $notNull: true } } : null);

const both = (...parts: (Record<string, QueryValue> | null)[]) => {
  const present = parts.filter((p): p is Record<string, QueryValue> => !!p);
  return present.length > 1 ? { $and: present } : (present[0] ?? null);
};

/** The field service's list: its status. */
export const SALES_LIST_PARAMS: ListParams = { keys: [STATUS_FILTER], toFilter: (filter) => statusFilter(filter[STATUS_FILTER]) };

/** The operator's user list: status, last sign-in and a requested erasure. */
export const USER_LIST_PARAMS: ListParams = {
  keys: [STATUS_FILTER, SIGN_IN_FILTER, ERASURE_FILTER],
  toFilter: (filter) => both(statusFilter(filter[STATUS_FILTER]), signInFilter(filter[SIGN_IN_FILTER]), erasureFilter(filter[ERASURE_FILTER])),
};
