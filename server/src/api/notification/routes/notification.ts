import { factories } from '@strapi/strapi';

// Notification records are written by the server when a post goes live. Operators read them; no
// role has a permission to write them (seed/permissions.ts), so Strapi refuses every write.
export default factories.createCoreRouter('api::notification.notification');
