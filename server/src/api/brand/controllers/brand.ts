import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { bookingEntries, BookingEntry } from '../services/booking-history';
import { resolveRelationWrite, RelationInput } from '../../../access/relation-write';
import { brandsWithRole, isOperator } from '../../../access/roles';
import { loadAccessUser } from '../../../access/user-scope';
import { messages } from '../../../messages';

const BRAND = 'api::brand.brand';
type Named = { documentId: string; name: string };
/** What a brand admin changes of their own brand (/brand-profile/edit): never license, add-ons, history. */
export const BRAND_PROFILE_FIELDS = ['name', 'companyName', 'logo', 'description', 'street', 'zip', 'city', 'phone', 'email', 'website'];

type Ctx = {
  params: { id?: string };
  state: { user?: { id: number; email?: string } };
  request: { body?: { data?: Record<string, unknown> } };
};

/**
 * Brands keep their booking history on the server: the client never writes `history`, and a
 * license or add-on change appends its entries in the same transaction as the change.
 */
export default factories.createCoreController(BRAND, ({ strapi }) => {
  /** Names in the order of the given ids (resolveRelationWrite keeps the request's order). */
  const named = async (uid: 'api::license.license' | 'api::addon.addon', documentIds: string[]): Promise<Named[]> => {
    if (!documentIds.length) return [];
    const rows: Named[] = await strapi.db.query(uid).findMany({ where: { documentId: { $in: documentIds } }, select: ['documentId', 'name'] });
    return rows.sort((a, b) => documentIds.indexOf(a.documentId) - documentIds.indexOf(b.documentId));
  };

  /** The body's data with the history the change leads to. */
  const withHistory = async (ctx: Ctx, current: { license: Named | null; addons: Named[]; history: BookingEntry[] }) => {
    const data = { ...(ctx.request.body?.data ?? {}) };
    delete data.history;
    const licenseIds = 'license' in data
      ? await resolveRelationWrite(strapi, 'api::license.license', current.license ? [current.license.documentId] : [], data.license as RelationInput, true)
      : current.license ? [current.license.documentId] : [];
    const addonIds = 'addons' in data
      ? await resolveRelationWrite(strapi, 'api::addon.addon', current.addons.map((a) => a.documentId), data.addons as RelationInput, false)
      : current.addons.map((a) => a.documentId);
    const after = { license: (await named('api::license.license', licenseIds))[0] ?? null, addons: await named('api::addon.addon', addonIds) };
    const entries = bookingEntries(current, after, ctx.state.user?.email ?? '');
    if (entries.length) data.history = [...current.history, ...entries];
    return data;
  };

  /** Operators change everything; a brand admin only the profile of a brand they administer. */
  const assertMayUpdate = async (ctx: Ctx) => {
    const actor = ctx.state.user && (await loadAccessUser(strapi, ctx.state.user.id));
    if (!actor) throw new errors.PolicyError(messages.forbidden);
    if (isOperator(actor)) return;
    if (!brandsWithRole(actor, ['brand_admin']).includes(String(ctx.params.id))) throw new errors.PolicyError(messages.otherBrandContent);
    const others = Object.keys(ctx.request.body?.data ?? {}).filter((k) => !BRAND_PROFILE_FIELDS.includes(k));
    if (others.length) throw new errors.PolicyError(messages.fieldNotWritable(others.join(', ')));
  };

  return {
    // ctx is Koa's context; the fields read here are typed by Ctx.
    async create(koaCtx) {
      const ctx = koaCtx as unknown as Ctx;
      if (!ctx.request.body?.data) throw new errors.ValidationError('Fehlende Daten.');
      ctx.request.body.data = await withHistory(ctx, { license: null, addons: [], history: [] });
      return strapi.db.transaction(() => super.create(koaCtx));
    },

    async update(koaCtx) {
      const ctx = koaCtx as unknown as Ctx;
      await assertMayUpdate(ctx);
      const existing = await strapi.documents(BRAND).findOne({
        documentId: String(ctx.params.id),
        populate: { license: true, addons: true, history: true },
      });
      if (!existing) throw new errors.NotFoundError('Brand nicht gefunden.');
      if (!ctx.request.body?.data) throw new errors.ValidationError('Fehlende Daten.');
      ctx.request.body.data = await withHistory(ctx, {
        license: (existing.license as Named | null) ?? null,
        addons: (existing.addons as Named[]) ?? [],
        history: (existing.history as BookingEntry[]) ?? [],
      });
      return strapi.db.transaction(() => super.update(koaCtx));
    },
  };
});
