// API latency on the large data set (issue 6): the list calls the main screens make, with the
// exact query strings of src/providers/dataProvider.ts, each timed after a warm-up.
//
//   npm run bench:generate   (once: the data set)
//   npm run bench:api        (BENCH_REQUESTS=200, BENCH_WARMUP=20; BENCH_DATABASE_URL for PostgreSQL)
//   BENCH_INDEXES=off npm run bench:api   the same without the indexes of
//                            server/database/migrations/*-indexes.js (dropped for the run, then restored)
//
// Writes bench/results/api-<database>-<indexes>.json and prints Markdown tables for bench/REPORT.md.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { benchDbFile, call, login, machine, percentile, pgUrl, root, serverDir, startServer } from './lib/server.mjs';
import { toQueryString } from './lib/query.mjs';

const require = createRequire(import.meta.url);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 20);
const SLOW_REQUESTS = Number(process.env.BENCH_SLOW_REQUESTS ?? 5);
const INDEXES = process.env.BENCH_INDEXES === 'off' ? 'off' : 'on';
// BENCH_ONLY=chats,chat-messages measures only these calls (keys as printed) into a file of its own.
const ONLY = process.env.BENCH_ONLY ? process.env.BENCH_ONLY.split(',').map((k) => k.trim()) : null;

const migrationFile = () => {
  const dir = path.join(serverDir, 'database/migrations');
  const file = existsSync(dir) && readdirSync(dir).find((f) => /-indexes\.js$/.test(f));
  return file ? path.join(dir, file) : null;
};

const knexFor = () => {
  const knex = require('knex');
  return pgUrl
    ? knex({ client: 'pg', connection: pgUrl, pool: { min: 1, max: 1 } })
    : knex({ client: 'better-sqlite3', connection: { filename: benchDbFile }, useNullAsDefault: true });
};

