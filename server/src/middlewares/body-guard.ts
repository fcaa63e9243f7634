import { errors } from '@strapi/utils';
import { inputShapeProblem, shapeRefusal } from '../access/input-shape';
import { reservedKeyIn } from '../access/query-shape';
import { isReservedKey } from '../access/relation-reference';
import { guardMessages } from '../messages/guards';
import { inputMessages } from '../messages/input';

/**
 * Every request body, on every route (sign-in and registration too), right after it is parsed:
 * first its depth and number of values are limited (access/input-shape.ts), before any recursive
 * walk reads it. Then no key may name a member of
 * Object.prototype (`constructor`, `toString`, …). Strapi and its plugins look such keys up in
 * schemas and get a function instead of an attribute: a 500. A German 400 instead.
 */
export default () => async (ctx: { request: { body?: unknown } }, next: () => Promise<unknown>) => {
  const body = ctx.request.body;
  if (body && typeof body === 'object') {
    const shape = inputShapeProblem(body);
    if (shape) throw new errors.ValidationError(shapeRefusal(shape, inputMessages));
    const reserved = reservedKeyIn(body, '', isReservedKey, false, []);
    if (reserved) {
      // Named like a form field: `profile.toString`; a content body's fields sit below `data`.
      const field = reserved
        .replace(/^\[|\]$/g, '')
        .replace(/\]\[/g, '.')
        .replace(/^data\./, '');
      throw new errors.ValidationError(guardMessages.unknownField(field));
    }
  }
  await next();
};
