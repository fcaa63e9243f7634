import type { Core } from '@strapi/strapi';
import { seed } from './seed';
import { registerPublicationHooks } from './api/post/services/publication-hooks';

export default {
  register(/* { strapi }: { strapi: Core.Strapi } */) {},

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    registerPublicationHooks(strapi);
    await seed(strapi);
  },
};
