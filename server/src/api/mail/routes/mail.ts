import { operatorsOnly } from '../../../guards/staff';
import { mailMessages } from '../../../messages/mails';

// The mail outbox for operators (docs/decisions/0024-mail-outbox.md). A custom API without content
// type; permission actions api::mail.mail.find and .retry (operators). A failed mail can be sent
// again; nothing else writes through it.
export default {
  routes: [
    {
      method: 'GET',
      path: '/mails',
      handler: 'mail.find',
      config: { policies: [], middlewares: [operatorsOnly(mailMessages.operatorsOnly)] },
    },
    {
      method: 'POST',
      path: '/mails/:id/retry',
      handler: 'mail.retry',
      config: { policies: [], middlewares: [operatorsOnly(mailMessages.operatorsOnly)] },
    },
  ],
};
