import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { fieldError } from '../../../validation/field-error';
import { parseEndpoint, parseSubscription } from '../../../web-push/web-push-decisions';
import { removeSubscription, saveSubscription } from '../../../web-push/subscriptions';
import { vapidDetails, webPushOptions } from '../../../web-push/web-push-settings';
import { webPushMessages } from '../../../messages/web-push';

type Ctx = { state: { user?: { id: number } }; request: { body?: unknown }; body?: unknown; status?: number };

const callerId = (ctx: Ctx) => {
  const id = ctx.state.user?.id;
  if (typeof id !== 'number') throw new errors.ForbiddenError();
  return id;
};

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/web-push/key: the applicationServerKey the browser subscribes with. */
  async key(ctx: Ctx) {
    callerId(ctx);
    ctx.body = { data: { publicKey: (await vapidDetails(strapi)).publicKey } };
  },

  /**
   * POST /api/web-push/subscriptions { endpoint, keys: { p256dh, auth } }: this device, for the caller;
   * an endpoint another account holds with other keys is a 409 (mayRegisterEndpoint).
   */
  async subscribe(ctx: Ctx) {
    const userId = callerId(ctx);
    const parsed = parseSubscription(ctx.request.body, webPushOptions().allowInsecureEndpoints);
    if (!parsed.ok) throw fieldError(parsed.field, parsed.message);
    if (!(await saveSubscription(strapi, userId, parsed.value))) {
      // Another account's device (other keys): Strapi has no ConflictError, so the 409 is written here.
      ctx.status = 409;
      ctx.body = { data: null, error: { status: 409, name: 'ConflictError', message: webPushMessages.endpointTaken, details: {} } };
      return;
    }
    ctx.status = 201;
    ctx.body = { data: { endpoint: parsed.value.endpoint } };
  },

  /** POST /api/web-push/subscriptions/remove { endpoint }: the caller's own device only; another's is a 404. */
  async unsubscribe(ctx: Ctx) {
    const userId = callerId(ctx);
    const endpoint = parseEndpoint((ctx.request.body as { endpoint?: unknown } | undefined)?.endpoint, true);
    if (!endpoint.ok) throw fieldError(endpoint.field, endpoint.message);
    if (!(await removeSubscription(strapi, userId, endpoint.value))) throw new errors.NotFoundError(webPushMessages.notFound);
    ctx.body = { data: { endpoint: endpoint.value } };
  },
});
