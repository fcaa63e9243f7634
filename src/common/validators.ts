import { minLength } from 'ra-core';

// Rules that compare two fields, as input validators: react-admin runs an input's validators with all
// of the form's values. A form-level `validate` on <SimpleForm>/<Form> would switch off every input's
// own validators (required, maxLength, the complete-date check), so no form has one
// (tests/unit/formValidators.test.ts).

type Values = Record<string, unknown>;

export const MIN_PASSWORD_LENGTH = 8;

export const minPasswordLength = minLength(MIN_PASSWORD_LENGTH, 'app.auth.password_too_short');

/** The field repeats another one (a password's confirmation). */
export const sameAs = (other: string, message: string) => (value: unknown, values: Values) => (value && value !== values[other] ? message : undefined);

const instant = (value: unknown) => {
  if (typeof value !== 'string' && !(value instanceof Date)) return null;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? null : time;
};

/** The field's time comes after another field's (an event's end after its start); judged once both hold a time. */
export const laterThan = (other: string, message: string) => (value: unknown, values: Values) => {
  const self = instant(value);
  const before = instant(values[other]);
  return self !== null && before !== null && self <= before ? message : undefined;
};
