import { POST_RULES } from '../../../access/brand-scope';
import { documentWritable } from '../../../guards/content';

// Publishing is its own step (Strapi 5's REST has no unpublish): brand admins of the post's brand.
const guard = { policies: [], middlewares: [documentWritable('api::post.post', POST_RULES)] };

export default {
  routes: [
    { method: 'POST', path: '/posts/:id/publish', handler: 'post.publish', config: guard },
    { method: 'POST', path: '/posts/:id/unpublish', handler: 'post.unpublish', config: guard },
  ],
};
