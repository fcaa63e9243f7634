import { factories } from '@strapi/strapi';

// The core actions as Strapi has them; their guards are in routes/__singular__.ts.
export default factories.createCoreController('api::__singular__.__singular__');
