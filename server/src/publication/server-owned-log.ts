import type { Core } from '@strapi/strapi';

// An event's log, like a post's, is the server's: it is appended with strapi.db.query only
// (post-log.ts). Document writes of events never carry one, so no client writes it through REST.

export const registerServerOwnedEventLog = (strapi: Core.Strapi) => {
  strapi.documents.use(async (ctx, next) => {
    const params: Record<string, unknown> | undefined = ctx.params;
    const data = params?.data;
    if (ctx.uid === 'api::event.event' && (ctx.action === 'create' || ctx.action === 'update') && data && typeof data === 'object') {
      delete (data as Record<string, unknown>).log;
    }
    return next();
  });
};
