import { eventPeriodProblems, FIELD_MESSAGES, parseDateTime, type FieldProblem } from '@markenportal/contract';
import { messages } from '../messages';
import { documentMessages as text } from '../messages/documents';

// What a post or event must be, draft or not. Strapi checks `required`, `minLength`, `min` and
// `regex` only when publishing (its entity validator's `isDraft`), so a draft could be stored
// without a start date. These pure rules judge the record as it will be stored, as if published,
// plus the rules across fields; guards/content.ts `validDocument` applies them on every create and
// change. Types, maximum lengths and enumerations' values Strapi checks for drafts too; relations
// are the canonical body's.

/** The parts of a schema attribute (schema.json) that the rules read. */
export interface SchemaAttribute {
  type: string;
  required?: boolean;
  minLength?: unknown;
  regex?: unknown;
  min?: unknown;
  default?: unknown;
}
export type Attributes = Record<string, SchemaAttribute>;
export type DocumentRecord = Record<string, unknown>;

/** The rules across fields, per content type. */
const TYPE_RULES: Record<string, (record: DocumentRecord) => FieldProblem[]> = {
  'api::event.event': eventPeriodProblems,
};

/** A required field's text where one says more than "fill this in". */
const REQUIRED: Record<string, string> = { title: messages.titleRequired, startDate: FIELD_MESSAGES.startRequired, type: text.typeRequired };

/** Fields Strapi fills itself. */
const STRAPI_FIELDS = new Set(['id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt', 'createdBy', 'updatedBy', 'locale', 'localizations']);
const NOT_SCALAR = new Set(['relation', 'media', 'component', 'dynamiczone']);
const TEXT = new Set(['string', 'text', 'richtext', 'email', 'uid', 'password']);
const NUMBER = new Set(['integer', 'biginteger', 'float', 'decimal']);
const DATE_TIME = new Set(['datetime', 'timestamp']);

/** The attributes these rules judge: the schema's own scalar fields. */
export const scalarFields = (attributes: Attributes): string[] =>
  Object.entries(attributes)
    .filter(([field, attribute]) => !STRAPI_FIELDS.has(field) && !NOT_SCALAR.has(attribute.type))
    .map(([field]) => field);

/** The record a write will store: the stored draft with the body laid over it, or, when creating, the schema's defaults. */
export const recordAsItWillBe = (attributes: Attributes, body: DocumentRecord, stored: DocumentRecord | null): DocumentRecord => {
  if (stored) return { ...stored, ...body };
  const defaults = Object.entries(attributes).filter(([, attribute]) => attribute.default !== undefined);
  return { ...Object.fromEntries(defaults.map(([field, attribute]) => [field, attribute.default])), ...body };
};

const finite = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : Number.NaN;
  return Number.isFinite(n) ? n : null;
};

/** A required text must be a text that is not blank (a number as a title is no title). */
const missing = (attribute: SchemaAttribute, value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && !value.trim()) || (TEXT.has(attribute.type) && typeof value !== 'string');

/** The problem of one scalar field, as Strapi would judge it when publishing; values of the wrong type are left to Strapi. */
const fieldProblem = (field: string, attribute: SchemaAttribute, value: unknown): string | null => {
  if (attribute.required && missing(attribute, value)) return REQUIRED[field] ?? text.required;
  if (value === undefined || value === null) return null;
  if (TEXT.has(attribute.type) && typeof value === 'string') {
    if (typeof attribute.minLength === 'number' && Number.isInteger(attribute.minLength) && value.length < attribute.minLength)
      return text.minLength(attribute.minLength);
    // As Strapi: an empty optional text need not match.
    if (typeof attribute.regex === 'string' && (value !== '' || attribute.required) && !new RegExp(attribute.regex).test(value)) return text.pattern;
  }
  const min = finite(attribute.min);
  const number = finite(value);
  if (NUMBER.has(attribute.type) && min !== null && number !== null && number < min) return text.min(min);
  if (DATE_TIME.has(attribute.type) && parseDateTime(value) === null) return FIELD_MESSAGES.invalidDateTime;
  return null;
};

/**
 * Every problem of the record `uid` will store, in the schema's order of fields, at most one per
 * field: the content type's rule across fields first, then the field's own.
 */
export const documentProblems = (uid: string, attributes: Attributes, record: DocumentRecord): FieldProblem[] => {
  const across = TYPE_RULES[uid]?.(record) ?? [];
  return scalarFields(attributes).flatMap((field) => {
    const own = across.find((problem) => problem.field === field)?.message ?? fieldProblem(field, attributes[field], record[field]);
    return own ? [{ field, message: own }] : [];
  });
};
