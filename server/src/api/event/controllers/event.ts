import { factories } from '@strapi/strapi';
import { publicationActions } from '../../../publication/publication-actions';

// The core actions as Strapi has them (their guards are in routes/event.ts), and publishing like
// posts (routes/event-actions.ts); events notify nobody.
export default factories.createCoreController('api::event.event', ({ strapi }) => publicationActions(strapi, 'api::event.event'));
