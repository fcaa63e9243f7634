import { operatorsOnly, signedIn } from '../../../guards/staff';
import { erasureMessages } from '../../../messages/erasure';

// Erasure on request (DSGVO Art. 17; docs/decisions/0034-erasure.md). A custom API without
// content type; permission actions api::privacy.erasure.erase (operators) and .state, .request,
// .withdraw (every signed-in account, for their own account only: the controller reads no id).
export default {
  routes: [
    {
      method: 'POST',
      path: '/privacy/erasures/:id',
      handler: 'erasure.erase',
      config: { policies: [], middlewares: [operatorsOnly(erasureMessages.operatorsOnly)] },
    },
    { method: 'GET', path: '/privacy/erasure-request', handler: 'erasure.state', config: { policies: [], middlewares: [signedIn] } },
    { method: 'POST', path: '/privacy/erasure-request', handler: 'erasure.request', config: { policies: [], middlewares: [signedIn] } },
    { method: 'DELETE', path: '/privacy/erasure-request', handler: 'erasure.withdraw', config: { policies: [], middlewares: [signedIn] } },
  ],
};
