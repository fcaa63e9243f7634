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
