import type { Core } from '@strapi/strapi';
import type { RetentionPolicyKey } from '@markenportal/contract';
import { startJobEngine, type JobClaim, type JobEngine } from '../jobs/engine';
import { oneWorkerPerInstance } from '../jobs/instance-worker';
import { holdCheck, outgoingHold } from '../jobs/hold';
import { returnClaimedRows, type ClaimedRow } from '../jobs/claims';
import { tableQueue } from '../jobs/table-queue';
import { countRetentionDeleted } from '../observability/metrics';
import { POLICIES, type RetentionPolicy } from './policies';
import { cutoffOf, retentionSettings, type RetentionSettings } from './settings';

// Retention on the job engine (docs/decisions/0032-retention.md): every instance runs
// it; each policy is one row of retention_runs, claimed like a job, so a policy's pass runs on one
// instance at a time. A pass deletes at most `batchSize` rows; a full batch leaves the policy due
// at once (the next pass goes on, here or elsewhere), anything less due after its interval. While
// the hold after a restore is in force nothing is claimed, and a pass claimed before it deletes nothing.

const TABLE = 'retention_runs';

interface RunRow {
  id: number;
  policy: string;
  attempts: number | string;
}

export interface ClaimedRun extends ClaimedRow {
  policy: string;
}

export interface RetentionOptions {
  settings?: RetentionSettings;
  /** The policies run (the tests give instrumented ones); by default every active one. */
  policies?: RetentionPolicy[];
  /** The clock (the tests' rows are placed around the cutoff of one moment). */
  now?: () => number;
}

const intervalOf = (policy: RetentionPolicy | undefined, settings: RetentionSettings) => (policy?.frequent ? settings.frequentIntervalMs : settings.intervalMs);

/**
 * A row for every policy that has none, first due after its interval; a row scheduled further out
 * (by an instance with a longer interval) is due after this one's. Idempotent (the unique policy).
 */
export const ensureRuns = async (strapi: Core.Strapi, policies: RetentionPolicy[], settings: RetentionSettings, now = Date.now()) => {
  const rows = policies.map((policy) => ({ policy: policy.policy, status: 'pending', attempts: 0, available_at: now + intervalOf(policy, settings) }));
  if (!rows.length) return;
  await strapi.db.connection(TABLE).insert(rows).onConflict('policy').ignore();
  for (const frequent of [false, true]) {
    const keys = policies.filter((policy) => !!policy.frequent === frequent).map((policy) => policy.policy);
    const due = now + (frequent ? settings.frequentIntervalMs : settings.intervalMs);
    if (keys.length)
      await strapi.db.connection(TABLE).whereIn('policy', keys).andWhere('status', 'pending').andWhere('available_at', '>', due).update({ available_at: due });
  }
};

/** Records a pass under its claim: due at once after a full batch, else after the interval. */
const recordPass = (strapi: Core.Strapi, run: ClaimedRun, deleted: number, full: boolean, intervalMs: number, now: number) =>
  strapi.db
    .connection(TABLE)
    .where({ id: run.id, claim: run.claim, status: 'sending' })
    .update({
      status: 'pending',
      attempts: 0,
      available_at: full ? now : now + intervalMs,
      lease_until: null,
      claim: null,
      last_run_at: now,
      last_deleted: deleted,
    });

export const startRetentionWorker = (strapi: Core.Strapi, options: RetentionOptions = {}): JobEngine => {
  const settings = options.settings ?? retentionSettings();
  const policies = options.policies ?? POLICIES.filter((policy) => policy.active);
  const now = options.now ?? Date.now;
  const byKey = new Map(policies.map((policy) => [policy.policy as string, policy]));

  const pass = async (run: ClaimedRun, claim: JobClaim) => {
    const policy = byKey.get(run.policy);
    // Claimed before a hold began: given back, nothing deleted.
    if (await outgoingHold(strapi)) return void (await returnClaimedRows(strapi, TABLE, [run]));
    const at = now();
    let deleted = 0;
    let full = false;
    if (policy) {
      const ids = await policy.due(strapi, cutoffOf(settings.days[policy.policy as RetentionPolicyKey], at), settings.batchSize);
      if (ids.length) deleted = await policy.remove(strapi, ids);
      // Due again at once only after a full batch that deleted: every pass moves on.
      full = ids.length >= settings.batchSize && deleted > 0;
    }
    if (deleted) countRetentionDeleted(run.policy, deleted);
    if (claim.recording()) await recordPass(strapi, run, deleted, full, intervalOf(policy, settings), at);
  };

  const engine = startJobEngine(strapi, {
    name: '[retention]',
    queues: [
      tableQueue<RunRow, ClaimedRun>(strapi, {
        table: TABLE,
        columns: ['id', 'policy', 'attempts', 'claim'],
        parse: (row, claim) => ({ id: row.id, policy: row.policy, attempts: Number(row.attempts), claim }),
        claimLimit: 1,
        leaseMs: settings.leaseMs,
        retryBaseMs: 60_000,
        retryCapMs: settings.intervalMs,
        label: (run) => `Aufbewahrung ${run.policy}`,
        givenBack: (count) => `[retention] Beenden: ${count} Löschlauf/Löschläufe zurückgegeben`,
        work: pass,
      }),
    ],
    // One pass at a time per instance: deleting is background work, never a burst.
    concurrency: 1,
    claimSize: 1,
    pollMs: settings.pollMs,
    stopWaitMs: settings.stopWaitMs,
    startNow: false,
    onHold: holdCheck(strapi, '[retention]'),
  });
  void ensureRuns(strapi, policies, settings, now()).catch((error: Error) => strapi.log.error(`[retention] ${error.message}`));
  return engine;
};

const retention = oneWorkerPerInstance((strapi) => startRetentionWorker(strapi));

/** This instance's retention: started in bootstrap, stopped once in destroy (server/src/index.ts). */
export const startRetention = retention.start;

export const stopRetention = retention.stop;
