import { randomUUID } from 'node:crypto';

// The request id and the JSON log line of a request (server/src/middlewares/request-log.ts).

/** An incoming X-Request-Id is kept only when it is a short token that is safe in logs and headers. */
const SAFE_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export const requestIdFrom = (incoming: string | undefined, generate: () => string = randomUUID) =>
  incoming !== undefined && SAFE_ID.test(incoming) ? incoming : generate();

/**
 * The route label of a request: the matched route's pattern (`/api/posts/:id`), never the path
 * with its ids, so that the metrics' labels stay few. Paths no route matched share one label.
 */
export const routeLabel = (matched: string | undefined, path: string, ownPaths: readonly string[]) =>
  matched ?? (ownPaths.includes(path) ? path : '(unmatched)');

/** Route parameters that are secrets (an invitation's code): their value never reaches the log. */
const SECRET_PARAMS = new Set([':code', ':token', ':confirmation']);

/**
 * The app's pages whose last segment is a secret (`/reset-password/<token>`): no API route matches
 * them, so the route's pattern cannot say so.
 */
const SECRET_PAGES = ['/reset-password/'];

/**
 * Our secrets in paths are 32 characters or more (invitation codes 32, reset tokens 128); a
 * documentId is 24. A longer segment is redacted wherever it appears, matched route or not.
 */
const SECRET_LENGTH = 32;

/** The path with the values of secret parameters replaced, segment by segment against the route's pattern. */
export const redactedPath = (route: string, path: string) => {
  const pattern = route.split('/');
  const page = SECRET_PAGES.find((prefix) => path.startsWith(prefix));
  if (page) return `${page}[redacted]`;
  return path
    .split('/')
    .map((segment, i) => (SECRET_PARAMS.has(pattern[i] ?? '') || segment.length >= SECRET_LENGTH ? '[redacted]' : segment))
    .join('/');
};

/** A refusal's reason is logged up to this many characters: a client cannot make a line long. */
const REASON_LENGTH = 200;

/** Runs of token characters as long as our secrets, wherever a message might quote one. */
const SECRET_RUN = new RegExp(`[A-Za-z0-9_.~+/=-]{${SECRET_LENGTH},}`, 'g');

/**
 * yup's type errors quote the value sent ("…, but the final value was: `…`"): it may be a password,
 * so the reason ends before it.
 */
const QUOTED_VALUE = /,? but the final value was:[\s\S]*$/;

type ErrorBody = { error?: { name?: unknown; message?: unknown } };

/**
 * Why a request was refused, from the error Strapi answers with (`{ error: { name, message } }`)
 * or the error that left the middlewares: its name and message, never its details or the request's
 * body; the message shortened, any quoted value dropped and long tokens redacted.
 */
export const refusalReason = (body: unknown, thrown?: { name?: unknown; message?: unknown }): { error?: string; reason?: string } => {
  const source = body !== null && typeof body === 'object' && 'error' in body ? (body as ErrorBody).error : thrown;
  if (!source || typeof source !== 'object') return {};
  const name = typeof source.name === 'string' ? source.name.slice(0, 64) : undefined;
  const message =
    typeof source.message === 'string'
      ? source.message.replace(QUOTED_VALUE, '').replace(SECRET_RUN, '[redacted]').replace(/\s+/g, ' ').trim().slice(0, REASON_LENGTH)
      : undefined;
  return { ...(name ? { error: name } : {}), ...(message ? { reason: message } : {}) };
};

export interface RequestRecord {
  method: string;
  route: string;
  path: string;
  status: number;
  durationMs: number;
  requestId: string;
  userId?: number | string;
  /** For a refused or failed request (4xx, 5xx): the client's address, as the proxy setting reads it. */
  ip?: string;
  /** For a refused or failed request: the error's name and message (refusalReason). */
  error?: string;
  reason?: string;
}

/** The text log's line of a request, as `strapi::logger` wrote it, but without the query string and with secrets redacted. */
export const textLine = (record: RequestRecord) =>
  `${record.method} ${redactedPath(record.route, record.path)} (${Math.ceil(record.durationMs)} ms) ${record.status}` +
  (record.reason || record.error ? ` ${record.error ?? ''}${record.error && record.reason ? ': ' : ''}${record.reason ?? ''}` : '') +
  (record.ip ? ` from ${record.ip}` : '');

/**
 * The readiness probe's path: its 503 says "send nothing here now", the answer it exists for, not a
 * failure of the request. It is logged at `info` and left out of http_request_duration_seconds
 * (`markenportal_ready` has its state), so an alert on server errors does not fire on it.
 */
export const READINESS_ROUTE = '/_ready';

/** The log level of a request's line: server errors `error`, client errors `warn`, the rest and the readiness probe `info`. */
export const levelOf = (record: Pick<RequestRecord, 'route' | 'status'>) =>
  record.route === READINESS_ROUTE || record.status < 400 ? 'info' : record.status >= 500 ? 'error' : 'warn';

/** One line per request; the path without its query string (tokens and filters stay out of logs). */
export const logLine = (record: RequestRecord, now: Date = new Date()) =>
  JSON.stringify({
    time: now.toISOString(),
    level: levelOf(record),
    msg: 'request',
    requestId: record.requestId,
    method: record.method,
    route: record.route,
    path: redactedPath(record.route, record.path),
    status: record.status,
    durationMs: Math.round(record.durationMs * 10) / 10,
    ...(record.userId !== undefined ? { userId: record.userId } : {}),
    ...(record.ip ? { ip: record.ip } : {}),
    ...(record.error ? { error: record.error } : {}),
    ...(record.reason ? { reason: record.reason } : {}),
  });
