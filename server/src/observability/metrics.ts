import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

// The instance's Prometheus metrics (GET /metrics, server/src/middlewares/operations.ts). One
// registry per process, kept on globalThis: Strapi may load this module again after a restart in the
// same process, and prom-client refuses a metric registered twice.

/** What the gauges read when scraped; set in bootstrap (server/src/index.ts), cleared in destroy. */
export interface MetricsSources {
  realtimeStreams?: () => number;
  realtimeReadLag?: () => Promise<number>;
  /** Push batches not yet done, by status (pending, sending). */
  pushOutbox?: () => Promise<Record<string, number>>;
  /** Mails not yet sent, by status (pending, sending, failed). */
  mailOutbox?: () => Promise<Record<string, number>>;
  /** Jobs due and not claimed, by the job engine's queue (jobs/backlog.ts). */
  jobBacklog?: () => Promise<Record<string, number>>;
  /** The connection pool's counts; null without a pool to read (database-pool.ts). */
  databasePool?: () => PoolCounts | null;
  /** The background probe's state (database-probe.ts) and the readiness /_ready answers with. */
  databaseUp?: () => boolean;
  ready?: () => boolean;
}

/** What the database's connection pool holds and who waits for it. */
export interface PoolCounts {
  max: number;
  used: number;
  free: number;
  /** Requests (and workers) waiting for a connection. */
  pendingAcquires: number;
  /** Connections being opened. */
  pendingCreates: number;
}

export type MailOutcome = 'sent' | 'retry' | 'failed';

export type PushOutcome = 'sent' | 'failed' | 'removed' | 'retry';
export type ScheduledOutcome = 'ran' | 'skipped' | 'failed';

/** A gauge read when scraped; a failing source leaves it at its last value rather than failing the scrape. */
const readInto = async (gauge: Gauge, read: (() => number | Promise<number>) | undefined) => {
  if (!read) return;
  try {
    gauge.set(await read());
  } catch {
    // Readiness reports the database; metrics keep the last value.
  }
};

const createMetrics = () => {
  const registry = new Registry();
  const sources: MetricsSources = {};
  collectDefaultMetrics({ register: registry });
  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, matched route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'markenportal_realtime_streams',
    help: 'Open realtime streams (Server-Sent Events) on this instance',
    registers: [registry],
    async collect() {
      await readInto(this, sources.realtimeStreams);
    },
  });
  new Gauge({
    name: 'markenportal_realtime_read_lag_events',
    help: 'Stored realtime events this instance has not yet read for its open streams',
    registers: [registry],
    async collect() {
      await readInto(this, sources.realtimeReadLag);
    },
  });
  /** A queue's rows by status, read from the database when scraped (all instances share the queue). */
  const queueGauge = (name: string, help: string, statuses: string[], read: () => MetricsSources['pushOutbox']) =>
    new Gauge({
      name,
      help,
      labelNames: ['status'] as const,
      registers: [registry],
      async collect() {
        const source = read();
        if (!source) return;
        try {
          const counts = await source();
          for (const status of statuses) this.set({ status }, counts[status] ?? 0);
        } catch {
          // As readInto.
        }
      },
    });
  queueGauge('markenportal_push_outbox_batches', 'Push batches waiting or being sent, by status', ['pending', 'sending'], () => sources.pushOutbox);
  queueGauge('markenportal_mail_outbox_mails', 'Mails waiting, being sent or failed, by status', ['pending', 'sending', 'failed'], () => sources.mailOutbox);
  new Gauge({
    name: 'markenportal_job_backlog',
    help: 'Jobs due and not yet claimed by any instance, by queue of the job engine',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      if (!sources.jobBacklog) return;
      try {
        const counts = await sources.jobBacklog();
        for (const [queue, n] of Object.entries(counts)) this.set({ queue }, n);
      } catch {
        // As readInto.
      }
    },
  });
  const poolGauge = (name: string, help: string, labelName: string, values: Record<string, keyof PoolCounts>) =>
    new Gauge({
      name,
      help,
      labelNames: [labelName],
      registers: [registry],
      collect() {
        const counts = sources.databasePool?.();
        if (counts) for (const [label, key] of Object.entries(values)) this.set({ [labelName]: label }, counts[key]);
      },
    });
  poolGauge('markenportal_database_pool_connections', 'Connections of the database pool, by state (used, free) and its size (max)', 'state', {
    used: 'used',
    free: 'free',
    max: 'max',
  });
  poolGauge(
    'markenportal_database_pool_pending',
    'Waiting for the database pool: acquires (requests and workers waiting for a connection), creates (connections being opened)',
    'operation',
    {
      acquire: 'pendingAcquires',
      create: 'pendingCreates',
    },
  );
  const flag = (name: string, help: string, read: () => (() => boolean) | undefined) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        const source = read();
        if (source) this.set(source() ? 1 : 0);
      },
    });
  flag(
    'markenportal_database_up',
    'Whether the background probe finds the database answering (1) or down (0), as /_ready reports it',
    () => sources.databaseUp,
  );
  flag('markenportal_ready', 'Whether GET /_ready answers 200 (1) or 503 (0)', () => sources.ready);
  const pushTokens = new Counter({
    name: 'markenportal_push_tokens_total',
    help: 'Push tokens settled by this instance, by outcome (retry: tried again later)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const mails = new Counter({
    name: 'markenportal_mails_total',
    help: 'Mail attempts this instance recorded, by outcome (retry: tried again later)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const scheduledActions = new Counter({
    name: 'markenportal_scheduled_actions_total',
    help: 'Scheduled publisher actions this instance reached, by outcome (skipped: not due or run elsewhere)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const retentionDeleted = new Counter({
    name: 'markenportal_retention_deleted_total',
    help: 'Rows retention deleted on this instance, by policy (docs/operations.md, "Retention")',
    labelNames: ['policy'] as const,
    registers: [registry],
  });
  return { registry, sources, httpDuration, pushTokens, mails, scheduledActions, retentionDeleted };
};

type Metrics = ReturnType<typeof createMetrics>;
const KEY = Symbol.for('markenportal.metrics');
const holder = globalThis as typeof globalThis & { [KEY]?: Metrics };

export const metrics = (): Metrics => (holder[KEY] ??= createMetrics());

export const setMetricsSources = (sources: MetricsSources) => {
  const current = metrics().sources;
  for (const key of Object.keys(current) as (keyof MetricsSources)[]) delete current[key];
  Object.assign(current, sources);
};

export const observeRequest = (method: string, route: string, status: number, seconds: number) =>
  metrics().httpDuration.observe({ method, route, status: String(status) }, seconds);

export const countPushOutcomes = (counts: Partial<Record<PushOutcome, number>>) => {
  for (const [outcome, n] of Object.entries(counts)) if (n) metrics().pushTokens.inc({ outcome }, n);
};

export const countMailOutcome = (outcome: MailOutcome) => metrics().mails.inc({ outcome });

export const countScheduledAction = (outcome: ScheduledOutcome) => metrics().scheduledActions.inc({ outcome });

export const countRetentionDeleted = (policy: string, rows: number) => metrics().retentionDeleted.inc({ policy }, rows);
