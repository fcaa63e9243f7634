import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { brandScopeChecks, ScopedCtx } from '../../access/brand-scoped-controller';
import { brandFilter, draftBrands, oneOf, POST_RULES } from '../../access/brand-scope';
import { FieldError, POST_UID, scheduleErrors, ScheduleInput } from '../../access/scheduled-publication';
import { loadAccessUser, scopedFilters } from '../../access/user-scope';
import { appendPostLog, logEntry, PostLogAction } from '../../api/post/services/post-log';
import { messages } from '../../messages';

const ACTION_UID = 'plugin::publisher.action';

type Ctx = ScopedCtx & {
  state: { user?: { id: number; email?: string }; auth?: { strategy?: { name?: string } } };
  request: { body?: { data?: ScheduleInput & Record<string, unknown> } };
  body?: unknown;
};
type Handler = (ctx: Ctx) => Promise<unknown>;
type ActionController = Record<'find' | 'findOne' | 'create' | 'update' | 'delete', Handler>;
type ControllerFactory = (deps: { strapi: Core.Strapi }) => ActionController;
type ActionRow = { documentId: string; entityId: string; entitySlug: string; mode: string; executeAt: string };

declare const strapi: Core.Strapi;

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

/**
 * Scheduled publication through the content API (spec section 7): brand admins schedule, move and
 * delete the actions of their own brands' posts, and see those of the brands whose drafts they read.
 * The admin panel's routes share this controller and stay as they are.
 */
export default (plugin: { controllers: { actionController: ControllerFactory | ActionController } }) => {
  const base = plugin.controllers.actionController;

  plugin.controllers.actionController = ({ strapi: app }: { strapi: Core.Strapi }) => {
    const core = typeof base === 'function' ? base({ strapi: app }) : base;
    const posts = brandScopeChecks(app, POST_UID, POST_RULES);
    const isAdminPanel = (ctx: Ctx) => ctx.state.auth?.strategy?.name === 'admin';

    const actor = async (ctx: Ctx) => {
      const user = ctx.state.user && (await loadAccessUser(app, ctx.state.user.id));
      if (!user) throw new errors.PolicyError(messages.forbidden);
      return user;
    };
    const assertPostWritable = (ctx: Ctx, postId: string) =>
      posts.assertWritable({ ...ctx, params: { id: postId }, query: {}, request: {} });
    const loadAction = async (documentId: string): Promise<ActionRow> => {
      const row = await app.db.query(ACTION_UID).findOne({ where: { documentId } });
      if (!row || row.entitySlug !== POST_UID) throw new errors.NotFoundError(messages.schedule.notFound);
      return row as ActionRow;
    };
    const log = (ctx: Ctx, postId: string, action: PostLogAction, executeAt?: string) =>
      appendPostLog(app, postId, logEntry(ctx.state.user?.email ?? '', action, executeAt));

    const scoped: ActionController = {
      async find(ctx) {
        if (isAdminPanel(ctx)) return core.find(ctx);
        const caller = await actor(ctx);
        const brands = draftBrands(caller, POST_RULES);
        // Only the posts asked for are checked (a list asks for its page's), not all of the brands'.
        const asked = requestedEntityIds(ctx.query.filters);
        const visible = brands
          ? await app.db.query(POST_UID).findMany({
              where: { ...brandFilter(brands), ...(asked ? { documentId: { $in: asked } } : {}) },
              select: ['documentId'],
            })
          : null;
        const posts = { entitySlug: { $eq: POST_UID } };
        const scope = visible
          ? oneOf([...new Set(visible.map((p: { documentId: string }) => p.documentId))], (ids) => ({ ...posts, entityId: { $in: ids } }))
          : posts;
        ctx.query.filters = scopedFilters(caller, ctx.query.filters, scope);
        return core.find(ctx);
      },
      async findOne(ctx) {
        if (isAdminPanel(ctx)) return core.findOne(ctx);
        const action = await loadAction(String(ctx.params.id));
        const brands = draftBrands(await actor(ctx), POST_RULES);
        if (brands) {
          const post = await app.db.query(POST_UID).findOne({ where: { documentId: action.entityId, ...brandFilter(brands) } });
          if (!post) throw new errors.NotFoundError(messages.schedule.notFound);
        }
        return core.findOne(ctx);
      },
      async create(ctx) {
        if (isAdminPanel(ctx)) return core.create(ctx);
        const data = ctx.request.body?.data ?? {};
        const fieldErrors = scheduleErrors(data, new Date(), { creating: true });
        if (fieldErrors.length) throw invalid(fieldErrors);
        const postId = String(data.entityId);
        await assertPostWritable(ctx, postId);
        const existing = await app.db.query(ACTION_UID).count({ where: { entityId: postId, entitySlug: POST_UID, mode: data.mode } });
        if (existing) throw invalid([{ path: 'executeAt', message: messages.schedule.duplicate }]);
        ctx.request.body = { data: { entityId: postId, entitySlug: POST_UID, mode: data.mode, executeAt: data.executeAt } };
        const result = await core.create(ctx);
        await log(ctx, postId, 'scheduled', new Date(String(data.executeAt)).toISOString());
        return result;
      },
      async update(ctx) {
        if (isAdminPanel(ctx)) return core.update(ctx);
        const action = await loadAction(String(ctx.params.id));
        await assertPostWritable(ctx, action.entityId);
        const data = ctx.request.body?.data ?? {};
        const fieldErrors = scheduleErrors(data, new Date(), { creating: false });
        if (fieldErrors.length) throw invalid(fieldErrors);
        // Only the time moves: the post and the mode of an action stay what they were.
        ctx.request.body = { data: { executeAt: data.executeAt } };
        const result = await core.update(ctx);
        await log(ctx, action.entityId, 'rescheduled', new Date(String(data.executeAt)).toISOString());
        return result;
      },
      async delete(ctx) {
        if (isAdminPanel(ctx)) return core.delete(ctx);
        const action = await loadAction(String(ctx.params.id));
        await assertPostWritable(ctx, action.entityId);
        const result = await core.delete(ctx);
        await log(ctx, action.entityId, 'unscheduled');
        return result;
      },
    };
    // The core controller stays the prototype, so its other methods (sanitizers) remain reachable.
    return Object.setPrototypeOf(scoped, core as object) as ActionController;
  };
  return plugin;
};
