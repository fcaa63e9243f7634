// Publishing is its own step (Strapi 5's REST has no unpublish): brand admins of the post's brand.
export default {
  routes: [
    { method: 'POST', path: '/posts/:id/publish', handler: 'post.publish', config: { policies: [] } },
    { method: 'POST', path: '/posts/:id/unpublish', handler: 'post.unpublish', config: { policies: [] } },
  ],
};
