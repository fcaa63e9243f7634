import { errors } from '@strapi/utils';

/** A 400 whose German message belongs to one field: the web app shows it at that input. */
export const fieldError = (path: string, message: string) =>
  new errors.ValidationError(message, { errors: [{ path: [path], message, name: 'ValidationError' }] });
