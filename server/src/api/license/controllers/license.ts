import { factories } from '@strapi/strapi';

// The core actions as Strapi has them; their guards are in routes/license.ts.
export default factories.createCoreController('api::license.license');
