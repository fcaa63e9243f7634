import { factories } from '@strapi/strapi';
import { LINK_RULES } from '../../../access/brand-scope';
import { brandDocumentRoutes } from '../../../guards/brand-documents';
import { linkNotTaken, publicLinkPreview, salesUserOfBrand } from '../guards';
import { linkOwnerInBrand } from '../../../guards/stored-scope';

// Links of a brand: brand admins read and write their brands' links, operators all of them; a link
// is unique and belongs to a member of its brand; the public token previews one link by its text.
export default factories.createCoreRouter('api::link.link', {
  config: brandDocumentRoutes(
    'api::link.link',
    LINK_RULES,
    { find: [publicLinkPreview], create: [linkNotTaken, salesUserOfBrand], update: [linkNotTaken] },
    linkOwnerInBrand,
  ),
});
