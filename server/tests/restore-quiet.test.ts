import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiClient, DEMO_ACCOUNTS } from '../../tests/support/api';
import { withoutFileServer } from '../../tests/support/fileServer';
import { smtpInbox } from '../../tests/support/smtpInbox';
import { freePort, postgresAdminUrl, startStrapi, type TestStrapi } from '../../tests/support/strapiServer';
import { until } from '../../tests/support/waits';
import { createPostgresDatabase } from '../../scripts/lib/postgres.mjs';

// Issue 36, item 3: a restored server mails no one until an operator releases its outgoing work
// (npm run restore:release; docs/operations.md, "Back up and restore"). The mails waiting at backup
// time were rendered with the live server's APP_URL; released with --send, each is sent once with
// the restoring server's links; with --drop-mails they are marked failed and only what came after
// the restore is sent. A real SMTP server (smtp-server) receives what is sent.
withoutFileServer();

const ROOT = path.resolve(__dirname, '../..');
const servers: TestStrapi[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await Promise.all(cleanups.map((cleanup) => cleanup()));
});

/** `npm run <script>` as an operator runs it, with the server's settings in the environment. */
const npmScript = (script: string, args: string[], env: Record<string, string>) => {
  const result = spawnSync(process.execPath, [path.join(ROOT, `scripts/${script}.mjs`), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  expect(result.status, result.stderr + result.stdout).toBe(0);
  return result.stdout;
};

const WAITING = [DEMO_ACCOUNTS.brandadmin, DEMO_ACCOUNTS.brandviewer, DEMO_ACCOUNTS.mitarbeiter];
const AFTER_RESTORE = DEMO_ACCOUNTS.sales;

type Case = [name: string, database: 'postgres' | undefined, release: '--send' | '--drop-mails'];
const CASES: Case[] = [['SQLite', undefined, '--send'], ...(postgresAdminUrl() ? [['PostgreSQL', 'postgres', '--drop-mails'] as Case] : [])];

describe.each(CASES)('a restore on %s', { concurrent: true }, (_name, database, release) => {
  it(`mails no one until released (${release})`, async () => {
    // The live server: its SMTP server does not answer, so the mails it queues are still waiting at backup time.
    const deadSmtp = await freePort();
    const mailEnv = { SMTP_HOST: '127.0.0.1', SMTP_SECURE: 'false', MAIL_POLL_MS: '200', MAIL_RETRY_BASE_MS: '200', MAIL_RETRY_CAP_MS: '500' };
    const live = await startStrapi({ ...mailEnv, SMTP_PORT: String(deadSmtp), MAIL_MAX_ATTEMPTS: '1000' }, { database });
    servers.push(live);
    const onLive = apiClient(() => live.apiUrl);
    for (const email of WAITING) expect((await onLive.api('/auth/forgot-password', { method: 'POST', body: { email } })).status).toBe(200);

    const work = mkdtempSync(path.join(tmpdir(), 'markenportal-restore-'));
    cleanups.push(async () => rmSync(work, { recursive: true, force: true }));
    const folder = path.join(work, 'backup');
    const liveDb: Record<string, string> = live.databaseUrl ? { DATABASE_URL: live.databaseUrl } : { DATABASE_URL: '', DATABASE_FILENAME: live.dbFile };
    npmScript('backup', [folder], { ...liveDb, APP_URL: live.url });

    let target: Pick<TestStrapi, 'dbFile' | 'databaseUrl'>;
    if (live.databaseUrl) {
      const fresh = await createPostgresDatabase(postgresAdminUrl()!, 'markenportal_test');
      cleanups.push(fresh.drop);
      target = { dbFile: '', databaseUrl: fresh.url };
    } else target = { dbFile: path.join(work, 'restored.db'), databaseUrl: null };
    const targetDb: Record<string, string> = target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : { DATABASE_URL: '', DATABASE_FILENAME: target.dbFile };
    expect(npmScript('restore', [folder], targetDb)).toContain('Ausgehendes ist angehalten');

    const smtpPort = await freePort();
    const inbox = smtpInbox(smtpPort);
    await inbox.start();
    cleanups.push(() => inbox.stop());
    const restored = await startStrapi({ ...mailEnv, SMTP_PORT: String(smtpPort) }, { joining: target });
    servers.push(restored);
    const onRestored = apiClient(() => restored.apiUrl);
    // A mail asked for on the restored server is held too.
    expect((await onRestored.api('/auth/forgot-password', { method: 'POST', body: { email: AFTER_RESTORE } })).status).toBe(200);

    // The mail worker has looked for due mails and found them held (or, unheld, has sent some).
    await until('the mail worker to find the hold', () => restored.log().includes('[mail] angehalten seit der Wiederherstellung') || inbox.mails.length > 0);
    expect(inbox.mails).toEqual([]);

    const status = npmScript('restore-release', [], { ...targetDb, APP_URL: restored.url });
    expect(status).toContain(`${WAITING.length + 1} E-Mail(s)`);
    expect(inbox.mails).toEqual([]);
    npmScript('restore-release', [release], { ...targetDb, APP_URL: restored.url });

    // Every mail settled (sent, or dropped as failed), then what the SMTP server got.
    const operator = await onRestored.login(DEMO_ACCOUNTS.operator);
    const rows = await until('every mail settled', async () => {
      const listed = (await onRestored.api('/mails?pagination[limit]=100', { token: operator })).body.data as { recipient: string; state: string }[];
      return listed.every((mail) => mail.state === 'sent' || mail.state === 'failed') && listed;
    });
    const sent = rows.filter((mail) => mail.state === 'sent').map((mail) => mail.recipient);
    await until('the SMTP server to receive every mail sent', () => inbox.mails.length >= sent.length);
    const expected = release === '--send' ? [...WAITING, AFTER_RESTORE] : [AFTER_RESTORE];
    expect(inbox.mails.map((mail) => mail.to[0]).sort()).toEqual([...expected].sort());
    expect(sent.sort()).toEqual([...expected].sort());
    // Links lead to the restoring server, never to the one backed up.
    for (const mail of inbox.mails) {
      expect(mail.text).toContain(`${restored.url}/`);
      expect(mail.text).not.toContain(live.url);
    }
  }, 240_000);
});
