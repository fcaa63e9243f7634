import type { UID } from '@strapi/strapi';
import { canonicalBody } from './canonical-body';
import type { Middleware } from './actor';

type RouteConfig = { middlewares?: Middleware[] };

/**
 * The route config of a core router whose create and update bodies are read in canonical form
 * first, then guarded by `after` (checks of what was stored).
 */
export const guardedWrites = (uid: UID.ContentType, ...after: Middleware[]): Record<'create' | 'update', RouteConfig> => ({
  create: { middlewares: [canonicalBody(uid), ...after] },
  update: { middlewares: [canonicalBody(uid), ...after] },
});
