import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { messages } from '../messages';

type Ref = string | number | { id?: number | string; documentId?: string } | null | undefined;
export type RelationInput = Ref | Ref[] | { set?: Ref[]; connect?: Ref[]; disconnect?: Ref[] };

/** Maps references in any form Strapi accepts (id, documentId, objects) to documentIds. */
export const resolveRefs = async (strapi: Core.Strapi, uid: string, refs: Ref[]): Promise<string[]> => {
  const ids: number[] = [];
  const documentIds: string[] = [];
  for (const ref of refs) {
    if (ref == null) continue;
    if (typeof ref === 'number' || (typeof ref === 'string' && /^\d+$/.test(ref))) ids.push(Number(ref));
    else if (typeof ref === 'string') documentIds.push(ref);
    else if (ref.documentId) documentIds.push(ref.documentId);
    else if (ref.id != null) ids.push(Number(ref.id));
  }
  if (!ids.length && !documentIds.length) return [];
  const found: { id: number; documentId: string }[] = await strapi.db.query(uid as never).findMany({
    where: { $or: [{ id: { $in: ids } }, { documentId: { $in: documentIds } }] },
    select: ['id', 'documentId'],
  });
  // In the order of the references: several bookings at once are recorded in that order.
  const ordered = refs.map((ref) =>
    found.find((d) =>
      typeof ref === 'object' && ref
        ? d.documentId === ref.documentId || (ref.id != null && d.id === Number(ref.id))
        : d.documentId === ref || d.id === Number(ref),
    ),
  );
  return [...new Set(ordered.filter((d): d is { id: number; documentId: string } => !!d).map((d) => d.documentId))];
};

/** The documentIds a relation write leads to, from those before it (to-one when `single`). */
export const resolveRelationWrite = async (strapi: Core.Strapi, uid: string, before: string[], value: RelationInput, single: boolean): Promise<string[]> => {
  if (value == null) return [];
  if (single) await assertOneTarget(strapi, uid, value);
  if (Array.isArray(value)) return resolveRefs(strapi, uid, value);
  if (typeof value === 'object' && ('set' in value || 'connect' in value || 'disconnect' in value)) {
    const v = value as { set?: Ref[]; connect?: Ref[]; disconnect?: Ref[] };
    if (v.set) return resolveRefs(strapi, uid, v.set);
    const connect = await resolveRefs(strapi, uid, v.connect ?? []);
    const disconnect = await resolveRefs(strapi, uid, v.disconnect ?? []);
    if (single) return connect.length ? connect.slice(-1) : before.filter((b) => !disconnect.includes(b));
    return [...new Set([...before, ...connect])].filter((b) => !disconnect.includes(b));
  }
  return resolveRefs(strapi, uid, [value as Ref]);
};

/**
 * A to-one relation takes one target. Strapi and our checks would read a list of several
 * (an array, `set`, `connect`) differently (Strapi keeps the first of a `connect`, the last of an
 * array), so the check could approve one brand while another is written: refused outright.
 */
const assertOneTarget = async (strapi: Core.Strapi, uid: string, value: RelationInput) => {
  const v = value as { set?: Ref[]; connect?: Ref[] };
  const refs: Ref[] = Array.isArray(value)
    ? value
    : typeof value === 'object' && value && ('set' in value || 'connect' in value)
      ? [...(v.set ?? []), ...(v.connect ?? [])]
      : [];
  if (refs.length > 1 && (await resolveRefs(strapi, uid, refs)).length > 1) {
    throw new errors.ValidationError(messages.oneTarget);
  }
};
