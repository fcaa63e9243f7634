import { factories } from '@strapi/strapi';
import { brandScopeOf } from '@markenportal/contract';
import { brandDocumentRoutes } from '../../../guards/brand-documents';
import { validDocument } from '../../../guards/content';
import { loadedVersionCurrent, takeLoadedVersion } from '../../../guards/versions';

// __Plural__ of a brand: read and written within the caller's brands as the access table says
// (packages/contract/src/access/table.ts, `__singular__`), and stored in no other brand
// (guards/brand-documents.ts). Every create and change is checked against the schema's rules
// (guards/content.ts); a change names the version it was based on, a stale one is a 409.
const UID = 'api::__singular__.__singular__';

export default factories.createCoreRouter(UID, {
  config: brandDocumentRoutes(UID, brandScopeOf('__singular__'), {
    create: [validDocument(UID)],
    update: [takeLoadedVersion(), loadedVersionCurrent(UID), validDocument(UID)],
  }),
});
