import { factories } from '@strapi/strapi';
import { POST_RULES } from '../../../access/brand-scope';
import { brandDocumentRoutes } from '../../../guards/brand-documents';
import { validDocument } from '../../../guards/content';
import { draftWrite } from '../guards';
import { postListParams } from '../../../guards/post-list';
import { loadedVersionCurrent, takeLoadedVersion } from '../../../guards/versions';

// Posts of a brand: read within the caller's brands (drafts for admins and viewers), written by its
// brand admins, always as a draft, and stored nowhere else (guards/brand-documents.ts). Drafts too
// meet the schema's rules, a title and a type (guards/content.ts `validDocument`). A change names
// the draft's version it was based on; a stale one is a 409 (guards/versions.ts).
export default factories.createCoreRouter('api::post.post', {
  config: brandDocumentRoutes('api::post.post', POST_RULES, {
    // The list's state and publication period (the contract's PostListQuery) as filters.
    find: [postListParams],
    create: [validDocument('api::post.post'), draftWrite('created')],
    update: [takeLoadedVersion(), loadedVersionCurrent('api::post.post'), validDocument('api::post.post'), draftWrite('updated')],
  }),
});
