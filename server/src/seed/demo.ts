import type { Core } from '@strapi/strapi';
import { ADDONS, BRANDS, CHATS, CONTACTS, DAY, DEMO_PASSWORD, FAVORITES, LICENSES, POSTS, SPECIALIZATIONS, USERS, postContent } from './demo-data';
import { roleIdByType } from '../guards/lookups';
import { serverResources, type DemoRefs } from '../resources';
import { seedDemoAuditEntries, type DemoAuditWrite } from './demo-audit';

type Doc = { id: number | string; documentId: string };

/** Seeds the demo data once: on a database that has no brand yet. */
export const seedDemoData = async (strapi: Core.Strapi) => {
  if ((await strapi.db.query('api::brand.brand').count()) > 0) return false;
  const docs = strapi.documents;
  const now = Date.now();

  const licenses = await Promise.all(LICENSES.map((data) => docs('api::license.license').create({ data })));
  const addons = await Promise.all(ADDONS.map((data) => docs('api::addon.addon').create({ data })));
  const specs = new Map<string, string>();
  for (const name of SPECIALIZATIONS) {
    specs.set(name, (await docs('api::specialization.specialization').create({ data: { name } })).documentId);
  }

  const brands = new Map<string, Doc>();
  const audit: DemoAuditWrite[] = [];
  for (const [i, { licenseIndex, addonIndexes, ...fields }] of BRANDS.entries()) {
    const license = licenses[licenseIndex];
    const booked = addonIndexes.map((a) => addons[a]);
    const date = new Date(now - (400 - i * 7) * DAY).toISOString();
    const brand = await docs('api::brand.brand').create({
      data: {
        ...fields,
        license: license.documentId,
        addons: booked.map((a) => a.documentId),
        history: [
          { date, item: license.name ?? '', kind: 'license' as const, action: 'booked' as const, by: 'operator@example.com' },
          ...booked.map((a) => ({ date, item: a.name ?? '', kind: 'addon' as const, action: 'booked' as const, by: 'operator@example.com' })),
        ],
      },
    });
    brands.set(fields.name, brand as Doc);
    audit.push({
      at: new Date(date),
      by: 'operator@example.com',
      resource: 'brand',
      record: brand as Doc,
      label: fields.name,
      brand: { id: brand.id, name: fields.name },
    });
  }

  const users = new Map<string, Doc>();
  for (const u of USERS) {
    const brandIds = (u.brands ?? []).map((b) => brands.get(b)!.documentId);
    const user = await docs('plugin::users-permissions.user').create({
      data: {
        username: u.email.split('@')[0],
        email: u.email,
        password: DEMO_PASSWORD,
        provider: 'local',
        confirmed: true,
        blocked: false,
        role: await roleIdByType(strapi, u.role),
        brand: brandIds[0] ?? null,
        brands: brandIds,
        userBrandRoles: Object.entries(u.brandRoles ?? {}).map(([b, role]) => ({ brand: brands.get(b)!.documentId, role })),
        profile: u.profile,
      },
    });
    users.set(u.key, user as Doc);
  }
  const contactsOf = new Map<string, string[]>();
  for (const [a, b] of CONTACTS) {
    contactsOf.set(a, [...(contactsOf.get(a) ?? []), b]);
    contactsOf.set(b, [...(contactsOf.get(b) ?? []), a]);
  }
  for (const [key, contacts] of contactsOf) {
    await docs('plugin::users-permissions.user').update({
      documentId: users.get(key)!.documentId,
      data: { contacts: contacts.map((c) => users.get(c)!.documentId) },
    });
  }

  for (const p of POSTS) {
    const author = p.brand === 'Cardiovia' ? 'brandadmin@example.com' : 'katrin.hoffmann@example.com';
    const publishedAt = new Date(now - (p.daysAgo ?? 0) * DAY).toISOString();
    const data = {
      title: p.title,
      type: p.type,
      content: postContent(p.title),
      brand: brands.get(p.brand)!.documentId,
      specializations: ['Allgemeinmedizin', 'Kardiologie'].map((name) => specs.get(name)!),
      hideForPTA: p.hideForPTA ?? false,
      hideForRepresentative: p.hideForRepresentative ?? false,
      log: [{ at: new Date(now - ((p.daysAgo ?? 0) + 1) * DAY).toISOString(), by: author, action: 'created' }],
    };
    const post = await docs('api::post.post').create({ data });
    const brand = brands.get(p.brand)!;
    audit.push({ at: new Date(data.log[0].at), by: author, resource: 'post', record: post as Doc, label: p.title, brand: { id: brand.id, name: p.brand } });
    if (p.state === 'published') {
      await docs('api::post.post').publish({ documentId: post.documentId });
      // Spread the demo posts over the past weeks.
      await strapi.db.query('api::post.post').updateMany({
        where: { documentId: post.documentId, publishedAt: { $notNull: true } },
        data: { publishedAt },
      });
      // The draft was last changed when it was published: no „Geändert, nicht veröffentlicht“.
      await strapi.db.query('api::post.post').updateMany({ where: { documentId: post.documentId }, data: { updatedAt: publishedAt } });
    }
    if (p.state === 'scheduled') {
      // Through the plugin's service, which also schedules the job (not only at the next boot).
      await strapi
        .plugin('publisher')
        .service('action')
        .create({
          data: {
            entityId: post.documentId,
            entitySlug: 'api::post.post',
            mode: 'publish',
            executeAt: new Date(now + (p.inDays ?? 1) * DAY).toISOString(),
          },
        });
    }
  }

  // The rows each content type's folder declares (api/<name>/resource.ts): events, links, …
  const refs: DemoRefs = { brand: (name) => brands.get(name)!.documentId, user: (key) => users.get(key)!.documentId, now };
  for (const resource of serverResources()) {
    for (const row of resource.demoRows?.(refs) ?? []) {
      await docs(resource.uid).create({ data: row.data as never, ...(row.published ? { status: 'published' as const } : {}) });
    }
  }
  for (const [user, brand] of FAVORITES) {
    await docs('api::favorite.favorite').create({
      data: { user: users.get(user)!.documentId, brand: brands.get(brand)!.documentId, isFavorite: true },
    });
  }
  for (const chat of CHATS) {
    const lastAt = new Date(now - 60 * 60 * 1000);
    const created = await docs('api::chat.chat').create({
      data: { participants: chat.between.map((k) => users.get(k)!.documentId), lastMessageAt: lastAt.toISOString() },
    });
    for (const [i, [sender, text, read]] of chat.messages.entries()) {
      await docs('api::message.message').create({
        data: {
          chat: created.documentId,
          sender: users.get(sender)!.documentId,
          text,
          readAt: read ? new Date(lastAt.getTime() - (chat.messages.length - i) * 60000).toISOString() : undefined,
        },
      });
    }
  }
  await seedDemoAuditEntries(strapi, users, audit);
  return true;
};
