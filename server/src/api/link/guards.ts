import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { FIELD_MESSAGES } from '@markenportal/contract';
import { brandIdsOf, isOperator } from '../../access/roles';
import { fieldError } from '../../validation/field-error';
import { messages } from '../../messages';
import { isApiToken } from '../../guards/brand-documents';
import { loadAccessUser } from '../../guards/lookups';
import { resolveRelationWrite, type RelationInput } from '../../guards/relation-write';
import { requireActor, type Middleware } from '../../guards/actor';

declare const strapi: Core.Strapi;

const LINK = 'api::link.link';
// The spec's "Validation rules" and "Error catalogue": the texts the user reads (a taken link: the contract's, the web app says it too).
const LINK_SALES_USER = 'Bitte wählen Sie eine Person aus dem Außendienst dieser Brand.';

type Data = { link?: unknown; brand?: unknown; salesUser?: unknown };
const bodyData = (body: unknown): Data => ((body as { data?: Data } | undefined)?.data ?? {}) as Data;

/** Links are unique strings, whatever their case: a duplicate is refused at the field. */
export const linkNotTaken: Middleware = async (ctx, next) => {
  const { link } = bodyData(ctx.request.body);
  const except = ctx.params?.id;
  const taken =
    typeof link === 'string' &&
    (await strapi.db.query(LINK).count({ where: { link: { $eqi: link.trim() }, ...(except ? { documentId: { $ne: except } } : {}) } })) > 0;
  if (taken) throw fieldError('link', FIELD_MESSAGES.linkExists);
  await next();
};

/** A brand admin's link belongs to a member of the link's brand (operators link anyone). */
export const salesUserOfBrand: Middleware = async (ctx, next) => {
  const actor = await requireActor(ctx);
  if (!isOperator(actor)) {
    const data = bodyData(ctx.request.body);
    const [brand] = await resolveRelationWrite(strapi, 'api::brand.brand', [], data.brand as RelationInput, true);
    // The body is canonical (guards/canonical-body.ts): a user is a numeric id.
    const salesUser = typeof data.salesUser === 'number' ? await loadAccessUser(strapi, data.salesUser) : null;
    if (!salesUser || !brand || !brandIdsOf(salesUser).includes(brand)) throw fieldError('salesUser', LINK_SALES_USER);
  }
  await next();
};

/** `filters[link][$eq]=…` (or `$eqi`) and nothing else: what the link preview asks. */
const isExactLinkLookup = (filters: unknown) => {
  const f = filters as { link?: Record<string, unknown> } | undefined;
  return (
    !!f &&
    typeof f === 'object' &&
    Object.keys(f).length === 1 &&
    !!f.link &&
    typeof f.link === 'object' &&
    Object.keys(f.link).length === 1 &&
    ['$eq', '$eqi'].some((op) => typeof f.link![op] === 'string')
  );
};

type Person = { id: number; profile?: { title?: string; firstName?: string; lastName?: string } | null; image?: { url?: string } | null };

/**
 * The link preview (public-access token) looks up one link by its text, never the list of every
 * rep's links, and sees who is behind it: their public profile only.
 */
export const publicLinkPreview: Middleware = async (ctx, next) => {
  if (!isApiToken(ctx)) return next();
  if (!isExactLinkLookup(ctx.query.filters)) throw new errors.PolicyError(messages.forbidden);
  await next();
  const result = ctx.body as { data?: ({ documentId: string } & { salesUser?: unknown })[] } | undefined;
  if (!result?.data?.length) return;
  const rows: { documentId: string; salesUser?: Person | null }[] = await strapi.db.query(LINK).findMany({
    where: { documentId: { $in: result.data.map((l) => l.documentId) } },
    populate: { salesUser: { select: ['id'], populate: { profile: true, image: { select: ['url'] } } } },
  });
  const owners = new Map(rows.map((r) => [r.documentId, r.salesUser]));
  for (const link of result.data) {
    const owner = owners.get(link.documentId);
    link.salesUser = owner
      ? {
          id: owner.id,
          profile: { title: owner.profile?.title ?? null, firstName: owner.profile?.firstName ?? null, lastName: owner.profile?.lastName ?? null },
          image: owner.image?.url ? { url: owner.image.url } : null,
        }
      : null;
  }
};
