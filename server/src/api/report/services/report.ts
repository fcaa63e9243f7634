import type { Core } from '@strapi/strapi';
import type { ReportRow } from '@markenportal/contract';
import { AccessUser, brandIdsOf, effectiveRole } from '../../../access/roles';
import type { ReportParams } from '../utils/params';

/*
 * The rows are the contract's ReportRow (docs/decisions/0007-reports.md). How each figure is counted:
 *
 * Figures of the period [start, end):
 * - posts: post documents whose published version has publishedAt in the period.
 * - events: event documents whose published version has publishedAt in the period (when the brand
 *   published it, like posts; not when the event takes place).
 * - messages: chat messages created in the period in chats that have a sales user of the brand
 *   among their participants.
 * - notifications: notification data records with brandName = the brand's name created in the period.
 *
 * Figures as of now (there is no history to look back into):
 * - salesUsers: users of the brand whose effective role for it is `sales` (not blocked).
 * - contacts: "contacts won through links". Connecting a doctor through a link does not leave a
 *   record yet, so this counts the distinct contacts of those of the brand's sales users who hold
 *   a link of the brand. Once connections are recorded (with a date), count those in the period.
 * - favorites: distinct users with a favorite of the brand that has isFavorite = true.
 */

type Ref = { id: number } | null | undefined;
type BrandRow = { id: number; documentId: string; name: string };
type SalesCandidate = AccessUser & { blocked?: boolean | null; contacts?: { id: number }[] | null };

const period = (params: ReportParams) => ({ $gte: params.start.toISOString(), $lt: params.end.toISOString() });

