import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { bookingEntries, BookingEntry } from '../services/booking-history';
import { resolveRelationWrite, RelationInput } from '../../../guards/relation-write';
import { AccessUser, brandsWithRole, isBackOfficeStaff } from '../../../access/roles';
import { loadAccessUser } from '../../../guards/lookups';
import { bodyData, isDataBody, requestContext, type RequestContext } from '../../../http/request-context';

const BRAND = 'api::brand.brand';
type Named = { documentId: string; name: string };

/**
 * Brands keep their booking history on the server: the client never writes `history`, and a
 * license or add-on change appends its entries in the same transaction as the change. Who may
 * change a brand is decided in routes/brand.ts.
 */
export default factories.createCoreController(BRAND, ({ strapi }) => {
  /** Names in the order of the given ids (resolveRelationWrite keeps the request's order). */
  const named = async (uid: 'api::license.license' | 'api::addon.addon', documentIds: string[]): Promise<Named[]> => {
    if (!documentIds.length) return [];
    const rows: Named[] = await strapi.db.query(uid).findMany({ where: { documentId: { $in: documentIds } }, select: ['documentId', 'name'] });
    return rows.sort((a, b) => documentIds.indexOf(a.documentId) - documentIds.indexOf(b.documentId));
  };

  /** The body's data with the history the change leads to. */
  const withHistory = async (ctx: RequestContext, current: { license: Named | null; addons: Named[]; history: BookingEntry[] }) => {
    const data = { ...(bodyData(ctx) ?? {}) };
    delete data.history;
    const licenseIds =
      'license' in data
        ? await resolveRelationWrite(strapi, 'api::license.license', current.license ? [current.license.documentId] : [], data.license as RelationInput, true)
        : current.license
          ? [current.license.documentId]
          : [];
    const addonIds =
      'addons' in data
        ? await resolveRelationWrite(
            strapi,
            'api::addon.addon',
            current.addons.map((a) => a.documentId),
            data.addons as RelationInput,
            false,
          )
        : current.addons.map((a) => a.documentId);
    const after = { license: (await named('api::license.license', licenseIds))[0] ?? null, addons: await named('api::addon.addon', addonIds) };
    const entries = bookingEntries(current, after, ctx.state.user?.email ?? '');
    if (entries.length) data.history = [...current.history, ...entries];
    return data;
  };

  /**
   * The booking history is private in the schema, so no populate reaches it (not through posts,
   * links or users either); operators, employees and the brand's own admins read it here.
   */
  const withBookingHistory = async (ctx: RequestContext, result: unknown, populate: unknown) => {
    const body = result as { data?: { documentId: string; history?: unknown } | { documentId: string; history?: unknown }[] } | undefined;
    const brands = Array.isArray(body?.data) ? body!.data : body?.data ? [body.data] : [];
    if (!brands.length || !asksForHistory(populate)) return result;
    const actor: AccessUser | null = ctx.state.user ? await loadAccessUser(strapi, ctx.state.user.id) : null;
    if (!actor) return result;
    const own = brandsWithRole(actor, ['brand_admin']);
    const entitled = brands.filter((b) => isBackOfficeStaff(actor) || own.includes(b.documentId));
    if (!entitled.length) return result;
    const rows = await strapi.documents(BRAND).findMany({
      filters: { documentId: { $in: entitled.map((b) => b.documentId) } },
      fields: ['documentId'],
      populate: { history: true },
    });
    for (const brand of entitled) brand.history = rows.find((r) => r.documentId === brand.documentId)?.history ?? [];
    return result;
  };

  /** Runs the core action without `history` in the populate (Strapi refuses private keys there), then adds it. */
  const answerWithHistory = async (ctx: RequestContext, action: () => Promise<unknown>) => {
    const populate = ctx.query.populate;
    if (populate !== undefined) ctx.query = { ...ctx.query, populate: withoutHistory(populate) };
    return withBookingHistory(ctx, await action(), populate);
  };

  return {
    async find(koaCtx) {
      return answerWithHistory(requestContext(koaCtx), () => super.find(koaCtx));
    },

    async findOne(koaCtx) {
      return answerWithHistory(requestContext(koaCtx), () => super.findOne(koaCtx));
    },

    async create(koaCtx) {
      const ctx = requestContext(koaCtx);
      const body = ctx.request.body;
      if (!isDataBody(body)) throw new errors.ValidationError('Fehlende Daten.');
      body.data = await withHistory(ctx, { license: null, addons: [], history: [] });
      return answerWithHistory(ctx, () => strapi.db.transaction(() => super.create(koaCtx)));
    },

    async update(koaCtx) {
      const ctx = requestContext(koaCtx);
      const existing = await strapi.documents(BRAND).findOne({
        documentId: String(ctx.params?.id),
        populate: { license: true, addons: true, history: true },
      });
      if (!existing) throw new errors.NotFoundError('Brand nicht gefunden.');
      const body = ctx.request.body;
      if (!isDataBody(body)) throw new errors.ValidationError('Fehlende Daten.');
      body.data = await withHistory(ctx, {
        license: (existing.license as Named | null) ?? null,
        addons: (existing.addons as Named[]) ?? [],
        history: (existing.history as BookingEntry[]) ?? [],
      });
      return answerWithHistory(ctx, () => strapi.db.transaction(() => super.update(koaCtx)));
    },
  };
});

/** Whether a populate parameter (`*`, `history`, a list or an object) names the history. */
const asksForHistory = (populate: unknown): boolean => {
  if (typeof populate === 'string') return populate.split(',').some((p) => ['*', 'history'].includes(p.trim()));
  if (Array.isArray(populate)) return populate.some(asksForHistory);
  return !!populate && typeof populate === 'object' && ('history' in populate || '*' in populate);
};

/** The populate parameter without `history`. */
const withoutHistory = (populate: unknown): unknown => {
  if (typeof populate === 'string')
    return (
      populate
        .split(',')
        .filter((p) => p.trim() !== 'history')
        .join(',') || undefined
    );
  if (Array.isArray(populate)) return populate.map(withoutHistory).filter((p) => p !== undefined);
  if (!populate || typeof populate !== 'object' || !('history' in populate)) return populate;
  const { history: _history, ...rest } = populate as Record<string, unknown>;
  return rest;
};
