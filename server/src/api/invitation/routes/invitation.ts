import { factories } from '@strapi/strapi';
import { canonicalBody } from '../../../guards/canonical-body';
import { emailAddressChecked } from '../../../guards/email-addresses';
import { prunedContacts } from '../../../guards/brand-documents';
import { rateLimited } from '../../../guards/rate-limits';
import { invitationOfAdministeredBrand, invitationsOfAdministeredBrands, invitingToAdministeredBrand } from '../guards';

const INVITATION = 'api::invitation.invitation';

// Brand admins invite people to the brands they administer, list and withdraw those invitations;
// operators do so for every brand (a new brand's first admin, the user management).
export default factories.createCoreRouter(INVITATION, {
  only: ['find', 'create', 'delete'],
  config: {
    find: { middlewares: [invitationsOfAdministeredBrands, prunedContacts] },
    // Each invitation sends a mail: counted per account (guards/rate-limits.ts).
    create: { middlewares: [rateLimited('invitation'), canonicalBody(INVITATION), emailAddressChecked({ wrapped: true }), invitingToAdministeredBrand] },
    delete: { middlewares: [invitationOfAdministeredBrand] },
  },
});
