import { servedUpload, UPLOAD_CSP } from '../access/upload-types';

type Context = {
  path: string;
  status: number;
  body: unknown;
  _matchedRoute?: unknown;
  set(field: string, value: string): void;
  remove(field: string): void;
};

/** The upload plugin's route for files on this instance's disk (strapi::public leaves /uploads to it). */
const UPLOADS_ROUTE = '/uploads/(.*)';
const UPLOADS_PATH = /^\/+uploads\//i;

/** The stored name a request asks for, as koa-send reads it; '' when the path does not decode. */
const requestedName = (path: string) => {
  try {
    return decodeURIComponent(path).split('/').pop() ?? '';
  } catch {
    return '';
  }
};

/**
 * Uploaded files on this origin are never active content (issue 33): their type comes from the
 * stored name the server chose (koa-send would take any extension, `.html` included), anything
 * that is not an image the product shows is a download, the browser may not guess another type,
 * and the files have a policy of their own (no scripts, a sandbox) instead of the app's.
 */
export default () => async (ctx: Context, next: () => Promise<unknown>) => {
  await next();
  if (!UPLOADS_PATH.test(ctx.path) && ctx._matchedRoute !== UPLOADS_ROUTE) return;
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Content-Security-Policy', UPLOAD_CSP);
  if (ctx.body == null) return;
  const served = servedUpload(requestedName(ctx.path));
  ctx.set('Content-Type', served.contentType);
  if (served.disposition === 'attachment') ctx.set('Content-Disposition', 'attachment');
  else ctx.remove('Content-Disposition');
};
