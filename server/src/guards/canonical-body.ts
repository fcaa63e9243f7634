import type { Core, UID } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { parseRelationWrite, Reference, RelationWrite } from '../access/relation-reference';
import { mayAttachFile } from '../access/file-ownership';
import { isOperator } from '../access/roles';
import { fieldError } from '../validation/field-error';
import { messages } from '../messages';
import { guardMessages as text } from '../messages/guards';
import { requireActor, type GuardContext, type Middleware } from './actor';

declare const strapi: Core.Strapi;

const USER = 'plugin::users-permissions.user';
const FILE = 'plugin::upload.file';

type Attribute = {
  type: string;
  relation?: string;
  target?: string;
  multiple?: boolean;
  component?: string;
  repeatable?: boolean;
};
type Schema = { attributes: Record<string, Attribute> };
type Data = Record<string, unknown>;

/** The record a write changes, for the values it holds now (null when creating). */
type Current = { uid: string; where: Record<string, unknown> } | null;

interface Walk {
  actorId: number;
  operator: boolean;
  current: Current;
  /** Keys the route takes besides the schema's attributes (e.g. `currentPassword`). */
  extraKeys: string[];
}

const isPlainObject = (v: unknown): v is Data => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Users, their roles and files are referenced by numeric id (as users-permissions does), content documents by documentId. */
const NUMERIC_TARGETS = [USER, FILE, 'plugin::users-permissions.role'];
const byNumericId = (target: string) => NUMERIC_TARGETS.includes(target);

/** Resolves references to stored records: each one must exist; the answer is in canonical form. */
const resolve = async (target: string, refs: Reference[], path: string): Promise<(string | number)[]> => {
  if (!refs.length) return [];
  const ids = refs.flatMap((r) => ('id' in r ? [r.id] : []));
  const documentIds = refs.flatMap((r) => ('documentId' in r ? [r.documentId] : []));
  const where = { $or: [...(ids.length ? [{ id: { $in: ids } }] : []), ...(documentIds.length ? [{ documentId: { $in: documentIds } }] : [])] };
  const rows: { id: number; documentId: string }[] = await strapi.db.query(target as UID.Schema).findMany({ where, select: ['id', 'documentId'] });
  return refs.map((ref) => {
    const row = rows.find((r) => ('id' in ref ? r.id === ref.id : r.documentId === ref.documentId));
    if (!row) throw fieldError(path, text.unknownReference);
    return byNumericId(target) ? row.id : row.documentId;
  });
};

/** The canonical body value of a parsed relation write. */
const written = async (target: string, write: RelationWrite, toOne: boolean, path: string): Promise<unknown> => {
  if (write.mode === 'replace') {
    const refs = await resolve(target, write.refs, path);
    return toOne ? (refs[0] ?? null) : refs;
  }
  const connect = await resolve(target, write.connect, path);
  const disconnect = await resolve(target, write.disconnect, path);
  return { ...(connect.length ? { connect } : {}), ...(disconnect.length ? { disconnect } : {}) };
};

/** The file ids a media field of the record holds now. */
const currentFiles = async (current: Current, field: string): Promise<number[]> => {
  if (!current) return [];
  const row = await strapi.db.query(current.uid as UID.Schema).findOne({ where: current.where, populate: { [field]: { select: ['id'] } } });
  const value = (row as Data | null)?.[field] as { id: number } | { id: number }[] | null | undefined;
  return (Array.isArray(value) ? value : value ? [value] : []).map((f) => f.id);
};

/** Files newly attached must be the caller's own uploads (operators manage every file). */
const assertFilesMayBeAttached = async (walk: Walk, field: string, value: unknown, path: string) => {
  const ids = (
    Array.isArray(value) ? value : isPlainObject(value) ? ((value.connect as number[] | undefined) ?? []) : value == null ? [] : [value]
  ) as number[];
  if (!ids.length || walk.operator) return;
  const kept = await currentFiles(walk.current, field);
  const added = ids.filter((id) => !kept.includes(id));
  if (!added.length) return;
  const files: { id: number; ownerId?: number | null }[] = await strapi.db.query(FILE).findMany({ where: { id: { $in: added } }, select: ['id', 'ownerId'] });
  if (!files.every((f) => mayAttachFile(walk.actorId, f.ownerId ?? null))) throw fieldError(path, text.foreignFile);
};

