import type { Core } from '@strapi/strapi';
import { personName } from '../access/person-name';
import { storageNames } from '../storage-names';
import type { PrivacyExportSectionKey } from '../messages/privacy-export';
import { auditEntriesOf } from './export-audit';

// What belongs to a person, kind by kind (DSGVO Art. 15 and 20; docs/decisions/0033-export-personal-data.md):
// one section per file of the archive, each naming where the data is kept (`source`) and how it is
// read. The erasure's list (server/src/privacy/erasure*.ts) names the same tables, so the two can be
// held against each other. A list is read page after page by ascending id (export-archive.ts caps
// it); nothing another person wrote or a secret is read into an item.

const USER = 'plugin::users-permissions.user';

export interface ExportPerson {
  id: number;
  email: string;
}

/** One item of a list with the id its page continues after. */
export interface PageRow {
  id: number;
  item: unknown;
}

interface SectionBase {
  key: PrivacyExportSectionKey;
  /** Where it is kept: table, and the column or relation that ties it to the person. */
  source: string;
}
/** One object (the account, the profile): bounded by its schema. */
export interface OneSection extends SectionBase {
  one(strapi: Core.Strapi, person: ExportPerson): Promise<unknown>;
}
/** A list: `limit` items with an id above `afterId` (-1 on the first page), ascending. */
export interface ListSection extends SectionBase {
  page(strapi: Core.Strapi, person: ExportPerson, afterId: number, limit: number): Promise<PageRow[]>;
}
export type ExportSection = OneSection | ListSection;

type Named = { username?: string | null; profile?: { title?: string | null; firstName?: string | null; lastName?: string | null } | null };
type BrandRef = { documentId?: string; name?: string | null } | null | undefined;

/** Another person as the archive names them: by the name in their profile only (no e-mail, no id). */
const otherName = (user: Named) => personName({ profile: user.profile }) || null;
const brandOf = (brand: BrandRef) => (brand ? { documentId: brand.documentId ?? null, name: brand.name ?? null } : null);
const after = (afterId: number) => ({ id: { $gt: afterId } });
const BRAND = { select: ['documentId', 'name'] };
/** Milliseconds since the epoch (the plain tables' times) as ISO. */
const isoOfMs = (value: unknown) => (value === null || value === undefined ? null : new Date(Number(value)).toISOString());
/** Web Push: which service (the endpoint's origin), never the endpoint's path, which addresses the device. */
const pushService = (endpoint: string) => {
  try {
    return new URL(endpoint).origin;
  } catch {
    return null;
  }
};
/** A token named only by its last four characters, enough to tell devices apart. */
const shortened = (token: string | null | undefined) => (token ? `…${token.slice(-4)}` : null);
const withoutId = <T extends { id?: unknown }>(row: T | null | undefined) => {
  if (!row) return null;
  const copy: Partial<T> = { ...row };
  delete copy.id;
  return copy;
};

const account = async (strapi: Core.Strapi, person: ExportPerson) =>
  strapi.db.query(USER).findOne({
    where: { id: person.id },
    select: ['id', 'documentId', 'username', 'email', 'provider', 'confirmed', 'blocked', 'createdAt', 'updatedAt'],
    populate: { role: { select: ['type', 'name'] } },
  });

