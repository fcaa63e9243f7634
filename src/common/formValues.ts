import type { RaRecord } from 'react-admin';

/** A record as forms edit it: to-one relations as an id, to-many relations as a list of ids. */
export const relationsAsIds = (record: RaRecord, { one = [], many = [] }: { one?: string[]; many?: string[] }) => ({
  ...record,
  ...Object.fromEntries(one.map((f) => [f, record[f]?.id ?? null])),
  ...Object.fromEntries(many.map((f) => [f, (record[f] ?? []).map((r: RaRecord) => r.id)])),
});

/** An uploaded file shows its current image; a newly chosen one its preview. */
export const imagePreview = (value: { url?: string; src?: string; rawFile?: File } | null) =>
  value && !value.rawFile && value.url ? { ...value, src: value.url } : value;
