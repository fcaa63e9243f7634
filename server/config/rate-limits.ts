import { rateLimitsFromEnv } from '../src/access/rate-limits';

// The rate limits in force (docs/security.md, "Rate limits"): null when RATE_LIMITS=false. A wrong
// value stops the boot with its name, rather than running without the limit.
export default () => ({
  limits: rateLimitsFromEnv(process.env),
});
