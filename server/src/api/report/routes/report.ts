import { operatorsOnly } from '../../../guards/staff';
import { REPORT_MESSAGES } from '../utils/params';

// A custom API without content type. Permission action: api::report.report.generate (operators).
export default {
  routes: [
    {
      method: 'GET',
      path: '/reports',
      handler: 'report.generate',
      config: { policies: [], middlewares: [operatorsOnly(REPORT_MESSAGES.operatorsOnly)] },
    },
  ],
};
