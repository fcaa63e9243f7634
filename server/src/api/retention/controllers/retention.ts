import type { Core } from '@strapi/strapi';
import { retentionStatus } from '../../../retention/status';

/** GET /api/retention: every policy's period, its setting and its last pass. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: { body?: unknown }) {
    ctx.body = await retentionStatus(strapi);
  },
});
