import { lazyPage } from '../common/lazyPage';
import { defineFeature } from '../common/feature';
import { createMailOutboxMethods, createMailOutboxProvider, MAIL_OUTBOX } from './mailOutboxMethods';

const MailOutboxList = lazyPage(() => import('./pages'), 'MailOutboxList');

/** /mail-outbox: the mails the server sends, failed ones to send again (operators; from the brand list). */
export default defineFeature({
  name: MAIL_OUTBOX,
  label: 'app.mail_outbox.title',
  resource: { list: MailOutboxList },
  // The outbox's own routes, not Strapi's content routes (docs/decisions/0024-mail-outbox.md).
  dataProvider: { provider: ({ http }) => createMailOutboxProvider(http), methods: ({ http }) => createMailOutboxMethods(http) },
});
