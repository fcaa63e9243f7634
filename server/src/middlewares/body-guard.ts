import { errors } from '@strapi/utils';
import { reservedKeyIn } from '../access/query-shape';
import { isReservedKey } from '../access/relation-reference';
import { guardMessages } from '../messages/guards';

/**
 * Every request body, on every route (sign-in and registration too): no key may name a member of
 * Object.prototype (`constructor`, `toString`, …). Strapi and its plugins look such keys up in
 * schemas and get a function instead of an attribute: a 500. A German 400 instead.
 */
export default () => async (ctx: { request: { body?: unknown } }, next: () => Promise<unknown>) => {
  const body = ctx.request.body;
  if (body && typeof body === 'object') {
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
