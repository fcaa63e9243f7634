import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { CONSENT_TEXT_VERSION, type ConsentRecord } from '@markenportal/contract';
import { personName } from '../../access/person-name';
import { fieldError } from '../../validation/field-error';
import { consentMessages as text } from '../../messages/consent';
import { recordAudit } from '../../audit/record';

// A doctor's or PTA's consent to a sales rep and a brand seeing their data, given when they connect
// through a link, and its withdrawal, which ends the contact (docs/decisions/0036-consent-and-notice.md).

const CONSENT = 'api::consent.consent';
const USER = 'plugin::users-permissions.user';
/** A person's list is bounded: connecting through links is theirs to repeat, the answer is not. */
const LIST_LIMIT = 500;

type Person = { id: number; documentId: string; username?: string; email?: string; profile?: { title?: string; firstName?: string; lastName?: string } | null };
type ConsentRow = {
  id: number;
  documentId: string;
  textVersion: string;
  givenAt: string;
  withdrawnAt: string | null;
  salesUser?: Person | null;
  brand?: { documentId: string; name: string } | null;
};
const POPULATE = { salesUser: { select: ['id', 'documentId', 'username', 'email'], populate: { profile: true } }, brand: { select: ['documentId', 'name'] } };

const iso = (value: string | Date) => new Date(value).toISOString();
const toRecord = (row: ConsentRow): ConsentRecord => ({
  documentId: row.documentId,
  salesUser: row.salesUser ? { id: row.salesUser.id, name: personName(row.salesUser) } : null,
  brand: row.brand ? { documentId: row.brand.documentId, name: row.brand.name } : null,
  textVersion: row.textVersion,
  givenAt: iso(row.givenAt),
  withdrawnAt: row.withdrawnAt ? iso(row.withdrawnAt) : null,
});

/**
 * The consent a connect's body gives: the current text's version, as a string at
 * `data.consentVersion`. JSON, form and multipart bodies all reach here as that (a multipart body's
 * `data` as its JSON string); anything else — a missing field, `true`, `on`, an array — is no consent.
 */
export const requireConsent = (data: Record<string, unknown> | undefined) => {
  const version = data?.consentVersion;
  if (version === CONSENT_TEXT_VERSION) return version;
  throw fieldError('consentVersion', typeof version === 'string' && version.trim() ? text.outdated : text.missing);
};

/** A write body's `data`: an object, or a multipart body's JSON string of one. */
export const writeData = (body: unknown): Record<string, unknown> | undefined => {
  const data = (body as { data?: unknown } | null | undefined)?.data;
  let value = data;
  if (typeof data === 'string') {
    try {
      value = JSON.parse(data);
    } catch {
      return undefined;
    }
  }
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
};

/**
 * Stores the consent of `person` to `rep` and the link's brand, inside the connect's transaction;
 * an active consent to the same rep and brand for the same text is kept, not stored twice. The
 * document service's audit middleware records it as created (server/src/audit/documents.ts).
 */
export const recordConsent = async (strapi: Core.Strapi, consent: { person: Person; rep: Person; brand: { documentId: string } | null; link: string }) => {
  const active = await strapi.db.query(CONSENT).count({
    where: {
      person: { id: consent.person.id },
      salesUser: { id: consent.rep.id },
      ...(consent.brand ? { brand: { documentId: consent.brand.documentId } } : { brand: { id: { $null: true } } }),
      textVersion: CONSENT_TEXT_VERSION,
      withdrawnAt: { $null: true },
    },
  });
  if (active) return;
  await strapi.documents(CONSENT).create({
    data: {
      person: consent.person.documentId,
      salesUser: consent.rep.documentId,
      brand: consent.brand?.documentId ?? null,
      link: consent.link,
      textVersion: CONSENT_TEXT_VERSION,
      givenAt: new Date().toISOString(),
    } as never,
  });
};

/** The person's own consents, newest first. */
export const consentsOf = async (strapi: Core.Strapi, personId: number): Promise<ConsentRecord[]> => {
  const rows = (await strapi.db.query(CONSENT).findMany({
    where: { person: { id: personId } },
    populate: POPULATE,
    orderBy: [{ givenAt: 'desc' }, { id: 'desc' }],
    limit: LIST_LIMIT,
  })) as ConsentRow[];
  return rows.map(toRecord);
};

/**
 * Withdraws the person's consent: every active consent of theirs to that rep (the contact is one,
 * whatever brand's link made it) ends, and so does the contact, both ways. The chat stays readable
 * to both and takes no new messages (the chat service asks for the contact). Someone else's consent
 * is a 404, as if it did not exist; one withdrawn before is answered as it is.
 */
export const withdrawConsent = async (strapi: Core.Strapi, personId: number, documentId: string): Promise<ConsentRecord> => {
  const find = async () =>
    (await strapi.db.query(CONSENT).findOne({ where: { documentId, person: { id: personId } }, populate: POPULATE })) as ConsentRow | null;
  const consent = await find();
  if (!consent) throw new errors.NotFoundError(text.unknown);
  if (consent.withdrawnAt) return toRecord(consent);
  const rep = consent.salesUser;
  await strapi.db.transaction(async () => {
    const withdrawnAt = new Date().toISOString();
    const active = (await strapi.db.query(CONSENT).findMany({
      where: { person: { id: personId }, ...(rep ? { salesUser: { id: rep.id } } : { documentId }), withdrawnAt: { $null: true } },
      select: ['id', 'documentId'],
      populate: { brand: { select: ['id', 'documentId', 'name'] } },
    })) as { id: number; documentId: string; brand?: { id: number; documentId: string; name: string } | null }[];
    await strapi.db.query(CONSENT).updateMany({ where: { id: { $in: active.map((c) => c.id) } }, data: { withdrawnAt } });
    if (rep) {
      const me = (await strapi.db.query(USER).findOne({ where: { id: personId }, select: ['documentId'] })) as { documentId: string };
      await strapi.documents(USER).update({ documentId: me.documentId, data: { contacts: { disconnect: [rep.documentId] } } as never });
      await strapi.documents(USER).update({ documentId: rep.documentId, data: { contacts: { disconnect: [me.documentId] } } as never });
    }
    // One audit entry per consent that ends, read by its brand's admins (the contact's end is its cause).
    for (const ended of active) {
      await recordAudit(strapi, {
        action: 'consent-withdrawal',
        resource: 'consent',
        recordId: ended.documentId,
        recordLabel: rep ? personName(rep) || null : null,
        brand: ended.brand ?? null,
        changes: [{ field: 'withdrawnAt', before: null, after: withdrawnAt }],
      });
    }
  });
  return toRecord((await find())!);
};
