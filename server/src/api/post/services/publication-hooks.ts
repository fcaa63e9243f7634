import type { Core } from '@strapi/strapi';
import { SCHEDULER } from '@markenportal/contract';
import { appendPostLog, logEntry } from '../../../publication/post-log';
import { notifyPublishedPost } from './post-notifications';

const POST = 'api::post.post';

/**
 * A scheduled action (strapi-plugin-publisher) publishes like a click does: logged, and the
 * favoriters are notified. The plugin reads its hooks from the config at each run.
 */
export const registerPublicationHooks = (strapi: Core.Strapi) => {
  const hooks = strapi.config.get('plugin::publisher.hooks', {}) as Record<string, unknown>;
  strapi.config.set('plugin::publisher.hooks', {
    ...hooks,
    afterPublish: async ({ uid, entity }: { uid: string; entity: { documentId: string } }) => {
      if (uid !== POST) return;
      // Inside the action's transaction (decision 0017): the log entry commits with the publication.
      await appendPostLog(strapi, entity.documentId, logEntry(SCHEDULER, 'published'));
      // The notification only once that has committed: a rolled-back publication notifies nobody,
      // and no push is sent while the transaction holds the database.
      await strapi.db.transaction(({ onCommit }) => onCommit(() => void notifyPublishedPost(strapi, entity.documentId)));
    },
    afterUnpublish: async ({ uid, entity }: { uid: string; entity: { documentId: string } }) => {
      if (uid !== POST || !entity?.documentId) return;
      await appendPostLog(strapi, entity.documentId, logEntry(SCHEDULER, 'unpublished'));
    },
  });
};
