// Large data set for the performance benchmarks (issue 6): 1,000 brands, 20,000 posts, 5,000
// events, 10,000 users, 200,000 chat messages, on top of the demo data (so the demo accounts and
// their password Demo1234! work on it).
//
// How: Strapi starts once on an empty database, creates the schema and seeds the demo data, and
// stops; then the rows are bulk-inserted with knex in one transaction, exactly as Strapi 5 stores
// them (draft + published rows sharing a documentId, *_lnk link tables, *_cmps component tables);
// the benchmarks start Strapi on the result.
//
//   npm run bench:generate                          SQLite file node_modules/.cache/bench/bench.db
//   BENCH_DATABASE_URL=postgres://u:p@host/db npm run bench:generate    PostgreSQL (empty database;
//                                                   BENCH_RESET=true drops its public schema first)
//
// Sizes: BENCH_SCALE=0.1 for a tenth of everything (quick tries). Needs `node server/scripts/compile.js`.
import { existsSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { benchDbFile, machine, pgUrl, root, startServer } from './lib/server.mjs';

const require = createRequire(import.meta.url);
const knexFactory = require('knex');

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const n = (count) => Math.max(1, Math.round(count * SCALE));
const SIZES = {
  brands: n(1000),
  posts: n(20000),
  events: n(5000),
  users: n(10000),
  messages: n(200000),
};
// The demo accounts' brands and the sales demo account get the heavy share, so that the screens
// the benchmarks open show large lists (a brand with 2,000 posts, a rep with 250 chats).
const HEAVY = {
  // BENCH_CARDIOVIA_POSTS=20000 (bench/export.mjs): every post in one brand, for a whole-list export.
  cardioviaPosts: Number(process.env.BENCH_CARDIOVIA_POSTS ?? n(2000)),
  dermaSanaPosts: n(1000),
  cardioviaEvents: n(300),
  dermaSanaEvents: n(200),
  cardioviaSales: n(300),
  salesDemoContacts: n(250),
  salesDemoMessagesPerChat: 20,
};

const DAY = 86_400_000;
const NOW = Date.now();

// Deterministic data: the same set on every run.
let seed = 0x5eed;
const rand = () => {
  seed |= 0;
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const int = (min, max) => min + Math.floor(rand() * (max - min + 1));
const pick = (list) => list[Math.floor(rand() * list.length)];
const ALNUM = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** A Strapi 5 documentId (24 characters, lowercase letters and digits). */
const documentId = () => {
  let id = ALNUM[Math.floor(rand() * 26)];
  for (let i = 1; i < 24; i++) id += ALNUM[Math.floor(rand() * 36)];
  return id;
};

const SYLLABLES = [
  'Car',
  'dio',
  'Der',
  'ma',
  'Neu',
  'ro',
  'Vi',
  'ta',
  'San',
  'Pul',
  'mo',
  'Gas',
  'tro',
  'Os',
  'teo',
  'Lin',
  'Med',
  'Pharm',
  'Cur',
  'Vent',
  'Hepa',
  'Ren',
  'Immu',
  'Onko',
  'Pädi',
  'Gyn',
  'Ortho',
  'Dia',
  'Lux',
  'Sol',
];
const SUFFIX = ['GmbH', 'AG', 'KG', 'GmbH & Co. KG', 'SE'];
const CITIES = ['Berlin', 'Hamburg', 'München', 'Köln', 'Frankfurt am Main', 'Stuttgart', 'Düsseldorf', 'Leipzig', 'Dresden', 'Hannover', 'Nürnberg', 'Bremen'];
const FIRST = [
  'Anna',
  'Lukas',
  'Marie',
  'Felix',
  'Sophie',
  'Jonas',
  'Laura',
  'Paul',
  'Lea',
  'Leon',
  'Mia',
  'Noah',
  'Emma',
  'Elias',
  'Hanna',
  'Ben',
  'Lena',
  'Finn',
  'Clara',
  'Tim',
];
const LAST = [
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Schulz',
  'Hoffmann',
  'Koch',
  'Richter',
  'Klein',
  'Wolf',
  'Schröder',
  'Neumann',
  'Schwarz',
  'Zimmermann',
  'Braun',
  'Krüger',
];
const TOPICS = [
  'Hypertonie',
  'Diabetes Typ 2',
  'Neurodermitis',
  'Asthma',
  'Migräne',
  'Osteoporose',
  'Allergien',
  'Schlafstörungen',
  'Rückenschmerz',
  'Impfungen',
  'Herzinsuffizienz',
  'Lipidmanagement',
];
const POST_KINDS = [
  ['news', 'Neuigkeit'],
  ['product', 'Produktinformation'],
  ['study', 'Studie'],
  ['service', 'Service'],
];
const MESSAGES = [
  'Guten Tag, haben Sie noch Muster?',
  'Ja, ich bringe Ihnen am Donnerstag welche vorbei.',
  'Vielen Dank! Passt 14 Uhr?',
  'Gibt es den Leitfaden auch gedruckt?',
  'Ich schicke Ihnen die Fachinformation per Mail.',
  'Die Fortbildung findet online statt.',
  'Können wir den Termin auf nächste Woche verschieben?',
  'Gerne, Mittwoch ginge bei mir.',
];

const brandName = (i) => `${pick(SYLLABLES)}${pick(SYLLABLES).toLowerCase()}${pick(SYLLABLES).toLowerCase()} ${i}`;

class Ids {
  constructor(next) {
    this.next = next;
  }
  take() {
    return this.next++;
  }
}

const main = async () => {
  const started = performance.now();
  const isPg = !!pgUrl;
  const timings = {};
  const step = async (name, fn) => {
    const t = performance.now();
    const result = await fn();
    timings[name] = Math.round(performance.now() - t);
    console.log(`${name}: ${timings[name]} ms`);
    return result;
  };

  // 1. An empty database with the schema and the demo data, made by Strapi itself.
  if (isPg) {
    const admin = knexFactory({ client: 'pg', connection: pgUrl });
    if (process.env.BENCH_RESET === 'true') {
      await admin.raw('DROP SCHEMA public CASCADE');
      await admin.raw('CREATE SCHEMA public');
    } else if ((await admin.raw("select count(*)::int as c from information_schema.tables where table_schema = 'public'")).rows[0].c > 0) {
      await admin.destroy();
      throw new Error('BENCH_DATABASE_URL points at a database that has tables: use an empty one, or BENCH_RESET=true to drop its public schema');
    }
    await admin.destroy();
  } else {
    for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(benchDbFile + suffix, { force: true });
  }
  await step('strapi: schema + demo data', async () => {
    const server = await startServer({ dbFile: benchDbFile, databaseUrl: pgUrl });
    await server.stop();
  });

  const knex = knexFactory(
    isPg
      ? { client: 'pg', connection: pgUrl, pool: { min: 1, max: 2 } }
      : { client: 'better-sqlite3', connection: { filename: benchDbFile }, useNullAsDefault: true },
  );

  const maxId = async (table) => Number((await knex(table).max({ m: 'id' }))[0].m ?? 0);
  const ids = {};
  const TABLES = [
    'brands',
    'brands_license_lnk',
    'brands_addons_lnk',
    'brands_cmps',
    'components_brand_booking',
    'posts',
    'posts_brand_lnk',
    'posts_specializations_lnk',
    'events',
    'events_brand_lnk',
    'actions',
    'up_users',
    'up_users_role_lnk',
    'up_users_brand_lnk',
    'up_users_brands_lnk',
    'up_users_cmps',
    'up_users_contacts_lnk',
    'components_user_brand_role',
    'components_user_brand_role_brand_lnk',
    'components_user_profile',
    'chats',
    'chats_participants_lnk',
    'messages',
    'messages_chat_lnk',
    'messages_sender_lnk',
  ];
  for (const table of TABLES) ids[table] = new Ids((await maxId(table)) + 1);
  const rows = Object.fromEntries(TABLES.map((t) => [t, []]));
  const add = (table, row) => {
    const id = ids[table].take();
    rows[table].push({ id, ...row });
    return id;
  };

  // 2. What the demo seeded: roles, brands, reference tables, the demo users' password hash.
  const roles = Object.fromEntries((await knex('up_roles').select('id', 'type')).map((r) => [r.type, r.id]));
  const demoBrands = await knex('brands').select('id', 'document_id', 'name');
  const brandByName = Object.fromEntries(demoBrands.map((b) => [b.name, b]));
  const licenses = await knex('licenses').select('id', 'name');
  const addons = await knex('addons').select('id', 'name');
  const specializations = (await knex('specializations').select('id')).map((s) => s.id);
  const passwordHash = (await knex('up_users').where({ email: 'operator@example.com' }).first('password')).password;
  const salesDemo = await knex('up_users').where({ email: 'sales@example.com' }).first('id');
  const existingUsers = Number((await knex('up_users').count({ c: '*' }))[0].c);
  const existingBrands = demoBrands.length;
  // Strapi keeps datetimes as epoch milliseconds in SQLite, as timestamps in PostgreSQL.
  const when = (ms) => (isPg ? new Date(ms) : ms);

  // 3. Brands: license, add-ons and the booking history (components) as the brand list populates them.
  const brands = [...demoBrands.map((b) => ({ id: b.id, name: b.name }))];
  await step('rows: brands', () => {
    for (let i = existingBrands; i < SIZES.brands; i++) {
      const name = brandName(i + 1);
      const created = NOW - int(30, 900) * DAY;
      const id = add('brands', {
        document_id: documentId(),
        name,
        company_name: `${name} ${pick(SUFFIX)}`,
        description: `${name} entwickelt Arzneimittel für Praxen und Apotheken.`,
        street: `Industriestraße ${int(1, 200)}`,
        zip: String(int(10000, 99999)),
        city: pick(CITIES),
        phone: `+49 30 ${int(1000000, 9999999)}`,
        email: `kontakt@brand${i + 1}.example`,
        website: `https://www.brand${i + 1}.example`,
        created_at: when(created),
        updated_at: when(created),
        published_at: when(created),
        locale: null,
      });
      brands.push({ id, name });
      const license = pick(licenses);
      add('brands_license_lnk', { brand_id: id, license_id: license.id });
      const booked = addons.filter(() => rand() < 0.5);
      booked.forEach((a, order) => add('brands_addons_lnk', { brand_id: id, addon_id: a.id, addon_ord: order + 1 }));
      [{ item: license.name, kind: 'license' }, ...booked.map((a) => ({ item: a.name, kind: 'addon' }))].forEach((entry, order) => {
        const cmp = add('components_brand_booking', { date: when(created), item: entry.item, kind: entry.kind, action: 'booked', by: 'operator@example.com' });
        add('brands_cmps', { entity_id: id, cmp_id: cmp, component_type: 'brand.booking', field: 'history', order: order + 1 });
      });
    }
  });
  const cardiovia = brandByName.Cardiovia;
  const dermaSana = brandByName.DermaSana;
  const otherBrands = brands.filter((b) => b.id !== cardiovia.id && b.id !== dermaSana.id);

  // 4. Posts: a draft row for every document, plus a published row (same documentId) for published ones.
  const postDocs = [];
  await step('rows: posts', () => {
    const brandFor = (i) => (i < HEAVY.cardioviaPosts ? cardiovia : i < HEAVY.cardioviaPosts + HEAVY.dermaSanaPosts ? dermaSana : pick(otherBrands));
    for (let i = 0; i < SIZES.posts; i++) {
      const brand = brandFor(i);
      const [type, label] = pick(POST_KINDS);
      const topic = pick(TOPICS);
      const title = `${label}: ${topic} (${i + 1})`;
      const created = NOW - int(1, 720) * DAY - int(0, DAY);
      const published = rand() < 0.7 ? created + int(0, 5) * DAY : null;
      const doc = documentId();
      const base = {
        document_id: doc,
        title,
        type,
        content: `<h2>${title}</h2><p>Liebe Praxisteams, hier finden Sie die wichtigsten Informationen zu ${topic} kompakt zusammengefasst.</p><ul><li>Indikation und Dosierung</li><li>Hinweise für das Patientengespräch</li></ul>`,
        log: JSON.stringify([{ at: new Date(created).toISOString(), by: 'brandadmin@example.com', action: 'created' }]),
        hide_for_representative: rand() < 0.1,
        hide_for_pta: rand() < 0.1,
        created_at: when(created),
        updated_at: when(published ?? created),
        locale: null,
      };
      const spec = pick(specializations);
      const rowIds = [add('posts', { ...base, published_at: null })];
      if (published) rowIds.push(add('posts', { ...base, published_at: when(published) }));
      for (const postId of rowIds) {
        add('posts_brand_lnk', { post_id: postId, brand_id: brand.id });
        add('posts_specializations_lnk', { post_id: postId, specialization_id: spec, specialization_ord: 1 });
      }
      postDocs.push({ doc, published, brand });
    }
    // Some drafts are scheduled (strapi-plugin-publisher actions), as the post list shows them.
    for (const p of postDocs.filter((d) => !d.published).slice(0, n(300))) {
      add('actions', {
        document_id: documentId(),
        execute_at: when(NOW + int(2, 60) * DAY),
        mode: 'publish',
        entity_id: p.doc,
        entity_slug: 'api::post.post',
        created_at: when(NOW),
        updated_at: when(NOW),
        published_at: when(NOW),
        locale: null,
      });
    }
  });

  await step('rows: events', () => {
    const brandFor = (i) => (i < HEAVY.cardioviaEvents ? cardiovia : i < HEAVY.cardioviaEvents + HEAVY.dermaSanaEvents ? dermaSana : pick(otherBrands));
    for (let i = 0; i < SIZES.events; i++) {
      const brand = brandFor(i);
      const topic = pick(TOPICS);
      const created = NOW - int(1, 400) * DAY;
      const start = NOW + int(-200, 300) * DAY;
      const base = {
        document_id: documentId(),
        title: `Fortbildung: ${topic} (${i + 1})`,
        description: `<p>${topic}: Programm, Referierende und Anmeldung.</p>`,
        start_date: when(start),
        end_date: when(start + 3 * 3600_000),
        location: `${pick(CITIES)}, Tagungshotel`,
        created_at: when(created),
        updated_at: when(created),
        locale: null,
      };
      const rowIds = [add('events', { ...base, published_at: null })];
      if (rand() < 0.6) rowIds.push(add('events', { ...base, published_at: when(created + DAY) }));
      for (const eventId of rowIds) add('events_brand_lnk', { event_id: eventId, brand_id: brand.id });
    }
  });

  // 5. Users with role, brand links, per-brand roles and profile (components).
  const salesReps = [];
  const doctors = [];
  await step('rows: users', () => {
    const total = SIZES.users - existingUsers;
    const plan = [
      ...Array(HEAVY.cardioviaSales).fill(['sales', cardiovia]),
      ...Array(n(1200)).fill(['sales', null]),
      ...Array(n(600)).fill(['brand_admin', null]),
      ...Array(n(300)).fill(['visual_brand_admin', null]),
      ...Array(n(20)).fill(['visual_admin', null]),
      ...Array(n(5)).fill(['operator', null]),
    ].slice(0, total);
    while (plan.length < total) plan.push(['authenticated', null]);
    plan.forEach(([role, fixedBrand], i) => {
      const created = NOW - int(1, 700) * DAY;
      const first = pick(FIRST);
      const last = pick(LAST);
      const id = add('up_users', {
        document_id: documentId(),
        username: `bench${i + 1}`,
        email: `bench${i + 1}@bench.example`,
        provider: 'local',
        password: passwordHash,
        reset_password_token: null,
        confirmation_token: null,
        confirmed: true,
        blocked: rand() < 0.02,
        fcm_token: null,
        created_at: when(created),
        updated_at: when(created),
        published_at: when(created),
        locale: null,
      });
      add('up_users_role_lnk', { user_id: id, role_id: roles[role], user_ord: 1 });
      const isDoctor = role === 'authenticated';
      const profile = add('components_user_profile', {
        target: isDoctor ? (rand() < 0.7 ? 'representative' : 'pta') : null,
        salutation: pick(['herr', 'frau']),
        title: isDoctor && rand() < 0.6 ? 'Dr. med.' : null,
        first_name: first,
        last_name: last,
        phone: `+49 171 ${int(1000000, 9999999)}`,
        practice: isDoctor ? `Praxis ${last}` : null,
        street: `Hauptstraße ${int(1, 120)}`,
        zip: String(int(10000, 99999)),
        city: pick(CITIES),
      });
      add('up_users_cmps', { entity_id: id, cmp_id: profile, component_type: 'user.profile', field: 'profile', order: null });
      if (['sales', 'brand_admin', 'visual_brand_admin'].includes(role)) {
        const userBrands = fixedBrand ? [fixedBrand] : [pick(otherBrands)];
        if (!fixedBrand && rand() < 0.2) userBrands.push(pick(otherBrands));
        const unique = [...new Map(userBrands.map((b) => [b.id, b])).values()];
        add('up_users_brand_lnk', { user_id: id, brand_id: unique[0].id });
        unique.forEach((b, order) => {
          add('up_users_brands_lnk', { user_id: id, brand_id: b.id, brand_ord: order + 1 });
          const cmp = add('components_user_brand_role', { role });
          add('components_user_brand_role_brand_lnk', { brand_role_id: cmp, brand_id: b.id });
          add('up_users_cmps', { entity_id: id, cmp_id: cmp, component_type: 'user.brand-role', field: 'userBrandRoles', order: order + 1 });
        });
        if (role === 'sales') salesReps.push(id);
      }
      if (isDoctor) doctors.push(id);
    });
  });

  // 6. Contacts (both directions, as connecting by link stores them) and a chat per pair with messages.
  await step('rows: contacts, chats, messages', () => {
    const pairs = [];
    const seen = new Set();
    const connect = (rep, doctor) => {
      const key = `${rep}:${doctor}`;
      if (seen.has(key)) return false;
      seen.add(key);
      pairs.push([rep, doctor]);
      return true;
    };
    const demoDoctors = doctors.slice(0, HEAVY.salesDemoContacts);
    demoDoctors.forEach((d) => connect(salesDemo.id, d));
    for (const d of doctors) for (let k = int(1, 2); k > 0; k--) connect(pick(salesReps), d);
    const ord = new Map();
    const nextOrd = (user) => {
      const value = (ord.get(user) ?? 0) + 1;
      ord.set(user, value);
      return value;
    };
    for (const [rep, doctor] of pairs) {
      add('up_users_contacts_lnk', { user_id: rep, inv_user_id: doctor, user_ord: nextOrd(rep) });
      add('up_users_contacts_lnk', { user_id: doctor, inv_user_id: rep, user_ord: nextOrd(doctor) });
    }
    const demoMessages = HEAVY.salesDemoContacts * HEAVY.salesDemoMessagesPerChat;
    const otherPairs = pairs.length - HEAVY.salesDemoContacts;
    const perChat = Math.max(1, (SIZES.messages - demoMessages) / Math.max(1, otherPairs));
    let written = 0;
    pairs.forEach(([rep, doctor], index) => {
      const remaining = SIZES.messages - written;
      const count =
        index < HEAVY.salesDemoContacts
          ? HEAVY.salesDemoMessagesPerChat
          : index === pairs.length - 1
            ? remaining
            : Math.min(remaining, Math.max(1, Math.round(perChat * (0.5 + rand()))));
      if (count <= 0) return;
      let at = NOW - int(2, 365) * DAY;
      const times = [];
      for (let m = 0; m < count; m++) times.push((at += int(60_000, 2 * DAY)));
      const last = times[times.length - 1];
      const chat = add('chats', {
        document_id: documentId(),
        last_message_at: when(last),
        created_at: when(times[0]),
        updated_at: when(last),
        published_at: when(times[0]),
        locale: null,
      });
      add('chats_participants_lnk', { chat_id: chat, user_id: rep, user_ord: 1 });
      add('chats_participants_lnk', { chat_id: chat, user_id: doctor, user_ord: 2 });
      const unreadFrom = count - (rand() < 0.3 ? int(1, 3) : 0);
      times.forEach((t, m) => {
        const sender = m % 2 === 0 ? doctor : rep;
        const message = add('messages', {
          document_id: documentId(),
          text: pick(MESSAGES),
          read_at: m < unreadFrom ? when(t + 60_000) : null,
          created_at: when(t),
          updated_at: when(t),
          published_at: when(t),
          locale: null,
        });
        add('messages_chat_lnk', { message_id: message, chat_id: chat });
        add('messages_sender_lnk', { message_id: message, user_id: sender });
      });
      written += count;
    });
  });

  // 7. One transaction: prepared statements on SQLite (knex would send 500-row UNION ALL selects),
  // multi-row inserts sized to the parameter limit on PostgreSQL.
  await step('insert', async () => {
    if (isPg) {
      await knex.transaction(async (trx) => {
        for (const table of TABLES) {
          const list = rows[table];
          if (!list.length) continue;
          const chunk = Math.max(1, Math.floor(60000 / Object.keys(list[0]).length));
          for (let i = 0; i < list.length; i += chunk) await trx(table).insert(list.slice(i, i + chunk));
        }
        for (const table of TABLES) {
          await trx.raw(`select setval(pg_get_serial_sequence(?, 'id'), (select coalesce(max(id), 1) from ??))`, [table, table]);
        }
      });
      return;
    }
    const Database = require('better-sqlite3');
    const db = new Database(benchDbFile);
    db.pragma('foreign_keys = OFF');
    const value = (v) => (typeof v === 'boolean' ? (v ? 1 : 0) : v);
    db.transaction(() => {
      for (const table of TABLES) {
        const list = rows[table];
        if (!list.length) continue;
        const columns = Object.keys(list[0]);
        const statement = db.prepare(`INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`);
        for (const row of list) statement.run(columns.map((c) => value(row[c])));
      }
    })();
    db.close();
  });
  await step('analyze', () => knex.raw(isPg ? 'ANALYZE' : 'ANALYZE'));

  const counts = {};
  for (const table of ['brands', 'posts', 'events', 'up_users', 'chats', 'messages', 'up_users_contacts_lnk', 'actions']) {
    counts[table] = Number((await knex(table).count({ c: '*' }))[0].c);
  }
  counts.postDocuments = Number((await knex('posts').countDistinct({ c: 'document_id' }))[0].c);
  counts.eventDocuments = Number((await knex('events').countDistinct({ c: 'document_id' }))[0].c);
  await knex.destroy();

  // 8. Strapi once more on the result: it must boot (and runs its migrations, e.g. the indexes).
  await step('strapi: boot on the data set', async () => {
    const server = await startServer({ dbFile: benchDbFile, databaseUrl: pgUrl });
    await server.stop();
  });

  const result = {
    date: new Date().toISOString(),
    machine: machine(),
    target: isPg ? 'postgres' : path.relative(root, benchDbFile),
    sizes: SIZES,
    counts,
    timings,
    totalMs: Math.round(performance.now() - started),
  };
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(path.join(root, `bench/results/generate-${result.machine.database}.json`), JSON.stringify(result, null, 2));
  console.log(JSON.stringify({ counts, totalMs: result.totalMs }, null, 2));
  if (!isPg && !existsSync(benchDbFile)) throw new Error('no database written');
};

main().catch((error) => {
  // knex puts the whole statement into its messages: keep them readable.
  console.error(String(error?.stack ?? error).slice(0, 3000));
  process.exit(1);
});
