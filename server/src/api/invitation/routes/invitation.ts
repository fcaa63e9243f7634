import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::invitation.invitation', { only: ['find', 'create', 'delete'] });
