import { factories } from '@strapi/strapi';
import { canonicalBody } from '../../../guards/canonical-body';
import { emailAddressChecked } from '../../../guards/email-addresses';
import { prunedContacts } from '../../../guards/brand-documents';
import { invitationOfAdministeredBrand, invitationsOfAdministeredBrands, invitingToAdministeredBrand } from '../../../guards/invitations';

const INVITATION = 'api::invitation.invitation';

// Brand admins invite people to the brands they administer, list and withdraw those invitations;
// operators do so for every brand (a new brand's first admin, the user management).
export default factories.createCoreRouter(INVITATION, {
  only: ['find', 'create', 'delete'],
  config: {
    find: { middlewares: [invitationsOfAdministeredBrands, prunedContacts] },
    create: { middlewares: [canonicalBody(INVITATION), emailAddressChecked({ wrapped: true }), invitingToAdministeredBrand] },
    delete: { middlewares: [invitationOfAdministeredBrand] },
  },
});
