// How a write body names related records, read strictly. Strapi reads a reference loosely: any
// string that parseInt accepts (" 38", "+38", "38.0", "38e0", "38abc") is a numeric id, an object
// with `id` and `documentId` is written by its documentId, and a to-one relation given a list keeps
// its last entry (docs/decisions/0002-canonical-relation-references.md). A guard that reads the same input differently from Strapi
// approves one record while another is written. So every reference is parsed here into one form
// first, anything ambiguous is refused, and the body Strapi receives is rewritten into that form:
// what the rules decide on is then exactly what is written.

/** One related record: by numeric id or by documentId. */
export type Reference = { id: number } | { documentId: string };

/**
 * What a relation write does: `replace` sets the relation to exactly these records (none for
 * null or an empty list); `patch` connects and disconnects some, keeping the rest.
 */
export type RelationWrite = { mode: 'replace'; refs: Reference[] } | { mode: 'patch'; connect: Reference[]; disconnect: Reference[] };

export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: string };

const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const fail = <T>(problem: string): Parsed<T> => ({ ok: false, problem });

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;

/** A positive integer written the one way: a number, or a string of digits without a leading zero. */
const canonicalId = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : null;
  if (typeof value === 'string' && /^[1-9]\d{0,15}$/.test(value)) return Number(value);
  return null;
};

/**
 * A documentId: a string Strapi does not read as a number (parseInt gives NaN) and that has the
 * characters of a generated id. Anything parseInt accepts is a number to Strapi, never a documentId.
 */
const canonicalDocumentId = (value: unknown): string | null =>
  typeof value === 'string' && Number.isNaN(parseInt(value, 10)) && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : null;

/** One reference in any single form: a number, a string, `{ id }` or `{ documentId }` alone. */
export const parseReference = (value: unknown): Parsed<Reference> => {
  if (typeof value === 'number' || typeof value === 'string') {
    const id = canonicalId(value);
    if (id !== null) return ok({ id });
    const documentId = canonicalDocumentId(value);
    if (documentId !== null) return ok({ documentId });
    return fail('reference');
  }
  if (isPlainObject(value)) {
    const keys = Object.keys(value);
    if (keys.length !== 1) return fail('reference');
    if (keys[0] === 'id') {
      const id = canonicalId(value.id);
      return id === null ? fail('reference') : ok({ id });
    }
    if (keys[0] === 'documentId') {
      const documentId = canonicalDocumentId(value.documentId);
      return documentId === null ? fail('reference') : ok({ documentId });
    }
  }
  return fail('reference');
};

const parseList = (value: unknown): Parsed<Reference[]> => {
  if (!Array.isArray(value)) return fail('list');
  const refs: Reference[] = [];
  for (const item of value) {
    const ref = parseReference(item);
    if (!ref.ok) return ref;
    refs.push(ref.value);
  }
  return ok(refs);
};

const OPERATIONS = ['set', 'connect', 'disconnect'];

/**
 * A relation write in any form Strapi takes, or a refusal: for a to-one relation one target at
 * most (no list, no `set` or `connect` of several, not both); `set` never together with
 * `connect`/`disconnect`; lists are lists (Strapi would also take a single value there).
 */
export const parseRelationWrite = (value: unknown, toOne: boolean): Parsed<RelationWrite> => {
  if (value === null) return ok({ mode: 'replace', refs: [] });
  if (Array.isArray(value)) {
    if (toOne) return fail('list');
    const refs = parseList(value);
    return refs.ok ? ok({ mode: 'replace', refs: refs.value }) : refs;
  }
  if (isPlainObject(value) && Object.keys(value).some((k) => OPERATIONS.includes(k))) {
    const keys = Object.keys(value);
    if (keys.some((k) => !OPERATIONS.includes(k))) return fail('operation');
    if ('set' in value) {
      if (keys.length > 1) return fail('operation');
      const refs = parseList(value.set);
      if (!refs.ok) return refs;
      if (toOne && refs.value.length > 1) return fail('list');
      return ok({ mode: 'replace', refs: refs.value });
    }
    const connect = 'connect' in value ? parseList(value.connect) : ok<Reference[]>([]);
    if (!connect.ok) return connect;
    const disconnect = 'disconnect' in value ? parseList(value.disconnect) : ok<Reference[]>([]);
    if (!disconnect.ok) return disconnect;
    if (toOne && (connect.value.length > 1 || disconnect.value.length > 1 || (connect.value.length && disconnect.value.length))) return fail('list');
    return ok({ mode: 'patch', connect: connect.value, disconnect: disconnect.value });
  }
  const ref = parseReference(value);
  return ref.ok ? ok({ mode: 'replace', refs: [ref.value] }) : ref;
};

/** The keys of Object.prototype: as a field or attribute name they reach functions, not data (a 500). */
export const RESERVED_KEYS = new Set([...Object.getOwnPropertyNames(Object.prototype), 'prototype']);
export const isReservedKey = (key: string) => RESERVED_KEYS.has(key);
