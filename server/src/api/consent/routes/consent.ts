import { rateLimited } from '../../../guards/rate-limits';

// A doctor's or PTA's own consents (docs/decisions/0036-consent-and-notice.md): no core
// routes; consents are written by connecting through a link (api/link) and ended by withdrawing,
// both counted per account (guards/rate-limits.ts). Doctors and PTAs only (the access table); the
// controller withdraws only the caller's own consent (someone else's is a 404).
export default {
  routes: [
    { method: 'GET', path: '/consents', handler: 'consent.find', config: { policies: [] } },
    { method: 'POST', path: '/consents/:id/withdraw', handler: 'consent.withdraw', config: { policies: [], middlewares: [rateLimited('consent')] } },
  ],
};
