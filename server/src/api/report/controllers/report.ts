import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { ReportAnswer } from '@markenportal/contract';
import { parseReportQuery, REPORT_MESSAGES } from '../utils/params';

type Ctx = { query: Record<string, unknown>; body?: unknown };

/** GET /api/reports?from=YYYY-MM-DD&to=YYYY-MM-DD&brands[0]=<documentId>…: the figures per brand (operators, routes/report.ts). */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async generate(ctx: Ctx) {
    const parsed = parseReportQuery(ctx.query ?? {});
    if (parsed.ok === false) throw new errors.ValidationError(parsed.message);
    const { params } = parsed;

    const service = strapi.service('api::report.report') as ReturnType<typeof import('../services/report').default>;
    const brands = await service.brands(params.brands);
    if (!brands) throw new errors.ValidationError(REPORT_MESSAGES.unknownBrands);
    const answer: ReportAnswer = {
      data: await service.generate(brands, params),
      meta: { from: params.from, to: params.to, start: params.start.toISOString(), end: params.end.toISOString(), generatedAt: new Date().toISOString() },
    };
    ctx.body = answer;
  },
});