/** The list queries of the dataProvider (getList, markLive, markScheduled, the users' count). */
const queries = ({ cardiovia, postIds, eventIds, chatId, postId }) => {
  const brandScope = { brand: { documentId: { $eq: cardiovia } } };
  const salesScope = {
    $or: [
      { role: { type: { $eq: 'sales' } }, brands: { documentId: { $eq: cardiovia } } },
      { userBrandRoles: { role: { $eq: 'sales' }, brand: { documentId: { $eq: cardiovia } } } },
    ],
  };
  const userPopulate = { role: true, brand: true, brands: true, image: true, profile: true, userBrandRoles: { populate: { brand: true } } };
  const brandPopulate = { license: true, addons: true, logo: true, history: true };
  const postPopulate = { teaserImage: true, brand: true, specializations: true };
  return [
    {
      key: 'brands-search',
      screen: 'Brand list (operator)',
      what: 'brands, search "vita", 10 per page',
      user: 'operator',
      path: `/brands?${toQueryString({ filters: { $or: [{ name: { $containsi: 'vita' } }, { companyName: { $containsi: 'vita' } }] }, sort: ['name:asc'], populate: brandPopulate, pagination: { page: 1, pageSize: 10 } })}`,
    },
    {
      key: 'brands-page',
      screen: 'Brand list (operator)',
      what: 'brands, first page by name, 10 per page',
      user: 'operator',
      path: `/brands?${toQueryString({ sort: ['name:asc'], populate: brandPopulate, pagination: { page: 1, pageSize: 10 } })}`,
    },
    {
      key: 'posts-brand',
      screen: 'Post list (brand admin)',
      what: 'posts of a brand (2,000), drafts, 100 per page by publishedAt, the columns the list shows',
      user: 'brandadmin',
      path: `/posts?${toQueryString({ filters: brandScope, sort: ['publishedAt:desc'], fields: ['title', 'type', 'publishedAt', 'updatedAt'], pagination: { page: 1, pageSize: 100 }, status: 'draft' })}`,
    },
    {
      key: 'posts-brand-full',
      screen: 'Post list (brand admin)',
      what: '(for comparison) the same with every field and the relations populated, as before',
      user: 'brandadmin',
      path: `/posts?${toQueryString({ filters: brandScope, sort: ['publishedAt:desc'], populate: postPopulate, pagination: { page: 1, pageSize: 100 }, status: 'draft' })}`,
    },
    {
      key: 'posts-live',
      screen: 'Post list (brand admin)',
      what: '… their published versions (documentId $in 100)',
      user: 'brandadmin',
      path: `/posts?${toQueryString({ filters: { documentId: { $in: postIds } }, fields: ['publishedAt'], pagination: { pageSize: postIds.length } })}`,
    },
    {
      key: 'posts-schedules',
      screen: 'Post list (brand admin)',
      what: '… their scheduled publications (publisher actions)',
      user: 'brandadmin',
      path: `/publisher/actions?${toQueryString({ filters: { entityId: { $in: postIds } }, pagination: { pageSize: postIds.length * 2 } })}`,
    },
    {
      key: 'events-brand',
      screen: 'Event list (brand admin)',
      what: 'events of a brand (300), drafts, 100 per page by createdAt',
      user: 'brandadmin',
      path: `/events?${toQueryString({ filters: brandScope, sort: ['createdAt:desc'], populate: { brand: true, specializations: true }, pagination: { page: 1, pageSize: 100 }, status: 'draft' })}`,
    },
    {
      key: 'events-live',
      screen: 'Event list (brand admin)',
      what: '… their published versions',
      user: 'brandadmin',
      path: `/events?${toQueryString({ filters: { documentId: { $in: eventIds } }, fields: ['publishedAt'], pagination: { pageSize: eventIds.length } })}`,
    },
    {
      key: 'sales-brand',
      screen: 'Field sales list (brand admin)',
      what: 'users of a brand with role sales (300), 25 per page',
      user: 'brandadmin',
      path: `/users?${toQueryString({ filters: salesScope, sort: ['email:asc'], populate: userPopulate, start: 0, limit: 25 })}`,
    },
    {
      key: 'sales-count',
      screen: 'Field sales list (brand admin)',
      what: '… their count',
      user: 'brandadmin',
      path: `/users/count?${toQueryString({ filters: salesScope })}`,
    },
    {
      key: 'users-page',
      screen: 'User list (operator)',
      what: 'all users (10,000), 25 per page by e-mail',
      user: 'operator',
      path: `/users?${toQueryString({ sort: ['email:asc'], populate: userPopulate, start: 0, limit: 25 })}`,
    },
    { key: 'users-count', screen: 'User list (operator)', what: '… their count', user: 'operator', path: '/users/count' },
    { key: 'chats', screen: 'Chat list (sales)', what: "the rep's chats (250) with last message and unread count", user: 'sales', path: '/chats' },
    { key: 'chat-messages', screen: 'Chat (sales)', what: 'messages of one chat (20)', user: 'sales', path: `/chats/${chatId}/messages` },
    {
      key: 'post-one',
      screen: 'Post edit (brand admin)',
      what: 'one post (draft) with its relations',
      user: 'brandadmin',
      path: `/posts/${postId}?${toQueryString({ populate: postPopulate, status: 'draft' })}`,
    },
  ];
};

const ACCOUNTS = { operator: 'operator@example.com', brandadmin: 'brandadmin@example.com', sales: 'sales@example.com' };

