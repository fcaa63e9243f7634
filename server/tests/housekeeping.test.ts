import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import knexFactory, { type Knex } from 'knex';
import type { Core } from '@strapi/strapi';
import { pruneMails } from '../src/mail/outbox';
import { deleteInBatches } from '../src/housekeeping';
import { withoutFileServer } from '../../tests/support/fileServer';
import { createRequire } from 'node:module';

// Old rows are deleted a bounded number at a time (server/src/housekeeping.ts), against the real
// outbox table (its migration) in an SQLite database in memory; `strapi` is a stand-in holding it.
withoutFileServer();

const mailOutboxMigration = createRequire(import.meta.url)('../database/migrations/20261220000000-mail-outbox.js') as { up(knex: Knex): Promise<void> };

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 26, 12);
let knex: Knex;
const strapi = () => ({ db: { connection: knex } }) as unknown as Core.Strapi;
const mail = (status: string, finishedDaysAgo: number | null) => ({
  kind: 'invitation',
  recipient: `${status}-${finishedDaysAgo}@example.com`,
  message: '{}',
  status,
  available_at: NOW,
  created_at: NOW - 100 * DAY,
  finished_at: finishedDaysAgo === null ? null : NOW - finishedDaysAgo * DAY,
});

beforeAll(async () => {
  knex = knexFactory({ client: 'better-sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
  await mailOutboxMigration.up(knex);
});
afterAll(() => knex.destroy());

describe('mail outbox retention', () => {
  it('deletes sent mails after 30 days and failed ones after 90; keeps what is pending or being sent', async () => {
    await knex('mail_outbox').insert([
      mail('sent', 31),
      mail('sent', 29),
      mail('failed', 91),
      mail('failed', 60),
      mail('pending', null),
      mail('sending', null),
    ]);
    expect(await pruneMails(strapi(), NOW, { sentDays: 30, failedDays: 90 })).toBe(2);
    const left = (await knex('mail_outbox').orderBy('id').select('recipient')).map((row: { recipient: string }) => row.recipient);
    expect(left).toEqual(['sent-29@example.com', 'failed-60@example.com', 'pending-null@example.com', 'sending-null@example.com']);
    expect(await pruneMails(strapi(), NOW, { sentDays: 30, failedDays: 90 })).toBe(0);
  });

  it('deletes at most 50,000 rows per call, in statements of 2,000', async () => {
    await knex('mail_outbox').delete();
    const rows = Array.from({ length: 50_500 }, () => mail('sent', 40));
    for (let i = 0; i < rows.length; i += 500) await knex('mail_outbox').insert(rows.slice(i, i + 500));
    const statements: string[] = [];
    knex.on('query', (query: { sql: string }) => statements.push(query.sql));
    expect(await deleteInBatches(strapi(), 'mail_outbox', (q) => q.where('status', 'sent'))).toBe(50_000);
    expect(statements.filter((sql) => sql.startsWith('delete'))).toHaveLength(25);
    expect(await knex('mail_outbox').count({ n: '*' })).toEqual([{ n: 500 }]);
  });
});
