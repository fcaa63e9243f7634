// The query-string serialisation of src/providers/strapi/query.ts (toQueryString), so that the
// benchmarks send exactly what the app sends.
export const toQueryString = (params) => {
  const parts = [];
  const walk = (value, prefix) => {
    if (value === undefined) return;
    if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${prefix}[${i}]`));
    else if (value !== null && typeof value === 'object') Object.entries(value).forEach(([k, v]) => walk(v, prefix ? `${prefix}[${k}]` : k));
    else parts.push(`${encodeURIComponent(prefix)}=${encodeURIComponent(value === null ? '' : String(value))}`);
  };
  walk(params, '');
  return parts.join('&');
};