const main = async () => {
  const indexFile = migrationFile();
  const migration = indexFile ? require(indexFile) : null;
  let restore = null;
  if (INDEXES === 'off' && migration) {
    const knex = knexFor();
    await migration.dropIndexes(knex);
    // Recorded as run, so that the boot below does not create them again.
    const name = path.basename(indexFile);
    if ((await knex.schema.hasTable('strapi_migrations')) && !(await knex('strapi_migrations').where({ name }).first())) {
      await knex('strapi_migrations').insert({ name, time: new Date() });
    }
    await knex.destroy();
    restore = async () => {
      const k = knexFor();
      await migration.createIndexes(k);
      await k.destroy();
    };
  }
  const server = await startServer();
  const results = {
    date: new Date().toISOString(),
    machine: machine(),
    indexes: migration ? INDEXES : 'none written yet',
    requests: REQUESTS,
    warmup: WARMUP,
    rows: {},
  };
  try {
    const tokens = {};
    for (const [key, email] of Object.entries(ACCOUNTS)) tokens[key] = await login(server.api, email);
    const me = (await call(server.api, `/users/me?${toQueryString({ populate: { brand: true } })}`, { token: tokens.brandadmin })).json;
    const cardiovia = me.brand.documentId;
    const firstPage = (
      await call(
        server.api,
        `/posts?${toQueryString({ filters: { brand: { documentId: { $eq: cardiovia } } }, sort: ['publishedAt:desc'], pagination: { pageSize: 100 }, status: 'draft' })}`,
        { token: tokens.brandadmin },
      )
    ).json;
    const events = (
      await call(
        server.api,
        `/events?${toQueryString({ filters: { brand: { documentId: { $eq: cardiovia } } }, sort: ['createdAt:desc'], pagination: { pageSize: 100 }, status: 'draft' })}`,
        { token: tokens.brandadmin },
      )
    ).json;
    const chats = (await call(server.api, '/chats', { token: tokens.sales })).json;
    const context = {
      cardiovia,
      postIds: firstPage.data.map((p) => p.documentId),
      eventIds: events.data.map((e) => e.documentId),
      chatId: chats.data[0].id,
      postId: firstPage.data[0].documentId,
    };
    results.rows = { postsOfBrand: firstPage.meta.pagination.total, eventsOfBrand: events.meta.pagination.total, chatsOfRep: chats.data.length };

    results.endpoints = [];
    for (const q of queries(context).filter((c) => !ONLY || ONLY.includes(c.key))) {
      const token = tokens[q.user];
      const probeStart = performance.now();
      let last = await call(server.api, q.path, { token });
      if (last.status !== 200) throw new Error(`${q.key}: ${last.status} ${JSON.stringify(last.json).slice(0, 500)}`);
      // An endpoint that takes seconds gets SLOW_REQUESTS requests (one warm-up), not hours.
      const slow = performance.now() - probeStart > 1000;
      const requests = slow ? SLOW_REQUESTS : REQUESTS;
      for (let i = 1; i < (slow ? 1 : WARMUP); i++) last = await call(server.api, q.path, { token });
      const times = [];
      for (let i = 0; i < requests; i++) {
        const start = performance.now();
        const response = await call(server.api, q.path, { token });
        times.push(performance.now() - start);
        last = response;
      }
      const items = Array.isArray(last.json)
        ? last.json.length
        : Array.isArray(last.json?.data)
          ? last.json.data.length
          : typeof last.json === 'number'
            ? 1
            : 1;
      const entry = {
        key: q.key,
        screen: q.screen,
        what: q.what,
        user: ACCOUNTS[q.user],
        requests,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        max: Math.max(...times),
        items,
        bytes: last.bytes,
        path: q.path,
      };
      results.endpoints.push(entry);
      console.log(
        `${q.key.padEnd(16)} p50 ${entry.p50.toFixed(1).padStart(7)} ms  p95 ${entry.p95.toFixed(1).padStart(7)} ms  ${items} items, ${Math.round(last.bytes / 1024)} KB`,
      );
    }
  } finally {
    await server.stop();
    await restore?.();
  }
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  const file = path.join(root, `bench/results/api-${results.machine.database}-indexes-${INDEXES}${ONLY ? `-only-${ONLY.join('+')}` : ''}.json`);
  writeFileSync(file, JSON.stringify(results, null, 2));
  const ms = (v) => `${v.toFixed(1)} ms`;
  console.log(`\n${results.machine.database}, indexes ${results.indexes}, ${REQUESTS} requests each after ${WARMUP} warm-up\n`);
  console.log('| Screen | Call | requests | p50 | p95 | max | items | size |\n|---|---|---|---|---|---|---|---|');
  for (const e of results.endpoints) {
    console.log(`| ${e.screen} | ${e.what} | ${e.requests} | ${ms(e.p50)} | ${ms(e.p95)} | ${ms(e.max)} | ${e.items} | ${Math.round(e.bytes / 1024)} KB |`);
  }
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
