import { signedIn } from '../../../guards/staff';
import { rateLimited } from '../../../guards/rate-limits';

// Web Push for the web app (docs/decisions/0027-web-push.md). A custom API without content type;
// permission actions api::web-push.web-push.key, .subscribe and .unsubscribe (sales reps). The
// controller only ever touches the caller's own subscriptions; the writes are counted per account.
// Removal is a POST with the endpoint in its body: Strapi's body parser reads no DELETE body.
export default {
  routes: [
    { method: 'GET', path: '/web-push/key', handler: 'web-push.key', config: { policies: [], middlewares: [signedIn] } },
    {
      method: 'POST',
      path: '/web-push/subscriptions',
      handler: 'web-push.subscribe',
      config: { policies: [], middlewares: [rateLimited('webPushSubscription'), signedIn] },
    },
    {
      method: 'POST',
      path: '/web-push/subscriptions/remove',
      handler: 'web-push.unsubscribe',
      config: { policies: [], middlewares: [rateLimited('webPushSubscription'), signedIn] },
    },
  ],
};
