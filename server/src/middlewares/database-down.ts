import { databaseUp } from '../observability/database-probe';
import { answerUnavailable } from './database-outage';

// While the background probe finds the database down, an API request is answered at once and opens
// no connection: an outage under traffic costs the database no storm of attempts, and it comes back
// to a probe, the realtime listener and the requests after the probe saw it again. Placed after the
// security headers and CORS (config/middlewares.ts): the early answer carries them as every other.
export default () => async (ctx: Parameters<typeof answerUnavailable>[0], next: () => Promise<unknown>) => {
  if (!databaseUp() && ctx.path.startsWith('/api/')) return answerUnavailable(ctx);
  await next();
};
