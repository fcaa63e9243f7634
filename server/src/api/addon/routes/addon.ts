import { factories } from '@strapi/strapi';
import { referenceTableRoutes } from '../../../guards/reference-tables';

// A reference table: names are never blank, an entry in use is not deleted (409).
export default factories.createCoreRouter('api::addon.addon', { config: referenceTableRoutes('api::addon.addon') });
