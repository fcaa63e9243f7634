import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::__singular__.__singular__');
