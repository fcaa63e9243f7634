import { inputMessages } from '../messages/input';

/** JSON bodies, counted after unpacking (a small gzip that unpacks to gigabytes stops here): 1 MB. */
export const JSON_BODY_LIMIT = '1mb';

type ParseError = Error & { status?: number; statusCode?: number };
type Context = { throw(status: number, message: string): never; get(field: string): string };

/**
 * koa-body's `onError` (the `strapi::body` middleware): what the parser could not read is the
 * caller's fault, said in German. An unknown Content-Encoding or charset is a 415; bytes that are
 * not what their Content-Encoding says (zlib's "incorrect header check", which has no status and
 * was a 500) are a 400. Too large (413) and not JSON (400) keep their status and are said in German
 * by middlewares/german-errors.ts. An upload over its limit goes on to Strapi's own answer.
 */
export const refuseUnreadableBody = (error: ParseError, ctx: Context): never => {
  if (/maxFileSize/.test(error.message)) throw error;
  const status = error.status ?? error.statusCode;
  if (status === 415) ctx.throw(415, inputMessages.unsupportedEncoding);
  if (status === 413 || error.name === 'SyntaxError') throw error;
  if (status && status >= 400 && status < 500) ctx.throw(status, inputMessages.unreadable);
  const encoding = ctx.get('Content-Encoding').trim().toLowerCase();
  if (encoding && encoding !== 'identity') ctx.throw(400, inputMessages.badEncoding);
  throw error;
};
