import { factories } from '@strapi/strapi';
import { EVENT_RULES } from '../../../access/brand-scope';
import { brandDocumentRoutes } from '../../../guards/brand-documents';
import { validDocument } from '../../../guards/content';
import { eventDraftUpdate, eventStatusFromPublishedAt } from '../guards';
import { loadedVersionCurrent, takeLoadedVersion } from '../../../guards/versions';

// Events of a brand: read within the caller's brands, written by its brand admins, and stored nowhere
// else (guards/brand-documents.ts). Drafts too have a title, a start, and an end only after the start
// (guards/content.ts `validDocument`). A change names the draft's version it was based on; a stale
// one is a 409 (guards/versions.ts). A change goes to the draft; publishing is its own step.
export default factories.createCoreRouter('api::event.event', {
  config: brandDocumentRoutes('api::event.event', EVENT_RULES, {
    create: [validDocument('api::event.event'), eventStatusFromPublishedAt],
    update: [takeLoadedVersion(), loadedVersionCurrent('api::event.event'), validDocument('api::event.event'), eventDraftUpdate],
  }),
});
