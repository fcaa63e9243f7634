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

/** How deep a query may nest, and how many relations a filter may go through. */
export const QUERY_LIMITS = { depth: 12, relationHops: 4, populateDepth: 4 };

const isOperatorKey = (key: string) => key.startsWith('$') || /^\d+$/.test(key);

/** The path of the first part of `filters` that nests too deep or through too many relations. */
export const tooDeepFilter = (filters: Node, path = 'filters', depth = 0, hops = 0): string | null => {
  if (depth > QUERY_LIMITS.depth || hops > QUERY_LIMITS.relationHops) return path;
  if (Array.isArray(filters)) {
    for (const [i, item] of filters.entries()) {
      const bad = tooDeepFilter(item, `${path}[${i}]`, depth + 1, hops);
      if (bad) return bad;
    }
    return null;
  }
  if (!isPlainObject(filters)) return null;
  for (const [key, value] of Object.entries(filters)) {
    // A field name followed by more field names is a relation: one hop further.
    const bad = tooDeepFilter(
      value,
      `${path}[${key}]`,
      depth + 1,
      hops + (!isOperatorKey(key) && isPlainObject(value) && Object.keys(value).some((k) => !isOperatorKey(k)) ? 1 : 0),
    );
    if (bad) return bad;
  }
  return null;
};

const FIELD_PARAMS = ['fields', 'sort', 'populate'];

/**
 * The path of the first key anywhere in a value that names a member of Object.prototype; with
 * `fieldParams`, also of a name inside the strings of those query parameters.
 */
export const reservedKeyIn = (
  value: Node,
  path: string,
  isReserved: (key: string) => boolean,
  namesFields = false,
  fieldParams = FIELD_PARAMS,
): string | null => {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const bad = reservedKeyIn(item, `${path}[${i}]`, isReserved, namesFields, fieldParams);
      if (bad) return bad;
    }
    return null;
  }
  // Strings of `fields`, `sort` and `populate` name attributes ("title:asc", "userBrandRoles.brand");
  // elsewhere (filter values) they are the caller's data.
  if (typeof value === 'string') return namesFields && value.split(/[,.:]/).some((part) => isReserved(part.trim())) ? path : null;
  if (!isPlainObject(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    if (isReserved(key)) return `${path}[${key}]`;
    const bad = reservedKeyIn(item, `${path}[${key}]`, isReserved, namesFields || fieldParams.includes(key), fieldParams);
    if (bad) return bad;
  }
  return null;
};

/** Whether any filter (at any depth) goes through the relation `key`. */
export const filtersThrough = (filters: Node, key: string): boolean =>
  Array.isArray(filters)
    ? filters.some((f) => filtersThrough(f, key))
    : isPlainObject(filters) && Object.entries(filters).some(([k, v]) => k === key || filtersThrough(v, key));

/** Every relation to a person (a user), in any content type and in users' own `contacts`. */
export const USER_RELATIONS = ['contacts', 'participants', 'invitedBy', 'salesUser', 'sender', 'user'];
/** Filters through `contacts` may only name the caller's own contacts (contactFiltersAreOwn, in the users' guard). */
const PERSON_FILTER_RELATIONS = USER_RELATIONS.filter((relation) => relation !== 'contacts');
/** What a filter or sort through a person may name: who it is, and the parts of the name. */
const PERSON_FIELDS = ['id', 'documentId', 'profile'];
const PROFILE_NAME_FIELDS = ['salutation', 'title', 'firstName', 'lastName'];

/**
 * The first field that a filter through a person names besides the id or the name
 * (`filters[invitedBy][email][$startsWith]=o` → `email`): each such filter answers, one request at
 * a time, a question about an account that the caller may not read (its address, role, state, brands).
 */
export const personFieldFilter = (filters: Node, path = 'filters', throughPerson = false, inProfile = false): string | null => {
  if (Array.isArray(filters)) {
    for (const [i, item] of filters.entries()) {
      const bad = personFieldFilter(item, `${path}[${i}]`, throughPerson, inProfile);
      if (bad) return bad;
    }
    return null;
  }
  if (!isPlainObject(filters)) return null;
  for (const [key, value] of Object.entries(filters)) {
    const here = `${path}[${key}]`;
    if (key.startsWith('$')) {
      const bad = personFieldFilter(value, here, throughPerson, inProfile);
      if (bad) return bad;
      continue;
    }
    if (throughPerson && !(inProfile ? PROFILE_NAME_FIELDS : PERSON_FIELDS).includes(key)) return key;
    // Below a person only operators and the name's parts; elsewhere a person begins at its relation.
    const bad = throughPerson
      ? personFieldFilter(value, here, true, inProfile || key === 'profile')
      : personFieldFilter(value, here, PERSON_FILTER_RELATIONS.includes(key), false);
    if (bad) return bad;
  }
  return null;
};

