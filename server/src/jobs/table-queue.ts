import type { Core } from '@strapi/strapi';
import { backoffMs } from './backoff';
import { claimDueRows, dueRows, renewLeases, retryLater, returnClaimedRows, type ClaimedRow } from './claims';
import type { JobClaim, JobQueue } from './engine';

// A queue whose jobs are the rows of a job table (jobs/claims.ts): claimed with a lease, the lease
// renewed every third of it while held, a failed row due again after a backoff, given back at a stop.

/** A job table: its name, the columns a claim reads, and the job made of a claimed row. */
export interface JobTable<Row, Job extends ClaimedRow> {
  table: string;
  columns: string[];
  parse(row: Row, claim: string): Job;
}

export interface TableQueueOptions<Row, Job extends ClaimedRow> extends JobTable<Row, Job> {
  leaseMs: number;
  /** The backoff of a row whose work threw (base, doubling, capped). */
  retryBaseMs: number;
  retryCapMs: number;
  claimLimit?: number;
  label(job: Job): string;
  givenBack(count: number): string;
  work(job: Job, claim: JobClaim): Promise<void>;
  /** After a claim, before the work (the notification records of claimed push batches are marked). */
  claimed?(jobs: Job[]): Promise<void>;
}

export const tableQueue = <Row, Job extends ClaimedRow>(strapi: Core.Strapi, options: TableQueueOptions<Row, Job>): JobQueue<Job> => ({
  name: options.table,
  claimLimit: options.claimLimit,
  async claim(limit) {
    const { claim, rows } = await claimDueRows<Row>(strapi, options.table, options.columns, limit, options.leaseMs);
    const jobs = rows.map((row) => options.parse(row, claim));
    if (jobs.length && options.claimed) await options.claimed(jobs).catch((error: Error) => strapi.log.warn(`[${options.table}] ${error.message}`));
    return jobs;
  },
  key: (job) => job.id,
  label: (job) => options.label(job),
  work: (job, claim) => options.work(job, claim),
  renew: (jobs) => renewLeases(strapi, options.table, jobs, options.leaseMs),
  renewEveryMs: options.leaseMs / 3,
  failed: (job) => retryLater(strapi, options.table, job, Date.now() + backoffMs(job.attempts + 1, options.retryBaseMs, options.retryCapMs)),
  giveBack: (jobs) => returnClaimedRows(strapi, options.table, jobs),
  givenBack: (count) => options.givenBack(count),
  backlog: () => dueRows(strapi, options.table),
});
