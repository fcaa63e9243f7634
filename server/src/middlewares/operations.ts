import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { realtimeHub } from '../api/realtime/services/realtime-hub';
import { metrics } from '../observability/metrics';
import { metricsTokenMatches } from '../observability/metrics-access';
import { databaseUp } from '../observability/database-probe';
import { isBooted, readinessOf } from '../observability/readiness';

/** The operator's paths beside Strapi's /_health (README, "Running at scale"). */
export const OPERATIONS_PATHS = ['/_ready', '/metrics'] as const;

type Context = {
  method: string;
  path: string;
  status: number;
  body: unknown;
  type: string;
  get(field: string): string;
  set(field: string, value: string): void;
};

/**
 * GET /_ready (open, like /_health: it tells nothing but up or down) and GET /metrics. The guard of
 * /metrics is here: the bearer token METRICS_TOKEN; without it set, or with another token, the path
 * is a 404 like any unknown path, so a scan cannot tell that it exists.
 */
export default (config: { metricsToken?: string }, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: () => Promise<unknown>) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === '/_ready') {
      // The background probe's last state (observability/database-probe.ts): no query on this path.
      const booted = isBooted();
      const { status, body } = readinessOf({ database: databaseUp(), booted, listener: booted ? realtimeHub(strapi).listening() : null });
      ctx.set('Cache-Control', 'no-store');
      ctx.status = status;
      ctx.body = body;
      return;
    }
    if (ctx.path === '/metrics') {
      if (!metricsTokenMatches(config.metricsToken, ctx.get('Authorization') || undefined)) throw new errors.NotFoundError('Nicht gefunden.');
      const { registry } = metrics();
      ctx.set('Cache-Control', 'no-store');
      ctx.type = registry.contentType;
      ctx.body = await registry.metrics();
      return;
    }
    return next();
  };