/** Adds `key` to the set of `brandId` in the map. */
const addTo = <K>(map: Map<number, Set<K>>, brandId: number, key: K) => {
  let set = map.get(brandId);
  if (!set) map.set(brandId, (set = new Set()));
  set.add(key);
};

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const db = strapi.db;

  /** Documents (by documentId) per brand of published rows in the period: one query per type. */
  const publishedPerBrand = async (uid: 'api::post.post' | 'api::event.event', brandIds: number[], params: ReportParams) => {
    const rows: { documentId: string; brand?: Ref }[] = await db.query(uid).findMany({
      where: { publishedAt: { $notNull: true, ...period(params) }, brand: { id: { $in: brandIds } } },
      select: ['id', 'documentId'],
      populate: { brand: { select: ['id'] } },
    });
    const result = new Map<number, Set<string>>();
    for (const row of rows) if (row.brand?.id) addTo(result, row.brand.id, row.documentId);
    return result;
  };

  return {
    /** Brands of the report, by name; null when a requested documentId does not exist. */
    async brands(documentIds: string[]): Promise<BrandRow[] | null> {
      const rows: BrandRow[] = await db.query('api::brand.brand').findMany({
        where: documentIds.length ? { documentId: { $in: documentIds } } : {},
        select: ['id', 'documentId', 'name'],
        orderBy: [{ name: 'asc' }, { id: 'asc' }],
      });
      if (documentIds.length && new Set(rows.map((b) => b.documentId)).size !== documentIds.length) return null;
      return rows;
    },

    async generate(brands: BrandRow[], params: ReportParams): Promise<ReportRow[]> {
      if (!brands.length) return [];
      const brandIds = brands.map((b) => b.id);
      const byDocumentId = new Map(brands.map((b) => [b.documentId, b.id]));

      // Sales users as of now: everyone attached to one of the brands, then the effective role per brand.
      const candidates: SalesCandidate[] = await db.query('plugin::users-permissions.user').findMany({
        where: {
          $or: [{ brands: { id: { $in: brandIds } } }, { brand: { id: { $in: brandIds } } }, { userBrandRoles: { brand: { id: { $in: brandIds } } } }],
        },
        select: ['id', 'blocked'],
        populate: {
          role: { select: ['id', 'type'] },
          brand: { select: ['id', 'documentId'] },
          brands: { select: ['id', 'documentId'] },
          userBrandRoles: { populate: { brand: { select: ['id', 'documentId'] } } },
          contacts: { select: ['id'] },
        },
      });
      const salesOf = new Map<number, Set<number>>();
      const salesUsers = new Map<number, SalesCandidate>();
      for (const user of candidates) {
        if (user.blocked) continue;
        for (const documentId of brandIdsOf(user)) {
          const brandId = byDocumentId.get(documentId);
          if (brandId === undefined || effectiveRole(user, documentId) !== 'sales') continue;
          addTo(salesOf, brandId, user.id);
          salesUsers.set(user.id, user);
        }
      }
      const allSalesIds = [...salesUsers.keys()];

      const [posts, events, links, chats, notifications, favorites] = await Promise.all([
        publishedPerBrand('api::post.post', brandIds, params),
        publishedPerBrand('api::event.event', brandIds, params),
        db.query('api::link.link').findMany({
          where: { brand: { id: { $in: brandIds } } },
          select: ['id'],
          populate: { brand: { select: ['id'] }, salesUser: { select: ['id'] } },
        }) as Promise<{ brand?: Ref; salesUser?: Ref }[]>,
        allSalesIds.length
          ? (db.query('api::chat.chat').findMany({
              where: { participants: { id: { $in: allSalesIds } } },
              select: ['id'],
              populate: { participants: { select: ['id'] } },
            }) as Promise<{ id: number; participants?: { id: number }[] }[]>)
          : Promise.resolve([]),
        db.query('api::notification.notification').findMany({
          where: { brandName: { $in: [...new Set(brands.map((b) => b.name))] }, createdAt: period(params) },
          select: ['id', 'brandName'],
        }) as Promise<{ brandName: string }[]>,
        db.query('api::favorite.favorite').findMany({
          where: { isFavorite: true, brand: { id: { $in: brandIds } } },
          select: ['id'],
          populate: { brand: { select: ['id'] }, user: { select: ['id'] } },
        }) as Promise<{ id: number; brand?: Ref; user?: Ref }[]>,
      ]);

      // Messages: the chats of each brand's sales users, then one count query over those chats.
      const brandsOfSalesUser = new Map<number, Set<number>>();
      for (const [brandId, users] of salesOf) for (const userId of users) addTo(brandsOfSalesUser, userId, brandId);
      const chatsOf = new Map<number, Set<number>>();
      for (const chat of chats) {
        for (const participant of chat.participants ?? []) {
          for (const brandId of brandsOfSalesUser.get(participant.id) ?? []) addTo(chatsOf, brandId, chat.id);
        }
      }
      const chatIds = [...new Set(chats.map((c) => c.id))];
      const messages: { chat?: Ref }[] = chatIds.length
        ? await db.query('api::message.message').findMany({
            where: { chat: { id: { $in: chatIds } }, createdAt: period(params) },
            select: ['id'],
            populate: { chat: { select: ['id'] } },
          })
        : [];
      const messagesPerChat = new Map<number, number>();
      for (const m of messages) if (m.chat?.id) messagesPerChat.set(m.chat.id, (messagesPerChat.get(m.chat.id) ?? 0) + 1);

      // Contacts won through links: contacts of the brand's sales users that hold a link of the brand.
      const linkHolders = new Map<number, Set<number>>();
      for (const link of links) if (link.brand?.id && link.salesUser?.id) addTo(linkHolders, link.brand.id, link.salesUser.id);

      const notificationsPerName = new Map<string, number>();
      for (const n of notifications) notificationsPerName.set(n.brandName, (notificationsPerName.get(n.brandName) ?? 0) + 1);

      const favoritesOf = new Map<number, Set<string>>();
      for (const f of favorites) if (f.brand?.id) addTo(favoritesOf, f.brand.id, f.user?.id ? `u${f.user.id}` : `f${f.id}`);

      return brands.map((brand) => {
        const sales = salesOf.get(brand.id) ?? new Set<number>();
        const contacts = new Set<number>();
        for (const holder of linkHolders.get(brand.id) ?? []) {
          if (!sales.has(holder)) continue;
          for (const c of salesUsers.get(holder)?.contacts ?? []) contacts.add(c.id);
        }
        let messageCount = 0;
        for (const chatId of chatsOf.get(brand.id) ?? []) messageCount += messagesPerChat.get(chatId) ?? 0;
        return {
          brandId: brand.documentId,
          brandName: brand.name,
          posts: posts.get(brand.id)?.size ?? 0,
          events: events.get(brand.id)?.size ?? 0,
          salesUsers: sales.size,
          contacts: contacts.size,
          messages: messageCount,
          notifications: notificationsPerName.get(brand.name) ?? 0,
          favorites: favoritesOf.get(brand.id)?.size ?? 0,
        };
      });
    },
  };
};
