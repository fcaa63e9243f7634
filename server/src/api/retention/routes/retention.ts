import { operatorsOnly } from '../../../guards/staff';
import { retentionMessages } from '../../../messages/retention';

// Retention for operators (docs/decisions/0032-retention.md): the periods and the last
// passes, read-only. A custom API without content type; permission action api::retention.retention.find (operators).
export default {
  routes: [
    {
      method: 'GET',
      path: '/retention',
      handler: 'retention.find',
      config: { policies: [], middlewares: [operatorsOnly(retentionMessages.operatorsOnly)] },
    },
  ],
};
