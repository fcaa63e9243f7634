import type { Core } from '@strapi/strapi';
import { rateLimitsFromEnv } from '../src/access/rate-limits';

// The rate limits in force (docs/security.md, "Rate limits"): null when RATE_LIMITS=false. A wrong
// value stops the boot with its name, rather than running without the limit.
export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  limits: rateLimitsFromEnv(process.env),
  // How often every instance deletes the counters of ended windows.
  pruneSeconds: env.int('RATE_LIMITS_PRUNE_SECONDS', 60),
});
