import { factories } from '@strapi/strapi';
import { canonicalBody } from '../../../guards/canonical-body';

// Creating: the brand reference read as Strapi reads it; the controller checks it is the inviter's.
export default factories.createCoreRouter('api::invitation.invitation', {
  only: ['find', 'create', 'delete'],
  config: { create: { middlewares: [canonicalBody('api::invitation.invitation')] } },
});
