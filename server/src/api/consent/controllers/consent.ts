import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { requestContext } from '../../../http/request-context';
import { consentsOf, withdrawConsent } from '../consents';

/** The caller's own consents (routes/consent.ts): listed, and withdrawn one by one. */
export default factories.createCoreController('api::consent.consent', ({ strapi }) => ({
  async find(koaCtx) {
    const ctx = requestContext(koaCtx);
    if (!ctx.state.user) throw new errors.UnauthorizedError();
    const data = await consentsOf(strapi, ctx.state.user.id);
    ctx.body = { data };
  },
  async withdraw(koaCtx) {
    const ctx = requestContext(koaCtx);
    if (!ctx.state.user) throw new errors.UnauthorizedError();
    ctx.body = { data: await withdrawConsent(strapi, ctx.state.user.id, String(ctx.params?.id ?? '')) };
  },
}));
