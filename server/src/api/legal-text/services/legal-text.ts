import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::legal-text.legal-text');
