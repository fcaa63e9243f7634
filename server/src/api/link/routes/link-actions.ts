import { rateLimited } from '../../../guards/rate-limits';

// A doctor or PTA connects to a sales rep through the rep's link (docs/decisions/0004-links.md),
// agreeing to the notice (decision 0036). Doctors and PTAs only (the access table); the controller
// connects the caller, never anyone else. Counted per account with withdrawing (guards/rate-limits.ts).
export default {
  routes: [{ method: 'POST', path: '/links/connect', handler: 'link.connect', config: { policies: [], middlewares: [rateLimited('consent')] } }],
};
