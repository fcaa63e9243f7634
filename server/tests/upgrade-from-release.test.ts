import { afterAll, describe, it } from 'vitest';
import { apiClient, DEMO_ACCOUNTS } from '../../tests/support/api';
import { withoutFileServer } from '../../tests/support/fileServer';
import { copyOfRelease, queryDatabase, releaseManifest, releaseTags, rowsPerTable, signedWith, stillLive, type FixtureDatabase } from './release-fixtures';
import { postgresAdminUrl, startStrapi, type TestStrapi } from '../../tests/support/strapiServer';

// Upgrades are a tested path (docs/operations.md, "Upgrade and roll back"): today's server starts on
// the database of every released version (tests/fixtures/releases/, made by
// scripts/release-fixture.mjs with the release's own code and demo data, and a few writes through
// its API) and keeps what it held: every table's rows, the sessions, the chat; it publishes the
// planned post once and sends a waiting mail. Decision 0031: migrations run before Strapi adds the
// new columns.

withoutFileServer();

/**
 * Tables whose rows today's server removes by design, whatever the upgrade: work done, or past its
 * retention. Their count may go down; every other table's may only grow.
 */
const PRUNED: Record<string, string> = {
  actions: "a planned publication is deleted when it runs (decision 0017): the fixture's is due",
  realtime_events: 'live events are kept 24 hours (decision 0018)',
};

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  await Promise.all(cleanups.map((cleanup) => cleanup()));
});

type Case = [tag: string, database: FixtureDatabase];
const databases: FixtureDatabase[] = postgresAdminUrl() ? ['sqlite', 'postgres'] : ['sqlite'];
const CASES: Case[] = releaseTags().flatMap((tag) => databases.filter((d) => releaseManifest(tag).databases[d]).map((d): Case => [tag, d]));

type LogEntry = { action: string };

// One server per release and database, all side by side (concurrent tests use their own `expect`).
describe.each(CASES)('today’s server on the database of %s (%s)', { concurrent: true }, (tag, database) => {
  it('boots, keeps every row, the sessions and the chat, publishes the planned post once and sends the waiting mail', async ({ expect }) => {
    const manifest = releaseManifest(tag);
    const before = manifest.databases[database]!;
    const copy = await copyOfRelease(tag, database, postgresAdminUrl());
    cleanups.push(copy.remove);
    let server: TestStrapi;
    try {
      server = await startStrapi(manifest.secrets, { joining: copy });
    } catch (error) {
      // The release's database must not stop the server (a migration that assumes a newer schema did).
      throw new Error(`${tag} on ${database}: ${(error as Error).message}`);
    }
    cleanups.unshift(() => server.stop());
    const { api, login } = apiClient(() => server.apiUrl);

    // The sessions the release issued still sign their people in.
    for (const { email, jwt } of before.sessions) {
      expect(signedWith(jwt, manifest.secrets.JWT_SECRET)).toBe(true);
      const me = await api('/users/me', { token: stillLive(jwt, manifest.secrets.JWT_SECRET) });
      expect(me.status, `${email}'s session`).toBe(200);
      expect(me.body.email).toBe(email);
    }

    // The planned post, due since the release stopped, is published by the upgraded server: once.
    const admin = await login(DEMO_ACCOUNTS.brandadmin);
    const operator = await login(DEMO_ACCOUNTS.operator);
    const { documentId } = before.scheduled;
    await expect
      .poll(async () => (await api(`/notifications?filters[postId][$eq]=${documentId}`, { token: operator })).body.data.length, { timeout: 60_000 })
      .toBeGreaterThan(0);
    const post = (await api(`/posts/${documentId}?status=draft`, { token: admin })).body.data;
    expect(post.title).toBe(before.scheduled.title);
    expect((post.log as LogEntry[]).filter((entry) => entry.action === 'published')).toHaveLength(1);
    expect((await api(`/notifications?filters[postId][$eq]=${documentId}`, { token: operator })).body.data).toHaveLength(1);
    expect((await api(`/publisher/actions?filters[entityId][$eq]=${documentId}`, { token: admin })).body.data).toEqual([]);
    const sales = await login(DEMO_ACCOUNTS.sales);
    expect((await api(`/posts/${documentId}`, { token: sales })).status).toBe(200);
    expect((await api(`/posts/${before.published.documentId}`, { token: sales })).body.data.title).toBe(before.published.title);

    // The chat the release held, both ways.
    const messages = (await api(`/chats/${before.chat.id}/messages`, { token: sales })).body.data as { text: string }[];
    expect(messages.map((m) => m.text)).toEqual(expect.arrayContaining(before.chat.texts));

    // A mail the release had not sent yet (v0.2.0 on: the outbox) is sent by the upgraded server.
    if (before.mail) {
      const mails = `SELECT status FROM mail_outbox WHERE recipient = '${before.mail.recipient}' AND kind = '${before.mail.kind}'`;
      await expect.poll(async () => (await queryDatabase<{ status: string }>(copy, mails)).map((m) => m.status), { timeout: 60_000 }).toEqual(['sent']);
    }

    // Every table is still there with at least its rows (a few prune their own, named above).
    const now = await rowsPerTable(copy, Object.keys(before.rows));
    const kept = Object.fromEntries(Object.entries(before.rows).map(([table, rows]) => [table, table in PRUNED ? now[table] : Math.max(rows, now[table])]));
    expect(now).toEqual(kept);

    // What the new schema adds to old rows: every account's address skeleton, and its index.
    expect(await queryDatabase(copy, 'SELECT id FROM up_users WHERE email_skeleton IS NULL')).toEqual([]);
    const indexes = database === 'sqlite' ? "SELECT name FROM sqlite_master WHERE type = 'index'" : 'SELECT indexname AS name FROM pg_indexes';
    expect((await queryDatabase<{ name: string }>(copy, indexes)).map((i) => i.name)).toContain('up_users_email_skeleton_idx');
  }, 240_000);
});
