import { signedInAccount } from '../../../guards/staff';

// Permission action: api::realtime.realtime.events (every signed-in role).
export default {
  routes: [{ method: 'GET', path: '/realtime/events', handler: 'realtime.events', config: { policies: [], middlewares: [signedInAccount] } }],
};
