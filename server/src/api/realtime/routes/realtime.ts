import { signedInAccount } from '../../../guards/staff';

// Every signed-in role may open its live stream: the guard signs the token in itself, in one query
// (guards/staff.ts), so users-permissions' strategy does not run for it (`auth: false`).
export default {
  routes: [{ method: 'GET', path: '/realtime/events', handler: 'realtime.events', config: { auth: false, policies: [], middlewares: [signedInAccount] } }],
};