/** The data with every relation, file and component in canonical form; refusals are German 400s. */
const canonicalData = async (schema: Schema, data: unknown, walk: Walk, path: string[], top: boolean): Promise<Data> => {
  if (!isPlainObject(data)) throw new errors.ValidationError(text.notAnObject(path.join('.') || 'data'));
  const out: Data = {};
  for (const [key, value] of Object.entries(data)) {
    const at = [...path, key];
    const here = at.join('.');
    const attribute = Object.prototype.hasOwnProperty.call(schema.attributes, key) ? schema.attributes[key] : undefined;
    if (top && (key === 'id' || key === 'documentId')) throw new errors.ValidationError(messages.bodyWithId);
    // Keys named like Object.prototype members never get here (middlewares/body-guard.ts).
    if (!attribute && !(top && walk.extraKeys.includes(key))) throw fieldError(here, text.unknownField(here));
    if (!attribute) {
      out[key] = value;
    } else if (attribute.type === 'relation' || attribute.type === 'media') {
      const target = attribute.type === 'media' ? FILE : String(attribute.target);
      const toOne = attribute.type === 'media' ? !attribute.multiple : ['oneToOne', 'manyToOne'].includes(String(attribute.relation));
      const parsed = parseRelationWrite(value, toOne);
      if (!parsed.ok) throw fieldError(here, toOne ? text.oneReference(here) : text.references(here));
      out[key] = await written(target, parsed.value, toOne, here);
      if (attribute.type === 'media') await assertFilesMayBeAttached(top ? walk : { ...walk, current: null }, key, out[key], here);
    } else if (attribute.type === 'component') {
      const model: Schema = strapi.getModel(attribute.component as UID.Component);
      if (value === null) out[key] = null;
      else if (attribute.repeatable) {
        if (!Array.isArray(value)) throw fieldError(here, text.notAList(here));
        out[key] = await Promise.all(value.map((item, i) => canonicalEntry(model, item, walk, [...at, String(i)])));
      } else out[key] = await canonicalEntry(model, value, walk, at);
    } else if (attribute.type === 'dynamiczone') {
      throw fieldError(here, text.unknownField(here));
    } else {
      out[key] = value;
    }
  }
  return out;
};

/** A component entry: its own fields, and `id` only as a plain number (Strapi checks it is this record's). */
const canonicalEntry = async (model: Schema, entry: unknown, walk: Walk, path: string[]) => {
  if (!isPlainObject(entry)) throw new errors.ValidationError(text.notAnObject(path.join('.')));
  const { id, ...fields } = entry;
  const out = await canonicalData(model, fields, walk, path, false);
  if (id === undefined) return out;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) throw fieldError(`${path.join('.')}.id`, text.unknownField(`${path.join('.')}.id`));
  return { id, ...out };
};

/**
 * Route middleware: rewrites the write body of `uid` into canonical form before any rule reads it
 * (access/relation-reference.ts says why). Content routes carry `{ data }` and a documentId in the
 * path; the users routes a bare body and a numeric id.
 */
export const canonicalBody =
  (uid: UID.Schema, options: { bare?: boolean; extraKeys?: string[] } = {}): Middleware =>
  async (ctx: GuardContext, next) => {
    const body = ctx.request.body as Data | undefined;
    const data = options.bare ? body : body?.data;
    if (data !== undefined && !(options.bare && isPlainObject(data) && !Object.keys(data).length)) {
      const actor = await requireActor(ctx);
      const id = ctx.params?.id;
      const current: Current =
        id === undefined
          ? null
          : { uid, where: options.bare ? { id: Number(id) } : { documentId: String(id), ...(hasDrafts(uid) ? { publishedAt: { $null: true } } : {}) } };
      const schema: Schema = strapi.getModel(uid);
      const walk: Walk = { actorId: actor.id, operator: isOperator(actor), current, extraKeys: options.extraKeys ?? [] };
      const canonical = await canonicalData(schema, data, walk, [], true);
      if (options.bare) ctx.request.body = canonical;
      else (ctx.request.body as Data).data = canonical;
    }
    await next();
  };

const hasDrafts = (uid: UID.Schema) => (strapi.getModel(uid) as { options?: { draftAndPublish?: boolean } }).options?.draftAndPublish === true;
