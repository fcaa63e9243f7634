// Retention (docs/decisions/0032-retention.md): the policies the server deletes by, and
// what `GET /api/retention` answers operators (the page „Aufbewahrung“).

/** Every policy, in the order the page lists them. */
export const RETENTION_POLICIES = [
  'realtime-events',
  'sent-mails',
  'failed-mails',
  'push-collections',
  'push-batches',
  'web-push-jobs',
  'web-push-subscriptions',
  'rate-limits',
  'sign-in-pacing',
  'erased-messages',
  'blocked-messages',
  'audit-entries',
] as const;
export type RetentionPolicyKey = (typeof RETENTION_POLICIES)[number];

/** One policy as operators see it. */
export interface RetentionPolicyEntry {
  policy: RetentionPolicyKey;
  /** Days a row is kept past its moment (0: as soon as it is due). */
  days: number;
  /** The environment variable that sets `days`; null when the period is fixed. */
  variable: string | null;
  /** False while the policy deletes nothing yet (its table is not there). */
  active: boolean;
  /** The last pass's time (ISO) and how many rows it deleted; null before the first. */
  lastRunAt: string | null;
  lastDeleted: number | null;
}

export interface RetentionAnswer {
  data: RetentionPolicyEntry[];
  /** True while the hold after a restore is in force: nothing is deleted. */
  held: boolean;
}
