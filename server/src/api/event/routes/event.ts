import { factories } from '@strapi/strapi';
import { EVENT_RULES } from '../../../access/brand-scope';
import { guardedWrites } from '../../../guards/routes';
import { storedInWritableBrand } from '../../../guards/stored-scope';

// Writes: references read as Strapi reads them, and the stored event must lie in a brand the caller writes.
export default factories.createCoreRouter('api::event.event', {
  config: guardedWrites('api::event.event', storedInWritableBrand('api::event.event', EVENT_RULES)),
});
