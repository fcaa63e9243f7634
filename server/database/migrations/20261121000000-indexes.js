'use strict';

// Indexes for the list queries measured in bench/REPORT.md (issue 6). Strapi creates indexes for
// documentId and the link tables only; these serve the lists' sort orders and draft filters:
//   posts (published_at, id)          post lists and counts of drafts (status=draft), newest first
//   events (published_at, created_at) event lists of drafts, newest first
//   up_users (email)                  user lists sorted by e-mail (and the sign-in lookup)
//   brands (name)                     the brand list sorted by name
// Strapi keeps indexes it did not create itself (it only drops those it tracked before).
//
// Strapi runs user migrations before it creates or updates the tables and columns. An index whose
// table and columns all exist is created right here; one whose table (a fresh database) or column
// (a database of an earlier release: a column a newer schema adds) is missing is created once
// Strapi has synced the schema (the content-types afterSync hook of the same boot), never assumed
// (docs/decisions/0031-migrations-before-schema-sync.md). Idempotent on SQLite and PostgreSQL
// (CREATE INDEX IF NOT EXISTS).

const INDEXES = [
  { name: 'posts_published_at_id_idx', table: 'posts', columns: ['published_at', 'id'] },
  { name: 'events_published_at_created_at_idx', table: 'events', columns: ['published_at', 'created_at'] },
  { name: 'up_users_email_idx', table: 'up_users', columns: ['email'] },
  { name: 'brands_name_idx', table: 'brands', columns: ['name'] },
];

/** Whether the table and every column of `index` exist. */
const hasColumns = async (knex, index) => {
  if (!(await knex.schema.hasTable(index.table))) return false;
  for (const column of index.columns) if (!(await knex.schema.hasColumn(index.table, column))) return false;
  return true;
};

/** Creates the indexes whose table and columns exist; returns those where something is missing. */
const createIndexes = async (knex, indexes = INDEXES) => {
  const missing = [];
  for (const index of indexes) {
    if (!(await hasColumns(knex, index))) {
      missing.push(index);
      continue;
    }
    const columns = index.columns.map(() => '??').join(', ');
    await knex.raw(`CREATE INDEX IF NOT EXISTS ?? ON ?? (${columns})`, [index.name, index.table, ...index.columns]);
  }
  return missing;
};

/** For the benchmark's before/after comparison (bench/api.mjs with BENCH_INDEXES=off). */
const dropIndexes = async (knex) => {
  for (const index of INDEXES) await knex.raw('DROP INDEX IF EXISTS ??', [index.name]);
};

module.exports = {
  INDEXES,
  createIndexes,
  dropIndexes,

  /** Creates `indexes` now, or once Strapi created their tables (a fresh database). */
  async createNowOrAfterSync(knex, indexes) {
    const missing = await createIndexes(knex, indexes);
    if (!missing.length) return;
    const strapi = global.strapi;
    if (!strapi) return;
    strapi.hook('strapi::content-types.afterSync').register(async () => {
      try {
        const still = await createIndexes(strapi.db.connection, missing);
        if (still.length) strapi.log.warn(`Indexes not created, their columns are missing: ${still.map((i) => i.name).join(', ')}`);
      } catch (error) {
        // An index is an optimisation: a failure must not stop the server.
        strapi.log.warn(`Indexes not created: ${error.message}`);
      }
    });
  },

  up(knex) {
    return module.exports.createNowOrAfterSync(knex, INDEXES);
  },
};
