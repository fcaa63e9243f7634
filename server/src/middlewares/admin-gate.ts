import { errors } from '@strapi/utils';

/**
 * Paths of the product: the content API, uploaded files, the health and readiness checks and the metrics. Strapi also answers
 * its admin panel's API (`/admin/*`) and the plugins' admin routes (`/content-manager/*`,
 * `/users-permissions/*`, …) on this port, even when the panel is not served, and an instance
 * without an administrator accepts the first registration. Unless SERVE_ADMIN=true, every other
 * path is a 404.
 */
const PRODUCT_PATHS = [/^\/api(\/|$)/, /^\/uploads\//, /^\/_(health|ready)$/, /^\/metrics$/, /^\/favicon\.(ico|png)$/, /^\/robots\.txt$/];

/** The admin panel's open registration, never used: the first admin comes from the environment. */
const REGISTRATION = /^\/admin\/register-admin\/?$/;

export const isProductPath = (path: string) => PRODUCT_PATHS.some((pattern) => pattern.test(path));

export default (_config: unknown, { strapi }: { strapi: { config: { get(key: string, fallback?: unknown): unknown } } }) =>
  async (ctx: { path: string }, next: () => Promise<unknown>) => {
    const servesAdmin = strapi.config.get('admin.serveAdminPanel', false) === true;
    if ((!servesAdmin && !isProductPath(ctx.path)) || REGISTRATION.test(ctx.path)) throw new errors.NotFoundError('Nicht gefunden.');
    await next();
  };
