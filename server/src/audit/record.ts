import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { effectiveRole, globalRole, type AuditAction, type AuditChange } from '@markenportal/contract';
import { loadAccessUser } from '../guards/lookups';
import type { ScopedUser } from '../access/user-scope';

// Writes one audit entry (docs/decisions/0035-audit-log.md) through strapi.db.query, so that inside
// a transaction (strapi.db.transaction, which every document write runs in) it is written by the
// same transaction: never an entry for a write that failed, never a write without its entry.

export const AUDIT_ENTRY = 'api::audit-entry.audit-entry';
const USER = 'plugin::users-permissions.user';

/** The request a write comes from (Strapi's request context); none for the server's own work. */
interface RequestLike {
  state?: { user?: { id?: number | string }; actor?: ScopedUser; requestId?: string; auditActor?: Actor | null };
  request?: { ip?: string };
  get?(field: string): string;
}

interface Actor {
  id: number;
  name: string;
  access: ScopedUser | null;
}

export interface AuditWrite {
  action: AuditAction;
  resource: string;
  recordId: string | null;
  recordLabel?: string | null;
  brand?: { id: number; documentId?: string | null; name?: string | null } | null;
  changes?: AuditChange[];
  /** Who, when not the signed-in caller: a failed sign-in's account, a sign-in itself. */
  actorId?: number | null;
}

const clip = (value: unknown, max: number) => (typeof value === 'string' && value ? value.slice(0, max) : null);

/** Name and e-mail of an account as it is now: „Vorname Nachname <adresse>“. */
export const actorNameOf = async (strapi: Core.Strapi, id: number): Promise<string | null> => {
  const user = (await strapi.db.query(USER).findOne({ where: { id }, select: ['email', 'username'], populate: { profile: true } })) as {
    email?: string;
    username?: string;
    profile?: { firstName?: string | null; lastName?: string | null } | null;
  } | null;
  if (!user) return null;
  const name = [user.profile?.firstName, user.profile?.lastName].filter(Boolean).join(' ');
  return `${name || user.username || ''} <${user.email ?? ''}>`.trim();
};

const currentRequest = (strapi: Core.Strapi): RequestLike | undefined => strapi.requestContext?.get() as RequestLike | undefined;

/** The path of the request the current work comes from. */
export const requestPath = (strapi: Core.Strapi): string | undefined => (currentRequest(strapi) as { path?: string } | undefined)?.path;

/** Whether the current work comes from a request (a person) rather than the server's own timers. */
export const inRequest = (strapi: Core.Strapi) => currentRequest(strapi) !== undefined;

const actorOf = async (strapi: Core.Strapi, request: RequestLike | undefined, id: number | null): Promise<Actor | null> => {
  if (id === null) return null;
  const own = request?.state?.user?.id !== undefined && Number(request.state.user.id) === id;
  if (own && request?.state?.auditActor !== undefined) return request.state.auditActor;
  const access = own && request?.state?.actor ? request.state.actor : await loadAccessUser(strapi, id);
  const actor = { id, name: (await actorNameOf(strapi, id)) ?? `#${id}`, access };
  if (own && request?.state) request.state.auditActor = actor;
  return actor;
};

/** Writes the entry; in a transaction when called inside one. */
export const recordAudit = async (strapi: Core.Strapi, write: AuditWrite) => {
  const request = currentRequest(strapi);
  const callerId = request?.state?.user?.id !== undefined ? Number(request.state.user.id) : null;
  const actor = await actorOf(strapi, request, write.actorId !== undefined ? write.actorId : callerId);
  const brandDocumentId = write.brand?.documentId ?? null;
  const role = actor?.access ? (brandDocumentId ? effectiveRole(actor.access, brandDocumentId) : globalRole(actor.access)) : null;
  await strapi.db.query(AUDIT_ENTRY).create({
    data: {
      documentId: randomBytes(12).toString('hex'),
      occurredAt: new Date(),
      actorId: actor?.id ?? null,
      actorName: clip(actor?.name, 400),
      actorRole: role,
      brandId: write.brand?.id ?? null,
      brandName: clip(write.brand?.name, 200),
      resource: write.resource,
      recordId: clip(write.recordId, 60),
      recordLabel: clip(write.recordLabel, 300),
      action: write.action,
      ip: clip(request?.request?.ip, 64),
      userAgent: clip(request?.get?.('user-agent'), 400),
      requestId: clip(request?.state?.requestId, 100),
      changes: write.changes ?? [],
    },
  });
};