/** The first field that a sort through a person orders by besides the name (`sort=invitedBy.email` → `email`). */
export const personFieldSort = (sort: Node): string | null => {
  const bad = (parts: string[]) => {
    const at = parts.findIndex((part) => USER_RELATIONS.includes(part));
    if (at < 0 || at === parts.length - 1) return null;
    const field = parts[at + 1];
    if (field !== 'profile') return PERSON_FIELDS.includes(field) ? null : field;
    const part = parts[at + 2] ?? 'profile';
    return PROFILE_NAME_FIELDS.includes(part) ? null : part;
  };
  if (typeof sort === 'string') {
    for (const part of sort.split(',')) {
      const found = bad(part.trim().split(':')[0].split('.'));
      if (found) return found;
    }
    return null;
  }
  if (Array.isArray(sort)) {
    for (const item of sort) {
      const found = personFieldSort(item);
      if (found) return found;
    }
    return null;
  }
  const walk = (node: Node, parts: string[]): string | null => {
    if (!isPlainObject(node)) return bad(parts);
    for (const [key, value] of Object.entries(node)) {
      const found = walk(value, [...parts, key]);
      if (found) return found;
    }
    return null;
  };
  return isPlainObject(sort) ? walk(sort, []) : null;
};

/** Relations between people: populating them with filters or counts tests who knows whom. */
const PEOPLE_RELATIONS = ['contacts', 'participants'];

export type PopulateProblem = { path: string; kind: 'malformed' | 'deep' | 'people' };

/**
 * The first problem of a `populate` parameter: filters inside it are checked like top-level ones,
 * nested populates are limited, and relations between people take neither filters nor counts
 * (nor does any filter inside a populate go through `contacts`).
 */
export const populateProblem = (populate: Node, path = 'populate', level = 1): PopulateProblem | null => {
  if (level > QUERY_LIMITS.populateDepth) return { path, kind: 'deep' };
  if (typeof populate === 'string') {
    const deepest = Math.max(...populate.split(',').map((p) => p.split('.').length));
    return level - 1 + deepest > QUERY_LIMITS.populateDepth ? { path, kind: 'deep' } : null;
  }
  if (Array.isArray(populate)) {
    for (const [i, item] of populate.entries()) {
      const bad = populateProblem(item, `${path}[${i}]`, level);
      if (bad) return bad;
    }
    return null;
  }
  if (!isPlainObject(populate)) return null;
  for (const [relation, options] of Object.entries(populate)) {
    const here = `${path}[${relation}]`;
    if (!isPlainObject(options)) {
      if (typeof options === 'string' && !['true', 'false', '*'].includes(options)) {
        const bad = populateProblem(options, here, level + 1);
        if (bad) return bad;
      }
      continue;
    }
    if (PEOPLE_RELATIONS.includes(relation) && ('filters' in options || 'count' in options)) return { path: here, kind: 'people' };
    if ('filters' in options) {
      const malformed = malformedFilter(options.filters, `${here}[filters]`) ?? tooDeepFilter(options.filters, `${here}[filters]`);
      if (malformed) return { path: malformed, kind: 'malformed' };
      if (filtersThrough(options.filters, 'contacts')) return { path: `${here}[filters]`, kind: 'people' };
      const personField = personFieldFilter(options.filters, `${here}[filters]`, USER_RELATIONS.includes(relation));
      if (personField) return { path: personField, kind: 'people' };
    }
    if ('populate' in options) {
      const bad = populateProblem(options.populate, `${here}[populate]`, level + 1);
      if (bad) return bad;
    }
    // `on` (dynamic zones) nests populates one level further, by component.
    if ('on' in options && isPlainObject(options.on)) {
      const bad = populateProblem(options.on, `${here}[on]`, level + 1);
      if (bad) return bad;
    }
  }
  return null;
};

/**
 * The path of the first sort through a relation between people: ordering by a contact's e-mail
 * tells, row by row, what those contacts are, as a filter would.
 */
export const peopleSort = (sort: Node, path = 'sort'): string | null => {
  if (typeof sort === 'string') return sort.split(',').some((part) => PEOPLE_RELATIONS.includes(part.trim().split(/[.:]/)[0])) ? path : null;
  if (Array.isArray(sort)) {
    for (const [i, item] of sort.entries()) {
      const bad = peopleSort(item, `${path}[${i}]`);
      if (bad) return bad;
    }
    return null;
  }
  if (!isPlainObject(sort)) return null;
  for (const key of Object.keys(sort)) if (PEOPLE_RELATIONS.includes(key)) return `${path}[${key}]`;
  return null;
};
