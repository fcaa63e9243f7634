import { operatorsOnly } from '../../../guards/staff';
import { legalTextMessages } from '../../../messages/consent';

// „Datenschutz“ and „Impressum“ (docs/decisions/0036-consent-and-notice.md): the public
// pages read them with the public-access token, operators write them. No delete: an emptied text
// is answered with its default.
export default {
  routes: [
    { method: 'GET', path: '/legal-text', handler: 'legal-text.find', config: { policies: [] } },
    {
      method: 'PUT',
      path: '/legal-text',
      handler: 'legal-text.update',
      config: { policies: [], middlewares: [operatorsOnly(legalTextMessages.operatorsOnly)] },
    },
  ],
};
