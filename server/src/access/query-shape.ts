// Filters that Strapi's query engine would fail on with a 500 (an operator given an object, a
// logical operator given no list): found here first so the caller gets a 400 instead.

const LOGICAL = ['$and', '$or'];
const LIST_OPERATORS = ['$in', '$notIn', '$between'];

type Node = unknown;
const isPlainObject = (v: Node): v is Record<string, Node> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isScalar = (v: Node) => v === null || ['string', 'number', 'boolean'].includes(typeof v);
const asList = (v: Node): Node[] | null => (Array.isArray(v) ? v : isPlainObject(v) && Object.keys(v).every((k) => /^\d+$/.test(k)) ? Object.values(v) : null);

/** The path of the first malformed part of `filters`, or null when it is well-formed. */
export const malformedFilter = (filters: Node, path = 'filters'): string | null => {
  if (filters === undefined) return null;
  if (!isPlainObject(filters)) return path;
  for (const [key, value] of Object.entries(filters)) {
    const here = `${path}[${key}]`;
    if (LOGICAL.includes(key)) {
      const list = asList(value);
      if (!list || !list.length) return here;
      for (const [i, item] of list.entries()) {
        const bad = malformedFilter(item, `${here}[${i}]`);
        if (bad) return bad;
      }
    } else if (key === '$not') {
      const bad = malformedFilter(value, here);
      if (bad) return bad;
    } else if (key.startsWith('$')) {
      // An operator compares with a value or a list of values, never with an object.
      const list = asList(value);
      const ok = isScalar(value) || (list !== null && list.every(isScalar)) || (LIST_OPERATORS.includes(key) && Array.isArray(value) && value.every(isScalar));
      if (!ok) return here;
    } else if (!isScalar(value) && !Array.isArray(value)) {
      const bad = malformedFilter(value, here);
      if (bad) return bad;
    }
  }
  return null;
};

/**
 * Whether every filter through `contacts` (at any depth, inside $and/$or/$not too) only asks for
 * the caller's own contacts (`contacts.id = ownId`). Anything else would let a caller test, one
 * request at a time, who is connected with whom or what their contacts' e-mails are.
 */
export const contactFiltersAreOwn = (filters: Node, ownId: number): boolean => {
  if (Array.isArray(filters)) return filters.every((f) => contactFiltersAreOwn(f, ownId));
  if (!isPlainObject(filters)) return true;
  return Object.entries(filters).every(([key, value]) => (key === 'contacts' ? isOwnId(value, ownId) : contactFiltersAreOwn(value, ownId)));
};

const isOwnId = (value: Node, ownId: number): boolean => {
  if (!isPlainObject(value) || Object.keys(value).length !== 1 || !('id' in value)) return false;
  const id = value.id;
  const target = isPlainObject(id) && Object.keys(id).length === 1 && '$eq' in id ? id.$eq : id;
  return isScalar(target) && String(target) === String(ownId);
};
