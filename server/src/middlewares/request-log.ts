import type { Core } from '@strapi/strapi';
import { logLine, READINESS_ROUTE, refusalReason, requestIdFrom, routeLabel, textLine } from '../observability/request-log';
import { observeRequest } from '../observability/metrics';
import { OPERATIONS_PATHS } from './operations';

type Context = {
  method: string;
  path: string;
  status: number;
  body: unknown;
  /** The client's address: X-Forwarded-For's entries the proxies wrote when TRUST_PROXY=true (config/server.ts). */
  ip: string;
  state: { requestId?: string; user?: { id?: number | string } };
  /** The pattern of the route koa-router matched (`/api/posts/:id`). */
  _matchedRoute?: string;
  get(field: string): string;
  set(field: string, value: string): void;
};

type HttpFailure = { status?: number; headers?: Record<string, string>; name?: unknown; message?: unknown };

/**
 * The first middleware: every request gets an id (the caller's X-Request-Id when it is a safe short
 * token), sent back as X-Request-Id; its duration goes into http_request_duration_seconds by route
 * pattern and status; it is logged as one JSON line on stdout with LOG_FORMAT=json, else as Strapi's
 * text line at level http. It replaces `strapi::logger`, which wrote `ctx.url` with its query string:
 * invitation codes, reset and confirmation tokens. Neither line has a query string or a secret segment.
 * A 4xx or 5xx adds the client's address and the error's name and message (never the request's body).
 */
export default (config: { json?: boolean }, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: () => Promise<unknown>) => {
    const started = process.hrtime.bigint();
    const requestId = requestIdFrom(ctx.get('X-Request-Id') || undefined);
    ctx.state.requestId = requestId;
    ctx.set('X-Request-Id', requestId);
    // Set when an error leaves the chain: Koa's own handler answers it, keeping only its headers.
    let failed: HttpFailure | undefined;
    try {
      await next();
    } catch (error) {
      const failure: HttpFailure = error !== null && typeof error === 'object' ? (error as HttpFailure) : {};
      failure.headers = { ...failure.headers, 'X-Request-Id': requestId };
      failed = failure;
      throw error;
    } finally {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      const status = failed ? (failed.status ?? 500) : ctx.status;
      const route = routeLabel(ctx._matchedRoute, ctx.path, OPERATIONS_PATHS);
      if (route !== READINESS_ROUTE) observeRequest(ctx.method, route, status, durationMs / 1000);
      // A refusal says why and to whom (an operator looks for a client's failed sign-ins); a success neither.
      const refused = status >= 400 ? { ip: ctx.ip, ...refusalReason(failed ? undefined : ctx.body, failed) } : {};
      const record = { method: ctx.method, route, path: ctx.path, status, durationMs, requestId, userId: ctx.state.user?.id, ...refused };
      if (config.json) process.stdout.write(`${logLine(record)}\n`);
      // Winston formats a line before its transports drop it by level: not for a level that is off.
      else if (strapi.log.isLevelEnabled('http')) strapi.log.http(textLine(record));
    }
  };
