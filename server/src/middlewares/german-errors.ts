import { errors } from '@strapi/utils';
import { germanFieldMessage, germanMessage, looksGerman } from '../messages/validation';
import { uploadMessages } from '../messages/uploads';

const STATUS_TEXT: Record<string, string> = {
  ForbiddenError: 'Keine Berechtigung für diese Aktion.',
  UnauthorizedError: 'Bitte melden Sie sich an.',
  NotFoundError: 'Nicht gefunden.',
  PayloadTooLargeError: 'Die Anfrage ist zu groß.',
  RateLimitError: 'Zu viele Anfragen. Bitte warten Sie einen Moment.',
};

/** A file over UPLOAD_SIZE_LIMIT is refused by the body parser while it is received: said as for files. */
const refusalText = (name: string, path = '') =>
  name === 'PayloadTooLargeError' && path.startsWith('/api/upload') ? uploadMessages.tooLarge : STATUS_TEXT[name];

const METHOD_NOT_ALLOWED = 'Diese Anfrage ist hier nicht möglich.';

type FieldError = { path?: unknown; message?: string; name?: string };
type AppError = Error & { name: string; details?: { errors?: FieldError[] } & Record<string, unknown> };

type ErrorBody = { error?: { name?: string; message?: string } };
type Ctx = { path?: string; body?: unknown; status: number; response: { _explicitStatus?: boolean } };

/**
 * Strapi's own refusals and 400s (validation of bodies and queries) in German, field messages
 * included: thrown ones, answered ones, and the 404 and 405 of requests no route took.
 */
export default () => async (ctx: Ctx, next: () => Promise<unknown>) => {
  try {
    await next();
    // No route answered: Strapi's error handler would say "Not Found".
    if (!ctx.response._explicitStatus) throw new errors.NotFoundError(STATUS_TEXT.NotFoundError);
    if (ctx.status === 405 && ctx.body == null) {
      ctx.body = { data: null, error: { status: 405, name: 'MethodNotAllowedError', message: METHOD_NOT_ALLOWED, details: {} } };
    }
    // A missing permission is answered, not thrown (ctx.forbidden() in Strapi's authorize step).
    const answered = (ctx.body as ErrorBody | undefined)?.error;
    const text = answered?.name ? refusalText(answered.name, ctx.path) : undefined;
    if (answered && text && !looksGerman(answered.message ?? '')) answered.message = text;
  } catch (error) {
    const e = error as AppError & { status?: number };
    // A body that is not JSON (koa-body's parser).
    if (e?.name === 'SyntaxError' && e.status === 400) e.message = germanMessage('Invalid body');
    if (e?.name === 'ValidationError' || e?.name === 'ApplicationError') {
      const fieldErrors = e.details?.errors;
      if (Array.isArray(fieldErrors)) for (const f of fieldErrors) f.message = germanFieldMessage(f.message);
      e.message = germanMessage(e.message, Array.isArray(fieldErrors) && fieldErrors.length > 0);
    }
    // Strapi's bare refusals (the authorize step, unknown routes and ids).
    const bare = refusalText(e?.name, ctx.path);
    if (bare && !looksGerman(e.message)) e.message = bare;
    throw e;
  }
};
