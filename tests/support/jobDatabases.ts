import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import type { Core } from '@strapi/strapi';
import { createPostgresDatabase } from '../../scripts/lib/postgres.mjs';
import { postgresAdminUrl } from './strapiServer';

// The databases the job tables' own tests run on, without a Strapi (server/tests/job-engine.test.ts,
// retention.test.ts): an SQLite file always, PostgreSQL too when TEST_POSTGRES_URL is set; and one
// "instance" on it, the part of Strapi the job engine reads.

export type JobDatabaseClient = 'sqlite' | 'postgres';
export type JobDatabase = { config: Knex.Config; client: JobDatabaseClient; drop: () => Promise<void> };

/** `[name, open]` pairs for `describe.each`; `label` names the temporary files and databases. */
export const jobDatabases = (label: string): ['SQLite' | 'PostgreSQL', () => Promise<JobDatabase>][] => [
  [
    'SQLite',
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), `${label}-`));
      const config = { client: 'better-sqlite3', connection: { filename: path.join(dir, `${label}.db`) }, useNullAsDefault: true };
      return { config, client: 'sqlite', drop: async () => rmSync(dir, { recursive: true, force: true }) };
    },
  ],
  ...(postgresAdminUrl()
    ? [
        [
          'PostgreSQL',
          async (): Promise<JobDatabase> => {
            const database = await createPostgresDatabase(postgresAdminUrl()!, label.replace(/-/g, '_'));
            return { config: { client: 'pg', connection: database.url, pool: { min: 0, max: 4 } }, client: 'postgres', drop: database.drop };
          },
        ] as ['PostgreSQL', () => Promise<JobDatabase>],
      ]
    : []),
];

/** One instance on a database: its connection, and a Strapi stand-in whose log lines are kept. */
export interface JobInstance {
  knex: Knex;
  strapi: Core.Strapi;
  logs: string[];
}

export const instanceOn = (config: Knex.Config, client: JobDatabaseClient): JobInstance => {
  const knex = knexFactory(config);
  const logs: string[] = [];
  const log = (line: string) => void logs.push(line);
  const strapi = { db: { connection: knex, dialect: { client } }, log: { error: log, warn: log, info: log } } as unknown as Core.Strapi;
  return { knex, strapi, logs };
};
