import { factories } from '@strapi/strapi';
import { brandProfileOrOperator } from '../../../guards/brands';
import { canonicalBody } from '../../../guards/canonical-body';

// Operators create and change brands; a brand admin changes the profile of their own brand. The
// booking history is written by the controller, never by the client.
export default factories.createCoreRouter('api::brand.brand', {
  config: {
    create: { middlewares: [canonicalBody('api::brand.brand')] },
    update: { middlewares: [brandProfileOrOperator, canonicalBody('api::brand.brand')] },
  },
});
