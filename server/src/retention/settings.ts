import type { RetentionPolicyKey } from '@markenportal/contract';
import { envNumber } from '../env-number';

// How long each kind of row is kept, and how retention runs (docs/operations.md, "Retention"): read
// from the environment once at start. A period is whole days past the row's moment (its end, its
// sending, its erasure or block); a value that is no number, or below the policy's least, is the default.

type Env = Record<string, string | undefined>;

/** A policy's period setting: its variable (null: fixed), its default and least value in days. */
export interface PeriodSetting {
  variable: string | null;
  /** An older name read when `variable` is not set (the mail outbox's before retention). */
  formerVariable?: string;
  defaultDays: number;
  minDays: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export const PERIODS: Record<RetentionPolicyKey, PeriodSetting> = {
  // Reconnecting streams replay from here (docs/decisions/0018-realtime-across-instances.md).
  'realtime-events': { variable: 'RETENTION_REALTIME_EVENTS_DAYS', defaultDays: 1, minDays: 1 },
  'sent-mails': { variable: 'RETENTION_SENT_MAILS_DAYS', formerVariable: 'MAIL_KEEP_SENT_DAYS', defaultDays: 30, minDays: 1 },
  // Operators look into failures for longer, and may send one again.
  'failed-mails': { variable: 'RETENTION_FAILED_MAILS_DAYS', formerVariable: 'MAIL_KEEP_FAILED_DAYS', defaultDays: 90, minDays: 1 },
  'push-collections': { variable: 'RETENTION_PUSH_JOBS_DAYS', defaultDays: 7, minDays: 1 },
  'push-batches': { variable: 'RETENTION_PUSH_JOBS_DAYS', defaultDays: 7, minDays: 1 },
  // They hold message texts.
  'web-push-jobs': { variable: 'RETENTION_WEB_PUSH_JOBS_DAYS', defaultDays: 1, minDays: 1 },
  // A device of an account that no longer exists: nothing to wait for.
  'web-push-subscriptions': { variable: null, defaultDays: 0, minDays: 0 },
  'rate-limits': { variable: 'RETENTION_RATE_LIMITS_DAYS', defaultDays: 0, minDays: 0 },
  'sign-in-pacing': { variable: 'RETENTION_SIGN_IN_PACING_DAYS', defaultDays: 0, minDays: 0 },
  // The other participant reads „Nachricht gelöscht“ this long after the erasure, then the message is gone.
  'erased-messages': { variable: 'RETENTION_ERASED_MESSAGES_DAYS', defaultDays: 30, minDays: 0 },
  // Blocked for two years: the account is not coming back; its messages go.
  'blocked-messages': { variable: 'RETENTION_BLOCKED_MESSAGES_DAYS', defaultDays: 730, minDays: 1 },
  'audit-entries': { variable: 'RETENTION_AUDIT_ENTRIES_DAYS', defaultDays: 730, minDays: 1 },
};

/** The period of one policy in days, from the environment. */
export const periodDays = (setting: PeriodSetting, env: Env = process.env) => {
  const value = (setting.variable && env[setting.variable]) || (setting.formerVariable && env[setting.formerVariable]) || undefined;
  return envNumber(value, setting.defaultDays, setting.minDays);
};

export interface RetentionSettings {
  days: Record<RetentionPolicyKey, number>;
  /** How often a policy with nothing left to delete runs again. */
  intervalMs: number;
  /** As intervalMs, for the rate limits' rows (their table grows with every request). */
  frequentIntervalMs: number;
  /** Rows one pass deletes at most. */
  batchSize: number;
  /** How often each instance looks for a due policy. */
  pollMs: number;
  /** How long a claimed policy is held (renewed while its pass runs). */
  leaseMs: number;
  stopWaitMs: number;
}

export const retentionSettings = (env: Env = process.env): RetentionSettings => {
  const intervalMs = envNumber(env.RETENTION_INTERVAL_SECONDS, 3600) * 1000;
  const frequentIntervalMs = envNumber(env.RATE_LIMITS_PRUNE_SECONDS, 60) * 1000;
  return {
    days: Object.fromEntries(Object.entries(PERIODS).map(([policy, setting]) => [policy, periodDays(setting, env)])) as Record<RetentionPolicyKey, number>,
    intervalMs,
    frequentIntervalMs,
    batchSize: Math.min(envNumber(env.RETENTION_BATCH_SIZE, 1000), 10_000),
    // Never slower than a policy is due, nor than every 10 s: an idle poll is one read.
    pollMs: Math.min(10_000, intervalMs, frequentIntervalMs),
    leaseMs: 60_000,
    stopWaitMs: Math.min(envNumber(env.RETENTION_STOP_WAIT_MS, 5000, 0), 7000),
  };
};

/** The moment before which a policy's rows are due at `now`. */
export const cutoffOf = (days: number, now: number) => now - days * DAY_MS;
