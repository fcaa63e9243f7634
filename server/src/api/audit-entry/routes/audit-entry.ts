import { factories } from '@strapi/strapi';
import { auditEntryInScope, auditListInScope } from '../guards';

// The audit log (docs/decisions/0035-audit-log.md): read-only. Operators read every entry, brand
// admins those of their brands' records (guards.ts); nobody has a route that creates, changes or
// deletes an entry: the server writes them in the transaction of each write (server/src/audit/).
export default factories.createCoreRouter('api::audit-entry.audit-entry', {
  only: ['find', 'findOne'],
  config: {
    find: { middlewares: [auditListInScope] },
    findOne: { middlewares: [auditEntryInScope] },
  },
});
