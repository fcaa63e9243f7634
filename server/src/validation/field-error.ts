import { errors } from '@strapi/utils';
import { FIELD_MESSAGES, type FieldProblem } from '@markenportal/contract';

/** A 400 whose German message belongs to one field: the web app shows it at that input. */
export const fieldError = (path: string, message: string) =>
  new errors.ValidationError(message, { errors: [{ path: [path], message, name: 'ValidationError' }] });

/** A 400 for one or more fields, each message at its field; the summary is the one field's text or "check the marked fields". */
export const fieldErrors = (problems: FieldProblem[]) =>
  problems.length === 1
    ? fieldError(problems[0].field, problems[0].message)
    : new errors.ValidationError(FIELD_MESSAGES.checkFields, {
        errors: problems.map(({ field, message }) => ({ path: [field], message, name: 'ValidationError' })),
      });
