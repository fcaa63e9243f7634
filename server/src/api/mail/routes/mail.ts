import { operatorsOnly } from '../../../guards/staff';
import { mailMessages } from '../../../messages/mails';

// The mail outbox, read-only for operators (docs/decisions/0024-mail-outbox.md). A custom API
// without content type; permission action api::mail.mail.find (operators). Nothing writes through it.
export default {
  routes: [
    {
      method: 'GET',
      path: '/mails',
      handler: 'mail.find',
      config: { policies: [], middlewares: [operatorsOnly(mailMessages.operatorsOnly)] },
    },
  ],
};
