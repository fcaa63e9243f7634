import { germanFieldMessage, germanMessage, looksGerman } from '../messages/validation';

const STATUS_TEXT: Record<string, string> = {
  ForbiddenError: 'Keine Berechtigung für diese Aktion.',
  UnauthorizedError: 'Bitte melden Sie sich an.',
  NotFoundError: 'Nicht gefunden.',
  PayloadTooLargeError: 'Die Anfrage ist zu groß.',
  RateLimitError: 'Zu viele Anfragen. Bitte warten Sie einen Moment.',
};

type FieldError = { path?: unknown; message?: string; name?: string };
type AppError = Error & { name: string; details?: { errors?: FieldError[] } & Record<string, unknown> };

/** Strapi's own 400s (validation of bodies and queries) in German, field messages included. */
export default () => async (_ctx: unknown, next: () => Promise<unknown>) => {
  try {
    await next();
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
    const bare = STATUS_TEXT[e?.name];
    if (bare && !looksGerman(e.message)) e.message = bare;
    throw e;
  }
};
