import type { Core } from '@strapi/strapi';
import { seed } from './seed';
import { registerPublicationHooks } from './api/post/services/publication-hooks';
import { ensureFirstAdmin } from './security/first-admin';
import { realtimeHub } from './api/realtime/services/realtime-hub';

export default {
  register(/* { strapi }: { strapi: Core.Strapi } */) {},

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    registerPublicationHooks(strapi);
    await ensureFirstAdmin(strapi);
    await seed(strapi);
    await realtimeHub(strapi).start();
  },

  async destroy({ strapi }: { strapi: Core.Strapi }) {
    await realtimeHub(strapi).stop();
  },
};
