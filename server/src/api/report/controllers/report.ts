import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { isOperator } from '../../../access/roles';
import { loadAccessUser } from '../../../access/user-scope';
import { parseReportQuery, REPORT_MESSAGES } from '../utils/params';

type Ctx = { state: { user?: { id: number } }; query: Record<string, unknown>; body?: unknown };

const FORBIDDEN = 'Nur Operatoren können Auswertungen erstellen.';

/** GET /api/reports?from=YYYY-MM-DD&to=YYYY-MM-DD&brands[0]=<documentId>…: the figures per brand. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async generate(ctx: Ctx) {
    // The permission table opens this route to operators only; the check here keeps it so even
    // if a permission is granted by mistake. PolicyError keeps its message on a 403.
    const actor = ctx.state.user && (await loadAccessUser(strapi, ctx.state.user.id));
    if (!actor || !isOperator(actor)) throw new errors.PolicyError(FORBIDDEN);

    const parsed = parseReportQuery(ctx.query ?? {});
    if (parsed.ok === false) throw new errors.ValidationError(parsed.message);
    const { params } = parsed;

    const service = strapi.service('api::report.report') as unknown as ReturnType<typeof import('../services/report').default>;
    const brands = await service.brands(params.brands);
    if (!brands) throw new errors.ValidationError(REPORT_MESSAGES.unknownBrands);
    const data = await service.generate(brands, params);
    ctx.body = {
      data,
      meta: { from: params.from, to: params.to, start: params.start.toISOString(), end: params.end.toISOString(), generatedAt: new Date().toISOString() },
    };
  },
});
