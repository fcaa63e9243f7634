import path from 'node:path';
import { existsSync } from 'node:fs';
import send from 'koa-send';
import type { Core } from '@strapi/strapi';
import { isProductPath } from './admin-gate';
import { appConfigScript, appRuntimeConfig } from '../web-app/app-config';
import { productTimeZone } from '../time-zone';

type Context = Parameters<typeof send>[0] & { method: string; path: string; body: unknown; type: string; get(field: string): string };

/** Vite names the files below /assets/ by their content's hash: they never change. */
const HASHED = /^\/assets\//;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** A path with a file extension asks for a file; without one it is a route of the app. */
const FILE = /\/[^/]+\.[a-z0-9]+$/i;
/** Only a browser's page request gets index.html; an API client asking for another path gets the 404. */
const WANTS_PAGE = /text\/html|application\/xhtml\+xml/;

/**
 * Serves the built web app on the API's port (docs/decisions/0016-one-production-server.md): its
 * files with their precompressed brotli or gzip variant, hashed assets cached for good and the rest
 * revalidated, index.html for a browser's request of any route of the app (never for /api or /uploads), and the run-time
 * settings at /app-config.js. Without a build it steps aside (the API alone, or `npm run dev`).
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const configured = strapi.config.get('web-app.dir', '') as string;
  const root = path.resolve(configured || path.join(strapi.dirs.app.root, '..', 'dist'));
  const built = existsSync(path.join(root, 'index.html'));
  if (!built) strapi.log.info(`[web-app] Kein Build unter ${root}: der Server liefert nur die API.`);
  const script = appConfigScript(
    appRuntimeConfig(
      strapi.config.get('public-access.token') as string,
      strapi.config.get('web-app') as Parameters<typeof appRuntimeConfig>[1],
      productTimeZone(),
    ),
  );
  const servesAdmin = () => strapi.config.get<boolean>('admin.serveAdminPanel', false) === true;

  return async (ctx: Context, next: () => Promise<unknown>) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isProductPath(ctx.path) || (servesAdmin() && /^\/admin(\/|$)/.test(ctx.path))) return next();
    if (ctx.path === '/app-config.js') {
      ctx.set('Cache-Control', REVALIDATE);
      ctx.type = 'application/javascript';
      ctx.body = script;
      return;
    }
    if (!built) return next();
    const isFile = FILE.test(ctx.path);
    if (!isFile && !WANTS_PAGE.test(ctx.get('Accept'))) return next();
    const file = isFile ? ctx.path : '/index.html';
    try {
      await send(ctx, file, {
        root,
        brotli: true,
        gzip: true,
        setHeaders: (res) => {
          res.setHeader('Cache-Control', HASHED.test(file) ? IMMUTABLE : REVALIDATE);
          res.setHeader('Vary', 'Accept-Encoding');
        },
      });
    } catch (error) {
      if ((error as { status?: number }).status === 404) return next();
      throw error;
    }
  };
};
