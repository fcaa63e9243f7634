import { factories } from '@strapi/strapi';
import { fieldError } from '../../../validation/field-error';
import { errors } from '@strapi/utils';
import { brandScopedController, isApiToken, ScopedCtx } from '../../../access/brand-scoped-controller';
import { personName } from '../../../access/person-name';
import { messages } from '../../../messages';
import { realtimeHub } from '../../realtime/services/hub';
import { LINK_RULES } from '../../../access/brand-scope';
import { brandsOf, isOperator } from '../../../access/roles';
import { loadAccessUser } from '../../../access/user-scope';
import { resolveRelationWrite, RelationInput } from '../../../access/relation-write';

const LINK = 'api::link.link';
// Spec section 5 / 8: the texts the user reads.
export const LINK_EXISTS = 'Der Link existiert bereits';
const LINK_SALES_USER = 'Bitte wählen Sie eine Person aus dem Außendienst dieser Brand.';

/** `filters[link][$eq]=…` (or `$eqi`) and nothing else: what the link preview asks. */
const isExactLinkLookup = (filters: unknown) => {
  const f = filters as { link?: Record<string, unknown> } | undefined;
  return !!f && typeof f === 'object' && Object.keys(f).length === 1 && !!f.link && typeof f.link === 'object'
    && Object.keys(f.link).length === 1 && ['$eq', '$eqi'].some((op) => typeof f.link![op] === 'string');
};

const linkTaken = () =>
  fieldError('link', LINK_EXISTS);

/**
 * Links are unique strings: a duplicate is refused with the spec's message at the field. Brand
 * admins read their brands' links; operators and employees all of them.
 */
export default factories.createCoreController(LINK, ({ strapi }) => {
  const isTaken = async (link: unknown, exceptDocumentId?: string) =>
    typeof link === 'string' &&
    (await strapi.db.query(LINK).count({
      where: { link: { $eqi: link.trim() }, ...(exceptDocumentId ? { documentId: { $ne: exceptDocumentId } } : {}) },
    })) > 0;

  /** A brand admin's link belongs to a member of the link's brand. */
  const assertSalesUserOfBrand = async (ctx: ScopedCtx) => {
    const actor = ctx.state.user && (await loadAccessUser(strapi, ctx.state.user.id));
    if (!actor || isOperator(actor)) return;
    const data = ctx.request.body?.data ?? {};
    const [brand] = await resolveRelationWrite(strapi, 'api::brand.brand', [], data.brand as RelationInput, true);
    const raw = data.salesUser as { id?: unknown; connect?: unknown } | number | string | null | undefined;
    const salesUserId = typeof raw === 'object' && raw ? raw.id : raw;
    const salesUser = salesUserId ? await loadAccessUser(strapi, String(salesUserId)) : null;
    if (!salesUser || !brand || !brandsOf(salesUser).includes(brand)) {
      throw fieldError('salesUser', LINK_SALES_USER);
    }
  };

  const controller = brandScopedController(strapi, LINK, LINK_RULES, {
    async beforeCreate(ctx: ScopedCtx) {
      if (await isTaken(ctx.request.body?.data?.link)) throw linkTaken();
      await assertSalesUserOfBrand(ctx);
    },
    async beforeUpdate(ctx: ScopedCtx) {
      if (await isTaken(ctx.request.body?.data?.link, ctx.params.id)) throw linkTaken();
    },
  });

  const USER = 'plugin::users-permissions.user';
  type Person = { id: number; documentId: string; username?: string; email?: string; profile?: { title?: string; firstName?: string; lastName?: string; target?: 'representative' | 'pta' | null } | null; image?: { url?: string } | null };
  const PERSON = { select: ['id', 'documentId', 'username', 'email'], populate: { profile: true, image: { select: ['url'] } } };

  // The link preview (public-access token) shows who is behind a link: their public profile only.
  const scopedFind = controller.find;
  controller.find = async function find(koaCtx) {
    // The public token looks up one link by its text, never the list of every rep's links.
    if (isApiToken(koaCtx as unknown as ScopedCtx) && !isExactLinkLookup((koaCtx as unknown as ScopedCtx).query.filters)) {
      throw new errors.PolicyError(messages.forbidden);
    }
    const result = (await scopedFind.call(this, koaCtx)) as { data?: { documentId: string }[] } | undefined;
    if (!isApiToken(koaCtx as unknown as ScopedCtx) || !result?.data?.length) return result;
    const rows = await strapi.db.query(LINK).findMany({
      where: { documentId: { $in: result.data.map((l) => l.documentId) } },
      populate: { salesUser: PERSON },
    });
    const owners = new Map(rows.map((r: { documentId: string; salesUser?: Person | null }) => [r.documentId, r.salesUser]));
    for (const link of result.data as (typeof result.data[number] & { salesUser?: unknown })[]) {
      const owner = owners.get(link.documentId);
      link.salesUser = owner ? { id: owner.id, profile: { title: owner.profile?.title ?? null, firstName: owner.profile?.firstName ?? null, lastName: owner.profile?.lastName ?? null }, image: owner.image?.url ? { url: owner.image.url } : null } : null;
    }
    return result;
  };

  return Object.assign(controller, {
    /**
     * POST /links/connect { data: { link } }: the signed-in doctor or PTA and the link's sales rep
     * become each other's contacts; the rep hears of it live (the new-doctor dialog).
     */
    async connect(koaCtx: unknown) {
      const ctx = koaCtx as ScopedCtx & { request: { body?: { data?: { link?: unknown } } }; body?: unknown };
      if (!ctx.state.user) throw new errors.UnauthorizedError();
      const code = ctx.request.body?.data?.link;
      const link = typeof code === 'string' && code.trim()
        ? await strapi.db.query(LINK).findOne({ where: { link: { $eqi: code.trim() } }, populate: { salesUser: PERSON, brand: { select: ['documentId', 'name'] } } })
        : null;
      if (!link?.salesUser) throw new errors.NotFoundError(messages.links.unknown);
      const rep = link.salesUser as Person;
      const me = (await strapi.db.query(USER).findOne({ where: { id: ctx.state.user.id }, ...PERSON, populate: { ...PERSON.populate, contacts: { select: ['id'] } } })) as Person & { contacts: { id: number }[] };
      if (rep.id === me.id) throw new errors.ValidationError(messages.links.ownLink);
      const already = me.contacts.some((c) => c.id === rep.id);
      if (!already) {
        await strapi.documents(USER).update({ documentId: me.documentId, data: { contacts: { connect: [rep.documentId] } } as never });
        await strapi.documents(USER).update({ documentId: rep.documentId, data: { contacts: { connect: [me.documentId] } } as never });
        realtimeHub().publish([rep.id], 'contact-added', {
          contact: { id: me.id, name: personName(me), imageUrl: me.image?.url ?? null, target: me.profile?.target ?? null },
        });
      }
      ctx.body = { data: { salesUser: { id: rep.id, name: personName(rep) }, brand: link.brand ? { documentId: link.brand.documentId, name: link.brand.name } : null, alreadyConnected: already } };
    },
  });
});