import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { brandsWithRole } from '../../access/roles';
import { mayInviteTo, seesAllInvitations } from '../../access/invitations';
import { brandFilter } from '../../access/brand-scope';
import { scopedFilters } from '../../access/user-scope';
import { fieldError } from '../../validation/field-error';
import { messages } from '../../messages';
import { resolveRelationWrite, type RelationInput } from '../../guards/relation-write';
import { requireActor, type Middleware } from '../../guards/actor';

declare const strapi: Core.Strapi;

const INVITATION = 'api::invitation.invitation';

/** Brand admins list the invitations of the brands they administer; operators every brand's. */
export const invitationsOfAdministeredBrands: Middleware = async (ctx, next) => {
  const actor = await requireActor(ctx);
  if (seesAllInvitations(actor)) return next();
  ctx.query.filters = scopedFilters(actor, ctx.query.filters, brandFilter(brandsWithRole(actor, ['brand_admin'])));
  await next();
};

/** An invitation names a brand the caller administers (any brand for operators); the body then carries it as its documentId. */
export const invitingToAdministeredBrand: Middleware = async (ctx, next) => {
  const actor = await requireActor(ctx);
  const data = (ctx.request.body as { data?: Record<string, unknown> } | undefined)?.data ?? {};
  const [brand] = await resolveRelationWrite(strapi, 'api::brand.brand', [], data.brand as RelationInput, true);
  if (!brand) throw fieldError('brand', messages.brandRequired);
  if (!mayInviteTo(actor, brand)) throw new errors.PolicyError(messages.otherBrand);
  data.brand = brand;
  await next();
};

/** Only an admin of the invitation's brand, or an operator, sends it again or withdraws it. */
export const invitationOfAdministeredBrand: Middleware = async (ctx, next) => {
  const actor = await requireActor(ctx);
  const row = await strapi.db.query(INVITATION).findOne({ where: { documentId: String(ctx.params?.id) }, populate: { brand: true } });
  if (!row) throw new errors.NotFoundError(messages.notFound);
  if (!mayInviteTo(actor, row.brand?.documentId)) throw new errors.PolicyError(messages.otherBrand);
  await next();
};
