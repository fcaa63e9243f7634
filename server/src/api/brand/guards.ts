import { errors } from '@strapi/utils';
import { brandsWithRole, isOperator } from '../../access/roles';
import { messages } from '../../messages';
import { requireActor, type Middleware } from '../../guards/actor';

/** What a brand admin changes of their own brand (/brand-profile/edit): never license, add-ons, history. */
export const BRAND_PROFILE_FIELDS = ['name', 'companyName', 'logo', 'description', 'street', 'zip', 'city', 'phone', 'email', 'website'];

/** Operators change every brand; a brand admin only the profile of a brand they administer. */
export const brandProfileOrOperator: Middleware = async (ctx, next) => {
  const actor = await requireActor(ctx);
  if (!isOperator(actor)) {
    if (!brandsWithRole(actor, ['brand_admin']).includes(String(ctx.params?.id))) throw new errors.PolicyError(messages.otherBrandContent);
    const data = (ctx.request.body as { data?: Record<string, unknown> } | undefined)?.data ?? {};
    const others = Object.keys(data).filter((k) => !BRAND_PROFILE_FIELDS.includes(k));
    if (others.length) throw new errors.PolicyError(messages.fieldNotWritable(others.join(', ')));
  }
  await next();
};
