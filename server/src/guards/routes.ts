import type { Middleware } from './actor';

/** A route as plugins declare them (users-permissions, upload, publisher). */
export type GuardedRoute = { handler?: string; config?: { middlewares?: unknown[] } & Record<string, unknown> };

/**
 * Adds guards to a plugin's content-API routes, by handler: a plugin's routes are not in a
 * routes/*.ts of ours, so its extension declares them in one table and hands it here.
 */
export const guardRoutes = (routes: GuardedRoute[], guards: Record<string, Middleware[]>) => {
  for (const route of routes) {
    const list = route.handler ? guards[route.handler] : undefined;
    if (list) route.config = { ...route.config, middlewares: [...(route.config?.middlewares ?? []), ...list] };
  }
};
