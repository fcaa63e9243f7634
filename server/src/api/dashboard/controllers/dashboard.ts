import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { brandsWithRole } from '../../../access/roles';
import { loadAccessUser } from '../../../access/user-scope';
import { messages } from '../../../messages';
import type { DashboardService } from '../services/dashboard';

type Ctx = { state: { user?: { id: number } }; query: Record<string, unknown>; body?: unknown };

/** GET /api/dashboard?brand=<documentId>: the key figures of one brand for its (visual) brand admins. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async figures(ctx: Ctx) {
    const actor = ctx.state.user && (await loadAccessUser(strapi, ctx.state.user.id));
    const brand = typeof ctx.query.brand === 'string' ? ctx.query.brand : '';
    if (!brand) throw new errors.ValidationError(messages.brandRequired);
    if (!actor || !brandsWithRole(actor, ['brand_admin', 'visual_brand_admin']).includes(brand) || !(await brandExists(strapi, brand))) {
      throw new errors.PolicyError(messages.otherBrandContent);
    }
    const service = strapi.service('api::dashboard.dashboard') as unknown as DashboardService;
    ctx.body = { data: await service.figures(brand) };
  },
});

const brandExists = async (strapi: Core.Strapi, documentId: string) =>
  (await strapi.db.query('api::brand.brand').count({ where: { documentId } })) > 0;
