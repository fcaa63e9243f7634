import { factories } from '@strapi/strapi';
import { brandProfileOrOperator } from '../guards';
import { canonicalBody } from '../../../guards/canonical-body';
import { loadedVersionCurrent, takeLoadedVersion } from '../../../guards/versions';

// Operators create and change brands; a brand admin changes the profile of their own brand. The
// booking history is written by the controller, never by the client. A change names the version it
// was based on; a stale one is a 409 (guards/versions.ts).
export default factories.createCoreRouter('api::brand.brand', {
  config: {
    create: { middlewares: [canonicalBody('api::brand.brand')] },
    update: {
      middlewares: [takeLoadedVersion(), brandProfileOrOperator, canonicalBody('api::brand.brand'), loadedVersionCurrent('api::brand.brand')],
    },
  },
});
