import { canonicalBody } from '../../guards/canonical-body';
import { storedMembershipAllowed } from '../../guards/stored-scope';
import type { Middleware } from '../../guards/actor';

const USER = 'plugin::users-permissions.user';

/**
 * The guards of the users-permissions user routes, by handler. Reading and the rules of who
 * changes whom live in the controller (strapi-server.ts); these read the body as Strapi will and
 * check what was stored.
 */
export const USER_ROUTE_GUARDS: Record<string, Middleware[]> = {
  // Operators create users (the permission table); references read as Strapi reads them.
  'user.create': [canonicalBody(USER, { bare: true })],
  // `currentPassword` confirms a change of one's own e-mail address; it is never stored.
  'user.update': [canonicalBody(USER, { bare: true, extraKeys: ['currentPassword'] }), storedMembershipAllowed],
};

type Route = { handler?: string; config?: { middlewares?: unknown[] } & Record<string, unknown> };

/** Adds the guards to the plugin's content-API routes. */
export const guardUserRoutes = (routes: Route[]) => {
  for (const route of routes) {
    const guards = route.handler ? USER_ROUTE_GUARDS[route.handler] : undefined;
    if (guards) route.config = { ...route.config, middlewares: [...(route.config?.middlewares ?? []), ...guards] };
  }
};
