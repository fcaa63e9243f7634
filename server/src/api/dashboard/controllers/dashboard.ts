import type { Core } from '@strapi/strapi';
import type { DashboardService } from '../services/dashboard';

type Ctx = { query: Record<string, unknown>; body?: unknown };

/** GET /api/dashboard?brand=<documentId>: the key figures of one brand (guarded in routes/dashboard.ts). */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async figures(ctx: Ctx) {
    const service = strapi.service('api::dashboard.dashboard') as DashboardService;
    ctx.body = { data: await service.figures(String(ctx.query.brand)) };
  },
});
