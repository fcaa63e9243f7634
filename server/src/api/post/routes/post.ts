import { factories } from '@strapi/strapi';
import { POST_RULES } from '../../../access/brand-scope';
import { guardedWrites } from '../../../guards/routes';
import { storedInWritableBrand } from '../../../guards/stored-scope';

// Writes: references read as Strapi reads them, and the stored post must lie in a brand the caller writes.
export default factories.createCoreRouter('api::post.post', {
  config: guardedWrites('api::post.post', storedInWritableBrand('api::post.post', POST_RULES)),
});
