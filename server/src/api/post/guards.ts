import type { Core } from '@strapi/strapi';
import { currentPostLog, logEntry } from '../../publication/post-log';
import type { Middleware } from '../../guards/actor';

declare const strapi: Core.Strapi;

type Body = { data?: Record<string, unknown> };

/**
 * Writes stay on the draft: a post is created unpublished (the spec's "States and transitions"), publishing is its own
 * step. The log is the server's: each write appends who did what.
 */
export const draftWrite =
  (action: 'created' | 'updated'): Middleware =>
  async (ctx, next) => {
    ctx.query.status = 'draft';
    const data = (ctx.request.body as Body | undefined)?.data;
    if (data) {
      delete data.publishedAt;
      const by = ctx.state.user?.email ?? '';
      data.log = action === 'created' ? [logEntry(by, 'created')] : [...(await currentPostLog(strapi, String(ctx.params?.id))), logEntry(by, 'updated')];
    }
    await next();
  };
