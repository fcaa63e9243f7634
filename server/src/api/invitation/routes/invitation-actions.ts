// The invitee's side: preview by code (public-access token or signed in) and accept (signed in);
// the brand admin's (or operator's): a pending invitation's link sent again.
import { invitationOfAdministeredBrand } from '../guards';
import { rateLimited } from '../../../guards/rate-limits';

export default {
  routes: [
    { method: 'GET', path: '/invitations/code/:code', handler: 'invitation.preview', config: { policies: [] } },
    { method: 'POST', path: '/invitations/accept', handler: 'invitation.accept', config: { policies: [] } },
    {
      method: 'POST',
      path: '/invitations/:id/resend',
      handler: 'invitation.resend',
      config: { policies: [], middlewares: [rateLimited('invitation'), invitationOfAdministeredBrand] },
    },
  ],
};
