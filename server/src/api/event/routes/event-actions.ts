import { EVENT_RULES } from '../../../access/brand-scope';
import { documentWritable } from '../../../guards/content';

// Publishing is its own step, as for posts (Strapi 5's REST has no unpublish): brand admins of the event's brand.
const guard = { policies: [], middlewares: [documentWritable('api::event.event', EVENT_RULES)] };

export default {
  routes: [
    { method: 'POST', path: '/events/:id/publish', handler: 'event.publish', config: guard },
    { method: 'POST', path: '/events/:id/unpublish', handler: 'event.unpublish', config: guard },
  ],
};
