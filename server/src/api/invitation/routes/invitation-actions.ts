// The invitee's side: preview by code (public-access token or signed in) and accept (signed in).
export default {
  routes: [
    { method: 'GET', path: '/invitations/code/:code', handler: 'invitation.preview', config: { policies: [] } },
    { method: 'POST', path: '/invitations/accept', handler: 'invitation.accept', config: { policies: [] } },
  ],
};
