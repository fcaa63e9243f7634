// Turns react-admin parameters into Strapi 5 query strings.

type Primitive = string | number | boolean | null | undefined;
export type QueryValue = Primitive | QueryValue[] | { [key: string]: QueryValue };

/** Serialises nested objects the way Strapi's qs parser reads them: a[b][0]=c. */
export const toQueryString = (params: Record<string, QueryValue>): string => {
  const parts: string[] = [];
  const walk = (value: QueryValue, prefix: string) => {
    if (value === undefined) return;
    if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${prefix}[${i}]`));
    else if (value !== null && typeof value === 'object') Object.entries(value).forEach(([k, v]) => walk(v, prefix ? `${prefix}[${k}]` : k));
    else parts.push(`${encodeURIComponent(prefix)}=${encodeURIComponent(value === null ? '' : String(value))}`);
  };
  walk(params, '');
  return parts.join('&');
};

const OPERATORS = [
  'eq',
  'eqi',
  'ne',
  'nei',
  'lt',
  'lte',
  'gt',
  'gte',
  'in',
  'notIn',
  'contains',
  'notContains',
  'containsi',
  'notContainsi',
  'null',
  'notNull',
  'startsWith',
  'endsWith',
] as const;

const setPath = (target: Record<string, QueryValue>, path: string[], value: QueryValue) => {
  let node = target;
  path.slice(0, -1).forEach((key) => {
    node[key] = (node[key] as Record<string, QueryValue>) ?? {};
    node = node[key] as Record<string, QueryValue>;
  });
  node[path[path.length - 1]] = value;
};

/**
 * Maps a react-admin filter object to Strapi filters. Keys are field paths (`role.type`), with an
 * optional operator suffix (`title_containsi`, `publishedAt_notNull`); arrays mean `$in`.
 * `q` is left to the resource's search.
 */
/** react-admin nests dotted filter sources ({ role: { type } }); back to paths ('role.type'). */
const flatten = (filter: Record<string, unknown>, prefix = ''): [string, unknown][] =>
  Object.entries(filter).flatMap(([key, value]) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? flatten(value as Record<string, unknown>, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value] as [string, unknown]],
  );

export const toStrapiFilters = (filter: Record<string, unknown> = {}): Record<string, QueryValue> => {
  const filters: Record<string, QueryValue> = {};
  for (const [key, value] of flatten(filter)) {
    if (key === 'q' || value === undefined || value === '') continue;
    const match = key.match(/^(.*)_([a-zA-Z]+)$/);
    const operator = match && (OPERATORS as readonly string[]).includes(match[2]) ? match[2] : null;
    const field = operator ? match![1] : key;
    const op = operator ?? (Array.isArray(value) ? 'in' : 'eq');
    setPath(filters, [...field.split('.'), `$${op}`], value as QueryValue);
  }
  return filters;
};

/** Combines filters with $and, leaving out empty ones. */
export const andFilters = (...parts: (Record<string, QueryValue> | null | undefined)[]) => {
  const present = parts.filter((p): p is Record<string, QueryValue> => !!p && Object.keys(p).length > 0);
  if (present.length <= 1) return present[0] ?? {};
  return { $and: present };
};

/**
 * The brand search of the spec's "Validation rules": only above one character; a purely numeric query matches
 * the id; otherwise case-insensitive contains on name or company name.
 */
export const brandSearchFilter = (q: unknown): Record<string, QueryValue> | null => {
  const text = typeof q === 'string' ? q.trim() : '';
  if (text.length <= 1) return null;
  if (/^\d+$/.test(text)) return { id: { $eq: Number(text) } };
  return { $or: [{ name: { $containsi: text } }, { companyName: { $containsi: text } }] };
};

export const toStrapiSort = (sort?: { field: string; order: string }) =>
  sort?.field ? [`${sort.field}:${sort.order === 'DESC' ? 'desc' : 'asc'}`] : undefined;
