import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { brandFilter, draftBrands, oneOf, POST_RULES } from '../../access/brand-scope';
import { FieldError, POST_UID, scheduleErrors, ScheduleInput } from '../../access/scheduled-publication';
import { scopedFilters } from '../../access/user-scope';
import type { PostLogAction } from '@markenportal/contract';
import { appendPostLog, logEntry } from '../../publication/post-log';
import { messages } from '../../messages';
import { assertDocumentWritable } from '../../guards/brand-documents';
import { requireActor, type GuardContext, type Middleware } from '../../guards/actor';

declare const strapi: Core.Strapi;

// Scheduled publication through the content API (the spec's "The calls it makes"): brand admins schedule, move and
// delete the actions of their own brands' posts, and see those of the brands whose drafts they read.
// strapi-plugin-publisher's controller stays as it is; these guard its content-API routes.

const ACTION_UID = 'plugin::publisher.action';
type ActionRow = { documentId: string; entityId: string; entitySlug: string; mode: string; executeAt: string };
type Body = { data?: ScheduleInput & Record<string, unknown> };

const invalid = (fieldErrors: FieldError[]) =>
  new errors.ValidationError(fieldErrors[0].message, {
    errors: fieldErrors.map((e) => ({ path: [e.path], message: e.message, name: 'ValidationError' })),
  });

/**
 * The posts a filter limits the actions to (`filters[entityId][$eq|$in]`), or null when it does not.
 * Long `$in` lists arrive as objects with index keys (Strapi's qs settings turn indexes above 100 into those).
 */
export const requestedEntityIds = (filters: unknown): string[] | null => {
  const entityId = (filters as { entityId?: unknown } | undefined)?.entityId;
  if (typeof entityId === 'string') return [entityId];
  if (!entityId || typeof entityId !== 'object') return null;
  const { $eq, $in } = entityId as { $eq?: unknown; $in?: unknown };
  const values = $eq !== undefined ? [$eq] : $in && typeof $in === 'object' ? Object.values($in) : null;
  return values && values.every((v) => typeof v === 'string') ? (values as string[]) : null;
};

const loadAction = async (documentId: string): Promise<ActionRow> => {
  const row = await strapi.db.query(ACTION_UID).findOne({ where: { documentId } });
  if (!row || row.entitySlug !== POST_UID) throw new errors.NotFoundError(messages.schedule.notFound);
  return row as ActionRow;
};

const log = (ctx: GuardContext, postId: string, action: PostLogAction, executeAt?: string) =>
  appendPostLog(strapi, postId, logEntry(ctx.state.user?.email ?? '', action, executeAt));

/** Lists: the actions of posts whose drafts the caller reads; only the posts asked for are checked. */
export const scheduleList: Middleware = async (ctx, next) => {
  const caller = await requireActor(ctx);
  const brands = draftBrands(caller, POST_RULES);
  const asked = requestedEntityIds(ctx.query.filters);
  const visible = brands
    ? await strapi.db.query(POST_UID).findMany({ where: { ...brandFilter(brands), ...(asked ? { documentId: { $in: asked } } : {}) }, select: ['documentId'] })
    : null;
  const posts = { entitySlug: { $eq: POST_UID } };
  const scope = visible
    ? oneOf([...new Set(visible.map((p: { documentId: string }) => p.documentId))], (ids) => ({ ...posts, entityId: { $in: ids } }))
    : posts;
  ctx.query.filters = scopedFilters(caller, ctx.query.filters, scope);
  await next();
};

/** Creating: a valid future action for a post the caller writes, once per post and mode; logged. */
export const scheduleCreate: Middleware = async (ctx, next) => {
  const body = ctx.request.body as Body | undefined;
  const data = body?.data ?? {};
  const fieldErrors = scheduleErrors(data, new Date(), { creating: true });
  if (fieldErrors.length) throw invalid(fieldErrors);
  const postId = String(data.entityId);
  await assertDocumentWritable(ctx, POST_UID, POST_RULES, postId);
  const existing = await strapi.db.query(ACTION_UID).count({ where: { entityId: postId, entitySlug: POST_UID, mode: data.mode } });
  if (existing) throw invalid([{ path: 'executeAt', message: messages.schedule.duplicate }]);
  ctx.request.body = { data: { entityId: postId, entitySlug: POST_UID, mode: data.mode, executeAt: data.executeAt } };
  await next();
  await log(ctx, postId, 'scheduled', new Date(String(data.executeAt)).toISOString());
};

/** Moving: only the time of an action of a post the caller writes; logged. */
export const scheduleUpdate: Middleware = async (ctx, next) => {
  const action = await loadAction(String(ctx.params?.id));
  await assertDocumentWritable(ctx, POST_UID, POST_RULES, action.entityId);
  const data = (ctx.request.body as Body | undefined)?.data ?? {};
  const fieldErrors = scheduleErrors(data, new Date(), { creating: false });
  if (fieldErrors.length) throw invalid(fieldErrors);
  ctx.request.body = { data: { executeAt: data.executeAt } };
  await next();
  await log(ctx, action.entityId, 'rescheduled', new Date(String(data.executeAt)).toISOString());
};

/** Deleting: an action of a post the caller writes; logged. */
export const scheduleDelete: Middleware = async (ctx, next) => {
  const action = await loadAction(String(ctx.params?.id));
  await assertDocumentWritable(ctx, POST_UID, POST_RULES, action.entityId);
  await next();
  await log(ctx, action.entityId, 'unscheduled');
};
