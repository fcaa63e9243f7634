import type { Core, UID } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { BrandScopeRules, brandFilter, draftBrands, readableBrands, readsBrand, writableBrands } from '../access/brand-scope';
import { hideSignInTimes, scopedFilters, seesSignInTimes } from '../access/user-scope';
import { fieldError } from '../validation/field-error';
import { messages } from '../messages';
import { canonicalBody } from './canonical-body';
import { limitContactsToScope } from './lookups';
import { resolveRelationWrite, type RelationInput } from './relation-write';
import { storedInWritableBrand, type StoredCheck } from './stored-scope';
import { requireActor, type GuardContext, type Middleware } from './actor';

declare const strapi: Core.Strapi;

// The guards of content that belongs to a brand (posts, events, links): lists and reads limited to
// the caller's brands, drafts to the roles that see them, writes to the brands the caller writes.
// Refusals are 403 (PolicyError keeps its message) or 404.

/**
 * Whether a read asks for drafts. Strapi reads any status but `published` (also `Draft`, or a
 * list such as `status[0]=draft`) as the draft version, so only `published` itself is not.
 */
/** Strapi reads any status but `published` as the draft version. */
export const asksForDrafts = (status: unknown) => status !== undefined && status !== 'published';

/** The public-access token has no user; its own permission list bounds what it reads. */
export const isApiToken = (ctx: GuardContext) => !ctx.state.user && ctx.state.auth?.strategy?.name === 'content-api-token';

type Data = Record<string, unknown>;
const bodyData = (ctx: GuardContext): Data => ((ctx.request.body as { data?: Data } | undefined)?.data ?? {}) as Data;

/** The document's brand; an unknown id is a 404 to read, and 'Ungültige ID' to write (the spec's "Error catalogue"). */
export const brandOfDocument = async (uid: UID.ContentType, documentId: string, forWrite = false): Promise<string | null> => {
  const row = await strapi.db.query(uid).findOne({ where: { documentId }, populate: { brand: { select: ['documentId'] } } });
  if (!row) throw forWrite ? new errors.ValidationError(messages.invalidId) : new errors.NotFoundError(messages.notFound);
  return (row as { brand?: { documentId: string } | null }).brand?.documentId ?? null;
};

const mayWrite = (writable: string[] | null, brand: string | null) => writable === null || (!!brand && writable.includes(brand));
const refuse = () => new errors.PolicyError(messages.otherBrandContent);

/** The caller may change the document `documentId` (its brand is one they write); `forWrite` false: an unknown id is a 404. */
export const assertDocumentWritable = async (ctx: GuardContext, uid: UID.ContentType, rules: BrandScopeRules, documentId: string, forWrite = true) => {
  const actor = await requireActor(ctx);
  const brand = await brandOfDocument(uid, documentId, forWrite);
  if (!mayWrite(writableBrands(actor, rules), brand)) throw refuse();
  return brand;
};

/** Lists: the caller's filters and the brands they read (drafts: those whose drafts they read). */
export const scopedList =
  (rules: BrandScopeRules): Middleware =>
  async (ctx, next) => {
    if (!isApiToken(ctx)) {
      const actor = await requireActor(ctx);
      const readable = readableBrands(actor, rules);
      const drafts = draftBrands(actor, rules);
      // Drafts only for the roles that see them; everyone else reads published versions.
      if (asksForDrafts(ctx.query.status) && drafts !== null && !drafts.length) delete ctx.query.status;
      // One scope, so one join of the brand: a draft read is limited to the brands whose drafts the
      // caller reads, which are among those they read at all.
      const scope = asksForDrafts(ctx.query.status) && drafts !== null ? drafts.filter((b) => readable?.includes(b) ?? true) : readable;
      ctx.query.filters = scopedFilters(actor, ctx.query.filters, scope && brandFilter(scope));
    }
    await next();
  };

/** One document: a 404 outside the caller's brands; its draft only for those who read drafts. */
const scopedRead =
  (uid: UID.ContentType, rules: BrandScopeRules): Middleware =>
  async (ctx, next) => {
    if (!isApiToken(ctx)) {
      const actor = await requireActor(ctx);
      if (readableBrands(actor, rules)) {
        const brand = await brandOfDocument(uid, String(ctx.params?.id));
        // The same rule tells a post's readers of its publication (access/post-readers.ts).
        if (!brand || !readsBrand(actor, rules, brand)) throw new errors.NotFoundError(messages.notFound);
        if (asksForDrafts(ctx.query.status) && !(draftBrands(actor, rules) ?? []).includes(brand)) delete ctx.query.status;
      }
    }
    await next();
  };

