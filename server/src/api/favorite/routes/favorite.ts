import { factories } from '@strapi/strapi';
import { guardedWrites } from '../../../guards/routes';

// Writes: references and files read as Strapi reads them (guards/canonical-body.ts).
export default factories.createCoreRouter('api::favorite.favorite', { config: guardedWrites('api::favorite.favorite') });
