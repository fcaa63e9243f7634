import { HttpError } from 'ra-core';
import { translateNow } from '../../i18n';

// Strapi answers in English; the user reads German. Messages are catalog keys (app.errors.*), or
// the server's own German text when it already speaks to the user.

export interface StrapiErrorBody {
  error?: {
    status?: number;
    name?: string;
    message?: string;
    details?: { errors?: { path?: (string | number)[]; message?: string }[] };
  };
}

/** German text the server wrote for the user (it has umlauts or typical German words). */
const looksGerman = (text: string) => /[äöüÄÖÜß]|\b(nicht|Sie|Ihr|keine|bitte|der|die|das|bereits|ungültig|ist|oder|und|eine?)\b/i.test(text);

const FIELD_PATTERNS: [RegExp, string][] = [
  [/must be at most (\d+) characters/i, 'app.errors.field.too_long'],
  [/must be at least (\d+) characters/i, 'app.errors.field.too_short'],
  [/required|must be defined|cannot be null|must not be empty/i, 'app.errors.field.required'],
  [/unique|already taken|already exists/i, 'app.errors.field.unique'],
  [/valid email/i, 'app.errors.field.email'],
  [/one of the following values/i, 'app.errors.field.choice'],
  [/must match/i, 'app.errors.field.format'],
  [/must be a `?(number|integer)`? type|must be a number|must be an integer/i, 'app.errors.field.number'],
  [/must be greater than or equal to (-?\d+)/i, 'app.errors.field.min'],
  [/must be less than or equal to (-?\d+)/i, 'app.errors.field.max'],
];

/**
 * A field message in German. react-admin shows server field errors as plain strings, so the
 * catalog text is filled in here.
 */
export const fieldMessage = (message = ''): string => {
  if (looksGerman(message)) return message;
  for (const [pattern, key] of FIELD_PATTERNS) {
    const match = message.match(pattern);
    if (match) return translateNow(key, { n: match[1] });
  }
  return translateNow('app.errors.field.invalid');
};

const KNOWN_MESSAGES: [RegExp, string][] = [
  [/invalid identifier or password/i, 'app.errors.invalid_credentials'],
  [/blocked/i, 'app.errors.blocked'],
  [/not confirmed/i, 'app.errors.not_confirmed'],
  [/incorrect code provided/i, 'app.errors.invalid_reset_code'],
  [/passwords do not match/i, 'app.errors.passwords_mismatch'],
  [/email or username are already taken|email already taken|username already taken/i, 'app.errors.email_taken'],
];

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
    fieldErrors[path] = fieldMessage(e.message);
  }
  let message: string;
  if (Object.keys(fieldErrors).length) message = 'app.errors.validation';
  else if (looksGerman(raw)) message = raw;
  else message = KNOWN_MESSAGES.find(([p]) => p.test(raw))?.[1] ?? STATUS_MESSAGES[status] ?? (status >= 500 ? 'app.errors.server' : 'app.errors.bad_request');
  return new HttpError(message, status, { ...body, errors: fieldErrors });
};

export const networkError = () => new HttpError('app.errors.network', 0, {});
