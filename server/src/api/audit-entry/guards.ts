import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { brandScopeOf } from '@markenportal/contract';
import { readableBrands } from '../../access/brand-scope';
import { scopedFilters } from '../../access/user-scope';
import { messages } from '../../messages';
import { invalidParameter } from '../../messages/validation';
import { requireActor, type GuardContext, type Middleware } from '../../guards/actor';

declare const strapi: Core.Strapi;

/** Who reads which entries: the access table's scope of `audit-entry.find` (operators all, brand admins their brands). */
const AUDIT_RULES = brandScopeOf('audit-entry');

/** The numeric ids of the brands whose entries the caller reads; null: every brand. */
const readableBrandIds = async (ctx: GuardContext): Promise<number[] | null> => {
  const documentIds = readableBrands(await requireActor(ctx), AUDIT_RULES);
  if (documentIds === null) return null;
  if (!documentIds.length) return [];
  const rows = (await strapi.db.query('api::brand.brand').findMany({ where: { documentId: { $in: documentIds } }, select: ['id'] })) as { id: number }[];
  return rows.map((row) => row.id);
};

/**
 * Where an operator wrote from is not a brand admin's business (data minimisation): IP address and
 * browser are left out of their answers, and may not be filtered or sorted by (an oracle otherwise).
 */
const OPERATORS_ONLY_FIELDS = ['ip', 'userAgent'];
const namesField = (value: unknown): boolean =>
  typeof value === 'string'
    ? OPERATORS_ONLY_FIELDS.some((field) => value === field || value.startsWith(`${field}:`))
    : Array.isArray(value)
      ? value.some(namesField)
      : !!value && typeof value === 'object' && Object.entries(value).some(([key, item]) => OPERATORS_ONLY_FIELDS.includes(key) || namesField(item));
const withoutOperatorsOnlyFields = (body: unknown) => {
  const data = (body as { data?: unknown } | undefined)?.data;
  for (const entry of Array.isArray(data) ? data : data ? [data] : [])
    for (const field of OPERATORS_ONLY_FIELDS) delete (entry as Record<string, unknown>)[field];
};

/** The list: a brand admin's filters are joined with their brands (an entry without a brand is an operator's). */
export const auditListInScope: Middleware = async (ctx, next) => {
  const brands = await readableBrandIds(ctx);
  if (brands !== null) {
    if (namesField(ctx.query.filters) || namesField(ctx.query.sort) || namesField(ctx.query.fields)) throw new errors.ValidationError(invalidParameter('ip'));
    ctx.query.filters = scopedFilters(await requireActor(ctx), ctx.query.filters, { brandId: { $in: brands.length ? brands : [-1] } });
  }
  await next();
  if (brands !== null) withoutOperatorsOnlyFields(ctx.body);
};

/** One entry: outside the caller's brands it does not exist (404). */
export const auditEntryInScope: Middleware = async (ctx, next) => {
  const brands = await readableBrandIds(ctx);
  if (brands !== null) {
    const entry = (await strapi.db.query('api::audit-entry.audit-entry').findOne({ where: { documentId: String(ctx.params?.id) }, select: ['brandId'] })) as {
      brandId: number | null;
    } | null;
    if (!entry || entry.brandId === null || !brands.includes(entry.brandId)) throw new errors.NotFoundError(messages.notFound);
  }
  await next();
  if (brands !== null) withoutOperatorsOnlyFields(ctx.body);
};
