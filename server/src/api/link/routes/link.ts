import { factories } from '@strapi/strapi';
import { LINK_RULES } from '../../../access/brand-scope';
import { guardedWrites } from '../../../guards/routes';
import { linkOwnerInBrand, storedInWritableBrand } from '../../../guards/stored-scope';

// Writes: references read as Strapi reads them; the stored link lies in a brand the caller writes
// and, for brand admins, belongs to a member of that brand.
export default factories.createCoreRouter('api::link.link', {
  config: guardedWrites('api::link.link', storedInWritableBrand('api::link.link', LINK_RULES, linkOwnerInBrand)),
});
