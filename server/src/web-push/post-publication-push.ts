import type { Core } from '@strapi/strapi';
import { enqueuePostPush } from './web-push-jobs';

// A published post notifies the browsers of its brand's favoriters (docs/decisions/0027-web-push.md).
// Every publication goes through the document service, a click (publication-actions.ts) as well as a
// scheduled action (the publisher plugin): its job row is written in the publication's transaction,
// so a rolled-back publication notifies nobody and a committed one exactly once.

const POST = 'api::post.post';

export const registerPostWebPush = (strapi: Core.Strapi) => {
  strapi.documents.use(async (ctx, next) => {
    const documentId: unknown = (ctx.params as Record<string, unknown> | undefined)?.documentId;
    if (ctx.uid !== POST || ctx.action !== 'publish' || typeof documentId !== 'string') return next();
    return strapi.db.transaction(async () => {
      const result = await next();
      await enqueuePostPush(strapi, documentId);
      return result;
    });
  });
};
