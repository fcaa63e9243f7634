import type { Core, UID } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { BrandScopeRules, writableBrands } from '../access/brand-scope';
import { membershipChangeAllowed, membershipOf, storedBrandsWithin } from '../access/stored-scope';
import { brandIdsOf, isOperator } from '../access/roles';
import type { ScopedUser } from '../access/user-scope';
import { loadAccessUser } from './lookups';
import { guardMessages as text } from '../messages/guards';
import { requireActor, type GuardContext, type Middleware } from './actor';

declare const strapi: Core.Strapi;

/**
 * Runs the write and then `check` on what was stored, in one transaction: a write that ended
 * up outside the caller's scope is rolled back and refused (403).
 */
const checkedAfterWrite =
  <T>(before: (ctx: GuardContext, actor: ScopedUser) => Promise<T>, check: (ctx: GuardContext, actor: ScopedUser, before: T) => Promise<boolean>): Middleware =>
  async (ctx, next) => {
    const actor = await requireActor(ctx);
    await strapi.db.transaction(async () => {
      const snapshot = await before(ctx, actor);
      await next();
      if (!(await check(ctx, actor, snapshot))) throw new errors.PolicyError(text.outsideScope);
    });
  };

type Stored = { brand?: { documentId: string } | null; salesUser?: { id: number } | null };
/** A further check of the stored versions of a document. */
export type StoredCheck = (actor: ScopedUser, rows: Stored[]) => Promise<boolean>;

/** The document the request wrote: the path's documentId, or the created one from the answer. */
const writtenDocumentId = (ctx: GuardContext) => ctx.params?.id ?? (ctx.body as { data?: { documentId?: string } } | undefined)?.data?.documentId;

/** Every stored version of the written document belongs to a brand the caller writes. */
export const storedInWritableBrand = (uid: UID.ContentType, rules: BrandScopeRules, extra?: StoredCheck) =>
  checkedAfterWrite(
    async () => null,
    async (ctx, actor) => {
      const documentId = writtenDocumentId(ctx);
      if (!documentId) return true;
      const rows: Stored[] = await strapi.db.query(uid).findMany({
        where: { documentId },
        populate: { brand: { select: ['documentId'] }, ...(extra ? { salesUser: { select: ['id'] } } : {}) },
      });
      if (
        !storedBrandsWithin(
          writableBrands(actor, rules),
          rows.map((r) => r.brand?.documentId ?? null),
        )
      )
        return false;
      return extra ? extra(actor, rows) : true;
    },
  );

/** A brand admin's link belongs to a member of the link's brand (operators link anyone). */
export const linkOwnerInBrand = async (actor: ScopedUser, rows: Stored[]) => {
  if (isOperator(actor)) return true;
  for (const row of rows) {
    const owner = row.salesUser ? await loadAccessUser(strapi, row.salesUser.id) : null;
    if (!owner || !row.brand || !brandIdsOf(owner).includes(row.brand.documentId)) return false;
  }
  return true;
};

/** A user's stored role and memberships changed only as far as the caller may change them. */
export const storedMembershipAllowed = checkedAfterWrite(
  async (ctx) => {
    const target = await loadAccessUser(strapi, Number(ctx.params?.id));
    return target && membershipOf(target);
  },
  async (ctx, actor, before) => {
    const target = await loadAccessUser(strapi, Number(ctx.params?.id));
    if (!before || !target) return true;
    return membershipChangeAllowed(actor, target.id, before, membershipOf(target));
  },
);
