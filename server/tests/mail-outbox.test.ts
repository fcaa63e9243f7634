import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, DEMO_ACCOUNTS } from '../../tests/support/api';
import { freePort, postgresAdminUrl, startStrapi, type StartOptions, type TestStrapi } from '../../tests/support/strapiServer';
import { withoutFileServer } from '../../tests/support/fileServer';
import { smtpInbox, type SmtpInbox } from '../../tests/support/smtpInbox';
import { sleep, until } from '../../tests/support/waits';
import { emailPluginConfig, mailOptions, mailVerdict, smtpCode } from '../src/mail/mail-decisions';
import { mailMessages } from '../src/messages/mails';

// Mail through SMTP and the outbox (docs/decisions/0024-mail-outbox.md): a Strapi of its own whose
// SMTP settings point at a real SMTP server started here, on 127.0.0.1 and a free port. On SQLite,
// and on PostgreSQL (its SKIP LOCKED claim) when the machine has one (TEST_POSTGRES_URL; .ci/run).
withoutFileServer();

const DATABASES: [string, StartOptions][] = [
  [process.env.TEST_DATABASE_URL ? 'TEST_DATABASE_URL' : 'SQLite', {}],
  ...(postgresAdminUrl() ? [['PostgreSQL', { database: 'postgres' }] as [string, StartOptions]] : []),
];

const APP_URL = 'https://portal.example.test';
// Attempts 150–300, 300–600, 600–1200 and 1000–2000 ms apart (jobs/backoff.ts): a mail held while
// the SMTP server is down has seconds until its last attempt, time enough to start the server again
// on a busy machine; with three attempts 1 s apart it sometimes had failed for good by then.
const MAX_ATTEMPTS = 5;
let server: TestStrapi;
let inbox: SmtpInbox;
let client: ReturnType<typeof apiClient>;
let operator: string;
let brandAdmin: string;
let cardiovia: string;

const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
const mailsTo = (address: string) => inbox.mails.filter((m) => m.to.includes(address));

interface MailEntry {
  id: number;
  recipient: string;
  kind: string;
  subject: string;
  state: string;
  attempts: number;
  lastError: string | null;
}
const outboxEntry = async (recipient: string, query = '') =>
  ((await client.api(`/mails?pagination[limit]=100${query}`, { token: operator })).body.data as MailEntry[]).find((m) => m.recipient === recipient);
const invite = (email: string) => client.api('/invitations', { token: brandAdmin, method: 'POST', body: { data: { email, role: 'sales', brand: cardiovia } } });

