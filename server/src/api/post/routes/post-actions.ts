import { POST_RULES } from '../../../access/brand-scope';
import { documentWritable, documentWritersRead } from '../../../guards/content';
import { rateLimited } from '../../../guards/rate-limits';

// Publishing is its own step (Strapi 5's REST has no unpublish): brand admins of the post's brand.
const guard = { policies: [], middlewares: [documentWritable('api::post.post', POST_RULES)] };
// Publishing notifies the post's favoriters: counted per account (guards/rate-limits.ts).
const publishGuard = { policies: [], middlewares: [rateLimited('publish'), documentWritable('api::post.post', POST_RULES)] };
// The delivery of its pushes and how many devices a publish would reach: for those who publish it.
const writersRead = { policies: [], middlewares: [documentWritersRead('api::post.post', POST_RULES)] };

export default {
  routes: [
    { method: 'POST', path: '/posts/:id/publish', handler: 'post.publish', config: publishGuard },
    { method: 'POST', path: '/posts/:id/unpublish', handler: 'post.unpublish', config: guard },
    { method: 'GET', path: '/posts/:id/notification', handler: 'post.notification', config: writersRead },
    { method: 'GET', path: '/posts/:id/audience', handler: 'post.audience', config: writersRead },
  ],
};
