import { HttpError } from 'ra-core';
// The catalog's text itself, not the translating provider: the whole catalog stays out of the
// sign-in page's code (login/AuthApp.tsx).
import { appGerman } from '../../i18n/app';

// The server answers every refusal in German, field messages included (its one translation:
// server/src/middlewares/german-errors.ts). The app shows those texts as they are; only an answer
// without a text of the server's (a proxy's error page, no connection) falls back to the status.

export interface StrapiErrorBody {
  error?: {
    status?: number;
    name?: string;
    message?: string;
    details?: { errors?: { path?: (string | number)[]; message?: string }[] };
  };
}

const STATUS_MESSAGES: Record<number, string> = {
  400: 'app.errors.bad_request',
  401: 'app.errors.unauthorized',
  403: 'app.errors.forbidden',
  404: 'app.errors.not_found',
  405: 'app.errors.not_allowed',
  409: 'app.errors.conflict',
  413: 'app.errors.too_large',
  429: 'app.errors.too_many_requests',
};

export const toHttpError = (status: number, body: StrapiErrorBody | null): HttpError => {
  const error = body?.error;
  const raw = error?.message ?? '';
  const fieldErrors: Record<string, string> = {};
  for (const e of error?.details?.errors ?? []) {
    const path = (e.path ?? []).join('.');
    if (!path) continue;
    fieldErrors[path] = e.message || appGerman.app.errors.field.invalid;
  }
  let message: string;
  if (Object.keys(fieldErrors).length) message = 'app.errors.validation';
  else if (raw && status < 500) message = raw;
  else message = STATUS_MESSAGES[status] ?? (status >= 500 ? 'app.errors.server' : 'app.errors.bad_request');
  return new HttpError(message, status, { ...body, errors: fieldErrors });
};

export const networkError = () => new HttpError('app.errors.network', 0, {});

/**
 * The signed-in user's session has ended (401, or no token left to send). `write` marks a call that
 * would have changed something: its caller must hear that it failed (authProvider.checkError).
 */
export const sessionExpiredError = (method: string, body: StrapiErrorBody | null = null) =>
  new HttpError('app.auth.session_expired', 401, { ...body, write: method !== 'GET' });

export const isWriteRefusedBySessionEnd = (error: { status?: number; body?: { write?: boolean } } | null | undefined) =>
  error?.status === 401 && error.body?.write === true;