describe.each(DATABASES)('mail over SMTP on %s', (_name, options) => {
  beforeAll(async () => {
    const smtpPort = await freePort();
    inbox = smtpInbox(smtpPort);
    await inbox.start();
    server = await startStrapi(
      {
        APP_URL,
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(smtpPort),
        SMTP_SECURE: 'false',
        MAIL_FROM: 'Markenportal <portal@example.test>',
        MAIL_REPLY_TO: 'support@example.test',
        MAIL_POLL_MS: '200',
        MAIL_RETRY_BASE_MS: '300',
        MAIL_RETRY_CAP_MS: '2000',
        MAIL_MAX_ATTEMPTS: String(MAX_ATTEMPTS),
      },
      options,
    );
    client = apiClient(() => server.apiUrl);
    operator = await client.login(DEMO_ACCOUNTS.operator);
    brandAdmin = await client.login(DEMO_ACCOUNTS.brandadmin);
    cardiovia = (await client.api('/brands?filters[name][$eq]=Cardiovia', { token: brandAdmin })).body.data[0].documentId;
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await inbox?.stop();
  });

  it('forgot-password mails a German reset link on APP_URL (text and HTML); its code sets the new password', async () => {
    const email = DEMO_ACCOUNTS.sales;
    const asked = await client.api('/auth/forgot-password', { method: 'POST', body: { email } });
    expect(asked.status).toBe(200);
    const [mail] = await until('the reset mail', () => mailsTo(email).length > 0 && mailsTo(email));
    expect(mail.subject).toBe('Passwort zurücksetzen');
    expect(mail.from).toContain('portal@example.test');
    expect(mail.text).toContain('Sie haben angefordert, Ihr Passwort im Markenportal zurückzusetzen.');
    const link = new RegExp(`${APP_URL}/reset-password/([0-9a-f]{128})`).exec(mail.text);
    expect(link).not.toBeNull();
    expect(mail.html).toContain(`<a href="${link![0]}">Neues Passwort festlegen</a>`);
    const password = 'Neues-Passwort-42';
    const reset = await client.api('/auth/reset-password', { method: 'POST', body: { code: link![1], password, passwordConfirmation: password } });
    expect(reset.status).toBe(200);
    expect(await client.login(email, password)).toBeTruthy();
  });

  it('an invitation and a reset asked for while the SMTP server is down are stored (200/201), and arrive once after it is back', async () => {
    const email = unique('einladung');
    await inbox.stop();
    const made = await invite(email);
    expect([200, 201]).toContain(made.status);
    // A reset asked for meanwhile is answered as always, and waits in the outbox too.
    expect((await client.api('/auth/forgot-password', { method: 'POST', body: { email: DEMO_ACCOUNTS.brandviewer } })).status).toBe(200);
    // Between attempts (the next is at most MAIL_RETRY_CAP_MS away): while one is under way the
    // entry says 'sending'.
    const failedOnce = await until('a failed attempt', async () => {
      const entry = await outboxEntry(email);
      return entry && entry.attempts >= 1 && entry.state !== 'sending' && entry;
    });
    expect(failedOnce).toMatchObject({ kind: 'invitation', state: 'pending', subject: 'Einladung zu Cardiovia' });
    expect(failedOnce.lastError).toMatch(/ECONNREFUSED|connect/i);
    await inbox.start();
    const [mail] = await until('the invitation mail', () => mailsTo(email).length > 0 && mailsTo(email));
    expect(mail.subject).toBe('Einladung zu Cardiovia');
    expect(mail.text).toContain(`${APP_URL}/invite-start?code=${encodeURIComponent(made.body.data.code)}`);
    expect(mail.html).toContain('Einladung annehmen');
    await until('the outbox says sent', async () => (await outboxEntry(email))?.state === 'sent');
    await until('the reset mail', () => mailsTo(DEMO_ACCOUNTS.brandviewer).length > 0);
    // Several polls later, still once.
    await sleep(1000);
    expect(mailsTo(email)).toHaveLength(1);
    expect(mailsTo(DEMO_ACCOUNTS.brandviewer)).toHaveLength(1);
  });

  it('retries a 4xx answer, fails a 5xx at once and a lasting 4xx after the attempt limit; operators see the failed ones', async () => {
    const later = unique('spaeter');
    const refused = unique('abgelehnt');
    const full = unique('voll');
    let temporary = 2;
    inbox.refuse(later, () => (temporary-- > 0 ? { code: 451, message: 'Versuchen Sie es später' } : null));
    inbox.refuse(refused, () => ({ code: 550, message: 'Kein solches Postfach' }));
    inbox.refuse(full, () => ({ code: 452, message: 'Postfach voll' }));
    for (const email of [later, refused, full]) expect([200, 201]).toContain((await invite(email)).status);

    await until('the retried mail', () => mailsTo(later).length > 0);
    expect(await until('sent', async () => (await outboxEntry(later))?.state === 'sent' && outboxEntry(later))).toMatchObject({ attempts: 3 });

    const failed = await until('both failed', async () => {
      const a = await outboxEntry(refused, '&filters[state]=failed');
      const b = await outboxEntry(full, '&filters[state]=failed');
      return a && b && [a, b];
    });
    expect(failed[0]).toMatchObject({ state: 'failed', attempts: 1, kind: 'invitation' });
    expect(failed[0].lastError).toContain('550');
    expect(failed[1]).toMatchObject({ state: 'failed', attempts: MAX_ATTEMPTS });
    expect(failed[1].lastError).toContain('452');
    expect(inbox.asked(refused)).toBe(1);
    expect(inbox.asked(full)).toBe(MAX_ATTEMPTS);
    expect(mailsTo(refused)).toHaveLength(0);

    const onlyFailed = (await client.api('/mails?filters[state]=failed', { token: operator })).body;
    expect(onlyFailed.data.every((m: MailEntry) => m.state === 'failed')).toBe(true);
    // The list never shows a mail's body (reset links are in them).
    expect(JSON.stringify(onlyFailed)).not.toContain('invite-start');
    expect((await client.api('/mails', { token: brandAdmin })).status).toBe(403);
    expect((await client.api('/mails')).status).toBe(403);
    expect((await client.api('/mails?filters[state]=verloren', { token: operator })).status).toBe(400);
  });

  it('an operator sends a failed mail again: it arrives once; only failed mails, only operators', async () => {
    const address = unique('nochmal');
    inbox.refuse(address, () => ({ code: 550, message: 'Kein solches Postfach' }));
    expect([200, 201]).toContain((await invite(address)).status);
    const failed = await until('failed', () => outboxEntry(address, '&filters[state]=failed'));
    const retry = (id: number | string, token?: string) => client.api(`/mails/${id}/retry`, { token, method: 'POST' });
    expect((await retry(failed.id, brandAdmin)).status).toBe(403);
    expect((await retry(failed.id)).status).toBe(403);

    inbox.refuse(address, () => null);
    const answer = await retry(failed.id, operator);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ id: failed.id, state: 'pending' });
    await until('the mail sent again', () => mailsTo(address).length > 0);
    expect(await until('sent', async () => (await outboxEntry(address))?.state === 'sent' && outboxEntry(address))).toMatchObject({ attempts: 1 });

    const again = await retry(failed.id, operator);
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe('Nur fehlgeschlagene E-Mails können erneut gesendet werden.');
    const unknown = await retry(999_999_999, operator);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('E-Mail nicht gefunden.');
    expect((await retry('abc', operator)).status).toBe(404);
    expect(mailsTo(address)).toHaveLength(1);
  });
});

