import { factories } from '@strapi/strapi';
import { EVENT_RULES } from '../../../access/brand-scope';
import { brandDocumentRoutes } from '../../../guards/brand-documents';
import { requiredText } from '../../../guards/content';
import { eventStatusFromPublishedAt } from '../../../guards/events';
import { loadedVersionCurrent, takeLoadedVersion } from '../../../guards/versions';
import { messages } from '../../../messages';

// Events of a brand: read within the caller's brands, written by its brand admins with a title, and
// stored nowhere else (guards/brand-documents.ts). A change names the draft's version it was based
// on; a stale one is a 409 (guards/versions.ts).
export default factories.createCoreRouter('api::event.event', {
  config: brandDocumentRoutes('api::event.event', EVENT_RULES, {
    create: [requiredText('title', messages.titleRequired, true), eventStatusFromPublishedAt],
    update: [takeLoadedVersion(), loadedVersionCurrent('api::event.event'), requiredText('title', messages.titleRequired, false)],
  }),
});
