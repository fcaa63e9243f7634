import type { Core } from '@strapi/strapi';
import { RETENTION_POLICIES, type RetentionAnswer } from '@markenportal/contract';
import { outgoingHold } from '../jobs/hold';
import { policyOf } from './policies';
import { PERIODS, retentionSettings, type RetentionSettings } from './settings';

// What operators read of retention (GET /api/retention, the page „Aufbewahrung“): each policy's
// period and setting, and its last pass; whether the hold after a restore stops it.

type RunRow = { policy: string; last_run_at: number | string | null; last_deleted: number | string | null };

export const retentionStatus = async (strapi: Core.Strapi, settings: RetentionSettings = retentionSettings()): Promise<RetentionAnswer> => {
  const runs = (await strapi.db.connection('retention_runs').select('policy', 'last_run_at', 'last_deleted')) as RunRow[];
  const runOf = new Map(runs.map((run) => [run.policy, run]));
  const data = RETENTION_POLICIES.map((policy) => {
    const run = runOf.get(policy);
    return {
      policy,
      days: settings.days[policy],
      variable: PERIODS[policy].variable,
      active: policyOf(policy)?.active ?? false,
      lastRunAt: run?.last_run_at == null ? null : new Date(Number(run.last_run_at)).toISOString(),
      lastDeleted: run?.last_deleted == null ? null : Number(run.last_deleted),
    };
  });
  return { data, held: (await outgoingHold(strapi)) !== null };
};
