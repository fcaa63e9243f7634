import { errors } from '@strapi/utils';
import { malformedFilter } from '../access/query-shape';
import { messages } from '../messages';

/** Refuses malformed `filters` with a German 400 before Strapi's query engine turns them into a 500. */
export default () => async (ctx: { query?: { filters?: unknown } }, next: () => Promise<unknown>) => {
  const bad = malformedFilter(ctx.query?.filters);
  if (bad) throw new errors.ValidationError(messages.badFilter(bad));
  await next();
};