describe('the outbox decisions', () => {
  const options = { ...mailOptions({}), retryBaseMs: 1000, retryCapMs: 8000, maxAttempts: 4 };
  const smtpError = (code: number) => Object.assign(new Error(`${code} nein`), { responseCode: code });

  it('sent without error; a 5xx answer fails at once; a 4xx or no connection is tried again with growing waits', () => {
    expect(mailVerdict(null, 1, options, 0)).toEqual({ status: 'sent' });
    expect(mailVerdict(smtpError(550), 1, options, 0)).toEqual({ status: 'failed' });
    expect(mailVerdict(smtpError(451), 1, options, 0, () => 1)).toEqual({ status: 'pending', availableAt: 1000 });
    expect(mailVerdict(smtpError(421), 2, options, 0, () => 1)).toEqual({ status: 'pending', availableAt: 2000 });
    expect(mailVerdict(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNECTION' }), 3, options, 0, () => 0)).toEqual({
      status: 'pending',
      availableAt: 2000,
    });
    // Capped, and failed on the last allowed attempt.
    expect(mailVerdict(smtpError(451), 3, { ...options, retryCapMs: 3000 }, 0, () => 1)).toEqual({ status: 'pending', availableAt: 3000 });
    expect(mailVerdict(smtpError(451), 4, options, 0)).toEqual({ status: 'failed' });
    expect(smtpCode({ responseCode: '550' })).toBeNull();
  });

  it('escapes every value in the HTML part; the text part keeps it as it is', () => {
    const mail = mailMessages.invitation('<a href="https://böse.example">Marke</a> & Co', 'https://portal.example.test/invite-start?code=a&b');
    expect(mail.html).toContain('&lt;a href=&quot;https://böse.example&quot;&gt;Marke&lt;/a&gt; &amp; Co');
    expect(mail.html).not.toContain('<a href="https://böse.example">');
    expect(mail.html).toContain('<a href="https://portal.example.test/invite-start?code=a&amp;b">Einladung annehmen</a>');
    expect(mail.text).toContain('<a href="https://böse.example">Marke</a> & Co');
  });

  it('reads its settings from the environment, with bounds', () => {
    expect(mailOptions({})).toMatchObject({ pollMs: 5000, batchSize: 10, maxAttempts: 8 });
    expect(mailOptions({ MAIL_POLL_MS: '200', MAIL_BATCH_SIZE: '1000', MAIL_MAX_ATTEMPTS: '0' })).toMatchObject({ pollMs: 200, batchSize: 50, maxAttempts: 8 });
  });

  it('configures nodemailer from SMTP_*: STARTTLS unless SMTP_SECURE=true, auth only with a user; nothing without SMTP_HOST', () => {
    expect(emailPluginConfig({})).toEqual({});
    const plain = emailPluginConfig({ SMTP_HOST: 'smtp.example.de', MAIL_FROM: 'Portal <p@example.de>' }).config!;
    expect(plain.provider).toBe('nodemailer');
    expect(plain.providerOptions).toMatchObject({ host: 'smtp.example.de', port: 587, secure: false });
    expect(plain.providerOptions.auth).toBeUndefined();
    expect(plain.settings).toEqual({ defaultFrom: 'Portal <p@example.de>', defaultReplyTo: undefined });
    const secure = emailPluginConfig({
      SMTP_HOST: 'smtp.example.de',
      SMTP_SECURE: 'true',
      SMTP_USER: 'u',
      SMTP_PASSWORD: 'p',
      MAIL_REPLY_TO: 'r@example.de',
    }).config!;
    expect(secure.providerOptions).toMatchObject({ port: 465, secure: true, auth: { user: 'u', pass: 'p' } });
    expect(secure.settings.defaultReplyTo).toBe('r@example.de');
  });
});
