import { factories } from '@strapi/strapi';
import { appendPostLog, logEntry } from '../../../publication/post-log';
import { publicationActions } from '../../../publication/publication-actions';
import type { RequestContext } from '../../../http/request-context';

type Written = { data?: { documentId?: string; publishedAt?: string | null } } | undefined;

// The core actions as Strapi has them (their guards are in routes/event.ts), each write logged as a
// post's is, and publishing like posts (routes/event-actions.ts); events notify nobody.
export default factories.createCoreController('api::event.event', ({ strapi }) => {
  const log = async (ctx: RequestContext, written: Written, actions: ('created' | 'updated' | 'published')[]) => {
    const documentId = written?.data?.documentId;
    const by = ctx.state.user?.email ?? '';
    if (documentId) for (const action of actions) await appendPostLog(strapi, documentId, logEntry(by, action), 'api::event.event');
  };
  return {
    ...publicationActions(strapi, 'api::event.event'),
    async create(ctx: RequestContext) {
      const written = (await super.create(ctx)) as Written;
      await log(ctx, written, written?.data?.publishedAt ? ['created', 'published'] : ['created']);
      return written;
    },
    async update(ctx: RequestContext) {
      const written = (await super.update(ctx)) as Written;
      await log(ctx, written, ['updated']);
      return written;
    },
  };
});
