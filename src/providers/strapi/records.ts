import type { RaRecord } from 'ra-core';

// Content documents are identified by documentId, users and files by their numeric id
// (docs/architecture.md, "Strapi 5 facts"). Records keep the numeric id as `numericId`.

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (v: unknown): v is JsonObject => !!v && typeof v === 'object' && !Array.isArray(v);
/** Users and files keep their numeric id as record id. */
const keepsNumericId = (o: JsonObject) => 'mime' in o || 'username' in o || 'provider' in o;

export const normalize = (value: Json): Json => {
  if (Array.isArray(value)) return value.map(normalize);
  if (!isObject(value)) return value;
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(value)) out[k] = normalize(v);
  if (typeof value.documentId === 'string' && !keepsNumericId(value)) {
    out.numericId = value.id;
    out.id = value.documentId;
  }
  return out;
};

export const toRecord = (value: unknown) => normalize(value as Json) as unknown as RaRecord;

// publishedAt is the server's to honour (events) or drop (posts).
const READ_ONLY = ['id', 'documentId', 'numericId', 'createdAt', 'updatedAt', 'locale', 'localizations', 'livePublishedAt'];

/**
 * The version a change is based on, as the body's `updatedAt`: the record the form was loaded from
 * (react-admin's previousData). The server checks it (docs/decisions/0019-conditional-saves.md).
 */
export const versionOf = (updatedAt: unknown): { updatedAt?: string } => (typeof updatedAt === 'string' && updatedAt ? { updatedAt } : {});

const refId = (v: unknown): unknown => (isObject(v) && 'id' in v ? v.id : v);

/** A record as a Strapi request body: no ids, relations as ids (spec: body never has id/documentId). */
export const toBody = (data: Record<string, unknown>, relations: string[] = [], media: string[] = []) => {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (READ_ONLY.includes(key)) continue;
    if (relations.includes(key) || media.includes(key)) body[key] = Array.isArray(value) ? value.map(refId) : refId(value ?? null);
    else body[key] = value;
  }
  return body;
};
