import { factories } from '@strapi/strapi';

// The core actions as Strapi has them; their guards are in routes/specialization.ts.
export default factories.createCoreController('api::specialization.specialization');
