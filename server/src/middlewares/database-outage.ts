import type { Core } from '@strapi/strapi';
import { messages } from '../messages';
import { databaseAnswersNow } from '../observability/database-probe';
import { sqliteBusy } from '../sqlite-lock';

// While the database restarts or fails over, requests failed in two ways: a 500, and a 401 from
// users-permissions, whose auth strategy catches every error of its session check and answers "not
// signed in" (the app signs out whoever gets a 401: src/providers/authProvider.ts checkError). Both
// are a 503 with Retry-After when the database does not answer right then: the client tries again
// and stays signed in. Found by the soak test (bench/soak.mjs) when it restarted PostgreSQL.

/** A database that does not answer a trivial query within this is as good as gone. */
const DATABASE_TIMEOUT_MS = 2000;
const RETRY_AFTER_SECONDS = '5';

type Context = { path: string; status: number; body: unknown; set(field: string, value: string): void };

/** The German 503 with Retry-After: the client tries again and stays signed in. */
export const answerUnavailable = (ctx: Context) => {
  ctx.status = 503;
  ctx.set('Retry-After', RETRY_AFTER_SECONDS);
  ctx.body = { data: null, error: { status: 503, name: 'ServiceUnavailableError', message: messages.databaseUnavailable, details: {} } };
};

/** Only what an outage can cause is checked: an unexpected error, or a refused sign-in state (a 503 of /_ready stays as it is). */
const mayBeOutage = (status: number) => status === 401 || status === 500;

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  // Down when the background probe says so; else one `select 1` shared by every failed request at
  // that moment, so that an outage under traffic costs one query, not one per request.
  const databaseDown = async () => !(await databaseAnswersNow(() => strapi.db.connection.raw('select 1'), DATABASE_TIMEOUT_MS));
  const unavailable = answerUnavailable;
  return async (ctx: Context, next: () => Promise<unknown>) => {
    try {
      await next();
    } catch (error) {
      const status = (error as { status?: number }).status ?? 500;
      // SQLite's write lock held beyond the busy timeout: the same "try again in a moment" as an outage.
      if (sqliteBusy(error)) return unavailable(ctx);
      if (mayBeOutage(status) && (await databaseDown())) return unavailable(ctx);
      throw error;
    }
    if (mayBeOutage(ctx.status) && (await databaseDown())) unavailable(ctx);
  };
};