/** Every kind of a person's data, in the archive's order. */
export const EXPORT_SECTIONS: ExportSection[] = [
  {
    key: 'account',
    source: 'up_users (the row of the account; no password hash, tokens or codes)',
    one: async (strapi, person) => {
      const user = await account(strapi, person);
      return { ...user, role: user?.role ? { type: user.role.type, name: user.role.name } : null };
    },
  },
  {
    key: 'profile',
    source: 'up_users.profile (components_user_profile) and up_users.image (files)',
    one: async (strapi, person) => {
      const user = await strapi.db.query(USER).findOne({
        where: { id: person.id },
        select: ['id'],
        populate: { profile: true, image: { select: ['name', 'mime', 'size', 'url', 'createdAt'] } },
      });
      return { ...withoutId(user?.profile), image: withoutId(user?.image) };
    },
  },
  {
    key: 'brands',
    source: 'up_users.brand, up_users.brands, up_users.userBrandRoles (components_user_brand_role)',
    one: async (strapi, person) => {
      const user = await strapi.db.query(USER).findOne({
        where: { id: person.id },
        select: ['id'],
        populate: { role: { select: ['type'] }, brand: BRAND, brands: BRAND, userBrandRoles: { populate: { brand: BRAND } } },
      });
      return {
        role: user?.role?.type ?? null,
        currentBrand: brandOf(user?.brand),
        brands: (user?.brands ?? []).map(brandOf),
        rolesByBrand: (user?.userBrandRoles ?? []).map((entry: { brand: BrandRef; role: string }) => ({ brand: brandOf(entry.brand), role: entry.role })),
      };
    },
  },
  {
    key: 'favorites',
    source: 'favorites (user)',
    page: async (strapi, person, afterId, limit) => {
      const rows = await strapi.db.query('api::favorite.favorite').findMany({
        where: { user: { id: person.id }, ...after(afterId) },
        select: ['id', 'isFavorite', 'createdAt', 'updatedAt'],
        populate: { brand: BRAND },
        orderBy: { id: 'asc' },
        limit,
      });
      return rows.map((r) => ({ id: r.id, item: { brand: brandOf(r.brand), isFavorite: r.isFavorite, createdAt: r.createdAt, updatedAt: r.updatedAt } }));
    },
  },
  {
    key: 'devices',
    // The mobile app's FCM token is one field of the account; the browsers come after it.
    source: 'up_users.fcmToken, web_push_subscriptions (user_id; no keys)',
    page: async (strapi, person, afterId, limit) => {
      const app: PageRow[] = [];
      if (afterId < 0) {
        const user = await strapi.db.query(USER).findOne({ where: { id: person.id }, select: ['id', 'fcmToken'] });
        if (user?.fcmToken) app.push({ id: 0, item: { kind: 'mobile-app', token: shortened(user.fcmToken) } });
      }
      const rows: { id: number; endpoint: string; created_at: unknown; last_used_at: unknown }[] = await strapi.db
        .connection('web_push_subscriptions')
        .where('user_id', person.id)
        .andWhere('id', '>', afterId)
        .orderBy('id')
        .limit(limit - app.length)
        .select('id', 'endpoint', 'created_at', 'last_used_at');
      return [
        ...app,
        ...rows.map((r) => ({
          id: r.id,
          item: { kind: 'web-push', service: pushService(r.endpoint), createdAt: isoOfMs(r.created_at), lastUsedAt: isoOfMs(r.last_used_at) },
        })),
      ];
    },
  },
  {
    key: 'contacts',
    source: 'up_users.contacts (up_users_contacts_lnk)',
    page: async (strapi, person, afterId, limit) => {
      const join = storageNames(strapi, USER).joinTable('contacts');
      const links: { id: number }[] = await strapi.db
        .connection(join.name)
        .where(join.joinColumn.name, person.id)
        .andWhere(join.inverseJoinColumn.name, '>', afterId)
        .orderBy(join.inverseJoinColumn.name)
        .limit(limit)
        .select({ id: join.inverseJoinColumn.name });
      if (!links.length) return [];
      const people = await strapi.db.query(USER).findMany({ where: { id: { $in: links.map((l) => l.id) } }, select: ['id'], populate: { profile: true } });
      const names = new Map(people.map((p) => [p.id, otherName(p)]));
      return links.map((l) => ({ id: l.id, item: { name: names.get(l.id) ?? null } }));
    },
  },
  {
    key: 'chats',
    source: 'chats (participants: chats_participants_lnk)',
    page: async (strapi, person, afterId, limit) => {
      const rows = await strapi.db.query('api::chat.chat').findMany({
        where: { participants: { id: person.id }, ...after(afterId) },
        select: ['id', 'documentId', 'createdAt', 'lastMessageAt'],
        populate: { participants: { select: ['id'], populate: { profile: true } } },
        orderBy: { id: 'asc' },
        limit,
      });
      return rows.map((r) => ({
        id: r.id,
        item: {
          chat: r.documentId,
          with: (r.participants ?? []).filter((p: { id: number }) => p.id !== person.id).map(otherName),
          createdAt: r.createdAt,
          lastMessageAt: r.lastMessageAt,
        },
      }));
    },
  },
  {
    key: 'messages',
    // Both sides' messages of the person's chats; the other side's without text (the decision record).
    source: 'messages (chat → chats the person takes part in; sender)',
    page: async (strapi, person, afterId, limit) => {
      const rows = await strapi.db.query('api::message.message').findMany({
        where: { chat: { participants: { id: person.id } }, ...after(afterId) },
        select: ['id', 'text', 'readAt', 'createdAt'],
        populate: { chat: { select: ['documentId'] }, sender: { select: ['id'] } },
        orderBy: { id: 'asc' },
        limit,
      });
      return rows.map((r) => {
        const fromMe = r.sender?.id === person.id;
        const base = { chat: r.chat?.documentId ?? null, sentAt: r.createdAt, fromMe };
        return { id: r.id, item: fromMe ? { ...base, text: r.text, readByRecipientAt: r.readAt } : { ...base, readByMeAt: r.readAt } };
      });
    },
  },
  {
    key: 'invitations',
    source: 'invitations (email = the account’s address: received; invitedBy: sent; never the code)',
    page: async (strapi, person, afterId, limit) => {
      const rows = await strapi.db.query('api::invitation.invitation').findMany({
        where: { $or: [{ email: { $eqi: person.email } }, { invitedBy: { id: person.id } }], ...after(afterId) },
        select: ['id', 'email', 'role', 'createdAt', 'expiresAt', 'acceptedAt'],
        populate: { brand: BRAND },
        orderBy: { id: 'asc' },
        limit,
      });
      return rows.map((r) => ({
        id: r.id,
        item: {
          // Sent by the person to someone else: that address is the other's, and stays out.
          direction: String(r.email).toLowerCase() === person.email.toLowerCase() ? 'received' : 'sent',
          brand: brandOf(r.brand),
          role: r.role,
          createdAt: r.createdAt,
          expiresAt: r.expiresAt,
          acceptedAt: r.acceptedAt,
        },
      }));
    },
  },
  {
    key: 'links',
    source: 'links (salesUser)',
    page: async (strapi, person, afterId, limit) => {
      const rows = await strapi.db.query('api::link.link').findMany({
        where: { salesUser: { id: person.id }, ...after(afterId) },
        select: ['id', 'link', 'createdAt'],
        populate: { brand: BRAND },
        orderBy: { id: 'asc' },
        limit,
      });
      return rows.map((r) => ({ id: r.id, item: { link: r.link, brand: brandOf(r.brand), createdAt: r.createdAt } }));
    },
  },
  {
    key: 'uploads',
    source: 'files (ownerId)',
    page: async (strapi, person, afterId, limit) => {
      const rows = await strapi.db.query('plugin::upload.file').findMany({
        where: { ownerId: person.id, ...after(afterId) },
        select: ['id', 'name', 'mime', 'size', 'width', 'height', 'url', 'createdAt'],
        orderBy: { id: 'asc' },
        limit,
      });
      const base = strapi.config.get<string>('server.url', '').replace(/\/+$/, '');
      return rows.map(({ id, url, ...file }) => ({ id, item: { ...file, url: typeof url === 'string' && url.startsWith('/') ? `${base}${url}` : url } }));
    },
  },
  {
    key: 'mails',
    source: 'mail_outbox (recipient = the account’s address; subject only)',
    page: async (strapi, person, afterId, limit) => {
      const rows: { id: number; kind: string; status: string; message: string; created_at: unknown; finished_at: unknown }[] = await strapi.db
        .connection('mail_outbox')
        .whereRaw('lower(recipient) = ?', [person.email.toLowerCase()])
        .andWhere('id', '>', afterId)
        .orderBy('id')
        .limit(limit)
        .select('id', 'kind', 'status', 'message', 'created_at', 'finished_at');
      return rows.map((r) => ({
        id: r.id,
        item: { kind: r.kind, subject: subjectOf(r.message), status: r.status, createdAt: isoOfMs(r.created_at), finishedAt: isoOfMs(r.finished_at) },
      }));
    },
  },
  {
    key: 'signIns',
    source: 'up_users.lastSignInAt, passwordChangedAt, accessChangedAt',
    one: async (strapi, person) => {
      const user = await strapi.db.query(USER).findOne({ where: { id: person.id }, select: ['id', 'lastSignInAt', 'passwordChangedAt', 'accessChangedAt'] });
      return { lastSignInAt: user?.lastSignInAt ?? null, passwordChangedAt: user?.passwordChangedAt ?? null, accessChangedAt: user?.accessChangedAt ?? null };
    },
  },
  { key: 'audit', source: 'audit_entries (actorId, or the account as the record)', page: auditEntriesOf },
  {
    // Given by the person when connecting through a link, and, for a rep, those given to them (by name).
    key: 'consents',
    source: 'consents (person, salesUser)',
    page: async (strapi, person, afterId, limit) => {
      const rows = (await strapi.db.query('api::consent.consent').findMany({
        where: { $or: [{ person: { id: person.id } }, { salesUser: { id: person.id } }], ...after(afterId) },
        select: ['id', 'textVersion', 'givenAt', 'withdrawnAt'],
        populate: { brand: BRAND, person: { select: ['id'], populate: { profile: true } }, salesUser: { select: ['id'], populate: { profile: true } } },
        orderBy: { id: 'asc' },
        limit,
      })) as {
        id: number;
        textVersion: string;
        givenAt: string;
        withdrawnAt: string | null;
        brand: BrandRef;
        person: (Named & { id: number }) | null;
        salesUser: (Named & { id: number }) | null;
      }[];
      return rows.map((r) => {
        const byYou = r.person?.id === person.id;
        const other = byYou ? r.salesUser : r.person;
        return {
          id: r.id,
          item: {
            direction: byYou ? 'given' : 'received',
            [byYou ? 'to' : 'from']: other ? otherName(other) : null,
            brand: brandOf(r.brand),
            textVersion: r.textVersion,
            givenAt: r.givenAt,
            withdrawnAt: r.withdrawnAt,
          },
        };
      });
    },
  },
];

/** A mail's subject from the outbox's stored message; never its text, which may hold a sign-in or reset link. */
const subjectOf = (message: string) => {
  try {
    const parsed = JSON.parse(message) as { subject?: unknown };
    return typeof parsed.subject === 'string' ? parsed.subject : null;
  } catch {
    return null;
  }
};
