import { errors } from '@strapi/utils';
import { hideSignInTimes, namesSignInTime } from '../access/user-scope';
import { invalidParameter } from '../messages/validation';

// When people last signed in (`lastSignInAt`) is read by the platform's staff in the user list only.
// The users routes decide by the caller (extensions/users-permissions/guards.ts); every other route
// leaves it out of its answers (people populated into links, posts, chats …) and may not be asked by
// it, whoever asks.

const USERS_ROUTES = /^\/api\/users(\/|$)/;

type Context = { path: string; query?: Record<string, unknown>; body?: unknown };

const isJson = (body: unknown) => !!body && typeof body === 'object' && !Buffer.isBuffer(body) && typeof (body as { pipe?: unknown }).pipe !== 'function';

export default () => async (ctx: Context, next: () => Promise<unknown>) => {
  if (!ctx.path.startsWith('/api/') || USERS_ROUTES.test(ctx.path)) return next();
  if (namesSignInTime(ctx.query ?? {})) throw new errors.ValidationError(invalidParameter('lastSignInAt'));
  await next();
  if (isJson(ctx.body)) hideSignInTimes(ctx.body);
};
