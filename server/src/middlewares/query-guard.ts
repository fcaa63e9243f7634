import { errors } from '@strapi/utils';
import { inputShapeProblem, QUERY_STRING, shapeRefusal } from '../access/input-shape';
import { malformedFilter, peopleSort, personFieldFilter, personFieldSort, populateProblem, reservedKeyIn, tooDeepFilter } from '../access/query-shape';
import { isReservedKey } from '../access/relation-reference';
import { messages } from '../messages';
import { guardMessages } from '../messages/guards';
import { inputMessages } from '../messages/input';
import { invalidParameter } from '../messages/validation';

/**
 * One guard for every part of a query string, before Strapi's query engine sees it: malformed or
 * too deep `filters` (a 500, or seconds of joins), `populate` with filters or counts that test
 * other people's data, and names of Object.prototype members anywhere (`fields[]=constructor`).
 * Each is a German 400. The caller's scope is added by the route's own guard.
 */
export default () => async (ctx: { query?: Record<string, unknown> }, next: () => Promise<unknown>) => {
  const query = parsedQuery(ctx);
  const shape = inputShapeProblem(query);
  if (shape) throw new errors.ValidationError(shapeRefusal(shape, inputMessages));
  const reserved = Object.entries(query).reduce<string | null>(
    (found, [key, value]) => found ?? (isReservedKey(key) ? key : reservedKeyIn(value, key, isReservedKey, ['fields', 'sort', 'populate'].includes(key))),
    null,
  );
  if (reserved) throw new errors.ValidationError(invalidParameter(reserved));
  const malformed = malformedFilter(query.filters);
  if (malformed) throw new errors.ValidationError(messages.badFilter(malformed));
  const deep = tooDeepFilter(query.filters);
  if (deep) throw new errors.ValidationError(guardMessages.tooDeep(deep));
  const personFilter = personFieldFilter(query.filters);
  if (personFilter) throw new errors.ValidationError(invalidParameter(personFilter));
  const sort = peopleSort(query.sort);
  if (sort) throw new errors.ValidationError(guardMessages.populateFilter(sort));
  const personSort = personFieldSort(query.sort);
  if (personSort) throw new errors.ValidationError(invalidParameter(personSort));
  const populate = populateProblem(query.populate);
  if (populate) {
    throw new errors.ValidationError(
      populate.kind === 'deep'
        ? guardMessages.tooDeep(populate.path)
        : populate.kind === 'malformed'
          ? messages.badFilter(populate.path)
          : guardMessages.populateFilter(populate.path),
    );
  }
  await next();
};

/**
 * The query string as qs parses it (`strapi::query` in config/middlewares.ts): nested deeper than
 * its `depth`, qs throws a RangeError (`strictDepth`) rather than keep the rest as one odd key.
 */
const parsedQuery = (ctx: { query?: Record<string, unknown> }) => {
  try {
    return ctx.query ?? {};
  } catch (error) {
    if (error instanceof RangeError) throw new errors.ValidationError(inputMessages.tooDeep(QUERY_STRING.depth));
    throw error;
  }
};