/** Creating: a brand is named, and it is one the caller writes. */
const writableOnCreate =
  (rules: BrandScopeRules): Middleware =>
  async (ctx, next) => {
    const actor = await requireActor(ctx);
    const data = bodyData(ctx);
    const [brand] = await resolveRelationWrite(strapi, 'api::brand.brand', [], data.brand as RelationInput, true);
    const writable = writableBrands(actor, rules);
    if (!brand && writable !== null) throw fieldError('brand', messages.brandRequired);
    if (!mayWrite(writable, brand ?? null)) throw refuse();
    await next();
  };

/** Changing or deleting: the document is in a brand the caller writes, and moves to no other. */
const writableDocument =
  (uid: UID.ContentType, rules: BrandScopeRules): Middleware =>
  async (ctx, next) => {
    const brand = await assertDocumentWritable(ctx, uid, rules, String(ctx.params?.id));
    const data = bodyData(ctx);
    if ('brand' in data) {
      const [target] = await resolveRelationWrite(strapi, 'api::brand.brand', brand ? [brand] : [], data.brand as RelationInput, true);
      if (!mayWrite(writableBrands(await requireActor(ctx), rules), target ?? null)) throw refuse();
    }
    await next();
  };

/** Populated users (a link's sales rep) show only the contacts the caller may read. */
export const prunedContacts: Middleware = async (ctx, next) => {
  await next();
  if (!ctx.state.user) return hideSignInTimes(ctx.body);
  const actor = await requireActor(ctx);
  await limitContactsToScope(strapi, actor, ctx.body);
  if (!seesSignInTimes(actor)) hideSignInTimes(ctx.body);
};

/** The brand (documentId) of each of the documents `documentIds`, in one query. */
const brandsOfDocuments = async (uid: UID.ContentType, documentIds: string[]) => {
  const rows = (await strapi.db.query(uid).findMany({
    where: { documentId: { $in: documentIds } },
    select: ['documentId'],
    populate: { brand: { select: ['documentId'] } },
  })) as { documentId: string; brand?: { documentId: string } | null }[];
  return new Map(rows.map((row) => [row.documentId, row.brand?.documentId ?? null]));
};

/**
 * A post's or event's `log` names who wrote and published it, by e-mail: it is for those who read
 * the brand's drafts and see it in the editor, not for the brand's readers (docs/privacy.md).
 */
const logForEditors =
  (uid: UID.ContentType, rules: BrandScopeRules): Middleware =>
  async (ctx, next) => {
    await next();
    const data = (ctx.body as { data?: unknown } | undefined)?.data;
    const items = (Array.isArray(data) ? data : [data]).filter((item): item is Data => !!item && typeof item === 'object' && 'log' in item);
    if (!items.length) return;
    const editable = ctx.state.user ? draftBrands(await requireActor(ctx), rules) : [];
    if (editable === null) return;
    const brands = editable.length
      ? await brandsOfDocuments(
          uid,
          items.map((item) => String(item.documentId)),
        )
      : new Map<string, string | null>();
    for (const item of items) if (!editable.includes(brands.get(String(item.documentId)) ?? '')) delete item.log;
  };

type ActionGuards = Partial<Record<'find' | 'findOne' | 'create' | 'update' | 'delete', Middleware[]>>;

/**
 * The route config of a brand's content type: each core action's guards, in order, and `extra`
 * (checks of the content type's own, e.g. a required title) appended per action.
 */
export const brandDocumentRoutes = (uid: UID.ContentType, rules: BrandScopeRules, extra: ActionGuards = {}, storedCheck?: StoredCheck) => {
  const guards: Required<ActionGuards> = {
    find: [scopedList(rules), prunedContacts, logForEditors(uid, rules)],
    findOne: [scopedRead(uid, rules), prunedContacts, logForEditors(uid, rules)],
    create: [canonicalBody(uid), writableOnCreate(rules), storedInWritableBrand(uid, rules, storedCheck)],
    update: [canonicalBody(uid), writableDocument(uid, rules), storedInWritableBrand(uid, rules, storedCheck)],
    delete: [writableDocument(uid, rules)],
  };
  return Object.fromEntries(
    Object.entries(guards).map(([action, list]) => [action, { middlewares: [...list, ...(extra[action as keyof ActionGuards] ?? [])] }]),
  ) as Record<keyof ActionGuards, { middlewares: Middleware[] }>;
};
