import { rateLimited } from '../../../guards/rate-limits';
import { operatorsOnly, signedIn } from '../../../guards/staff';
import { messages } from '../../../messages';
import { exportedAccount, noExportParameters } from '../export-guards';

// A person's data as one archive (DSGVO Art. 15 and 20; docs/decisions/0033-export-personal-data.md).
// A custom API without content type; permission actions api::privacy.export.own (everyone signed in,
// their own account) and api::privacy.export.account (operators, any account). Both count against
// the caller's export limit like the list exports (guards/rate-limits.ts).
export default {
  routes: [
    {
      method: 'GET',
      path: '/privacy/export',
      handler: 'export.own',
      config: { policies: [], middlewares: [rateLimited('export'), signedIn, noExportParameters] },
    },
    {
      method: 'GET',
      path: '/privacy/export/:userId',
      handler: 'export.account',
      config: { policies: [], middlewares: [rateLimited('export'), operatorsOnly(messages.forbidden), exportedAccount] },
    },
  ],
};
