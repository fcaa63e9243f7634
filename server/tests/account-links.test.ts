import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import pg from 'pg';
import { apiClient, DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../tests/support/api';
import { freePort, postgresAdminUrl, startStrapi, type StartOptions, type TestStrapi } from '../../tests/support/strapiServer';
import { withoutFileServer } from '../../tests/support/fileServer';
import { smtpInbox, type SmtpInbox } from '../../tests/support/smtpInbox';
import { until } from '../../tests/support/waits';

// Issue 33 (3, 4): reset and confirmation links that end, and limits that protect the owner of an
// address rather than the stranger who asks for it. A Strapi of its own with the rate limits on and
// SMTP pointing at a real SMTP server started here; the links are read from the mails it receives.
// Each request names its IP (X-Forwarded-For, TRUST_PROXY), so the tests' per-IP counts are their own.
withoutFileServer();

const DATABASES: [string, StartOptions][] = [
  [process.env.TEST_DATABASE_URL ? 'TEST_DATABASE_URL' : 'SQLite', {}],
  ...(postgresAdminUrl() ? [['PostgreSQL', { database: 'postgres' }] as [string, StartOptions]] : []),
];
// Windows of a day: none ends while the file runs (but at midnight UTC).
const LIMITS = {
  passwordForgot: '3/24h',
  passwordForgotIp: '1000/24h',
  passwordReset: '1000/24h',
  emailConfirmation: '3/24h',
  emailConfirmationIp: '5/24h',
  signIn: '1000/24h',
  signInIp: '1000/24h',
};
const EXPIRED = 'Der Link zum Zurücksetzen ist abgelaufen. Bitte fordern Sie einen neuen an.';
const INVALID = 'Der Link zum Zurücksetzen ist ungültig oder abgelaufen.';
const NEW_PASSWORD = 'Neues-Passwort-42';

let ipCount = 0;
/** An address of its own for each caller of a test. */
const newIp = () => `198.51.100.${++ipCount}`;
let stamp = 0;
const unique = (name: string) => `${name}-${process.pid}-${Date.now().toString(36)}-${++stamp}@konto.test`;

describe.each(DATABASES)('reset and confirmation links on %s', (_name, options) => {
  let server: TestStrapi;
  let inbox: SmtpInbox;
  let client: ReturnType<typeof apiClient>;
  let operator: string;

  type Answer = { status: number; retryAfter: string | null; body: { error?: { message?: string }; jwt?: string } | null };
  const call = async (
    path: string,
    ip: string,
    { method = 'POST', body, token }: { method?: string; body?: unknown; token?: string } = {},
  ): Promise<Answer> => {
    const response = await fetch(`${server.apiUrl}${path}`, {
      method,
      redirect: 'manual',
      headers: { 'X-Forwarded-For': ip, ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (response.status >= 500) throw new Error(`${path}: ${response.status}\n${server.log().slice(-3000)}`);
    const json = response.headers.get('content-type')?.includes('json');
    return { status: response.status, retryAfter: response.headers.get('retry-after'), body: json ? await response.json() : null };
  };
  const forgot = (email: string, ip: string) => call('/auth/forgot-password', ip, { body: { email } });
  const reset = (code: string, ip: string) => call('/auth/reset-password', ip, { body: { code, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD } });
  const register = async () => {
    const email = unique('konto');
    const answer = await client.api('/auth/local/register', { method: 'POST', body: { username: email.split('@')[0], email, password: DEMO_PASSWORD } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return { email, id: answer.body.user.id as number, token: answer.body.jwt as string };
  };

  /** Runs SQL on the server's database itself, as no API may. */
  const onDatabase = async (sqlite: string, postgres: string, values: unknown[]) => {
    if (server.databaseUrl) {
      const db = new pg.Client({ connectionString: server.databaseUrl });
      await db.connect();
      await db.query(postgres, values);
      await db.end();
      return;
    }
    const db = new Database(server.dbFile, { timeout: 10_000 });
    db.prepare(sqlite).run(...values);
    db.close();
  };
  /** Moves the moment a link was issued `seconds` into the past (SQLite stores times in ms, PostgreSQL as timestamps). */
  const backdate = (column: 'reset_password_token_issued_at' | 'confirmation_token_issued_at', id: number, seconds: number) =>
    onDatabase(
      `UPDATE up_users SET ${column} = ${column} - ? WHERE id = ?`,
      `UPDATE up_users SET ${column} = ${column} - make_interval(secs => $1) WHERE id = $2`,
      [server.databaseUrl ? seconds : seconds * 1000, id],
    );

  /** The mails queued for `email` of a kind, once the SMTP server has received each of them. */
  const delivered = async (email: string, kind: 'password-reset' | 'email-confirmation') => {
    const queued = async () =>
      ((await client.api('/mails?pagination[limit]=100', { token: operator })).body.data as { recipient: string; kind: string; state: string }[]).filter(
        (m) => m.recipient === email && m.kind === kind,
      );
    return until(`the mails to ${email}`, async () => {
      const rows = await queued();
      const mails = inbox.mails.filter((m) => m.to.includes(email));
      return rows.every((m) => m.state === 'sent') && mails.length === rows.length && mails;
    });
  };
  const resetCodes = async (email: string) => (await delivered(email, 'password-reset')).map((m) => /\/reset-password\/([0-9a-f]{128})/.exec(m.text)![1]);
  const confirmationLinks = async (email: string) =>
    (await delivered(email, 'email-confirmation')).map((m) => /\/api(\/auth\/email-confirmation\?confirmation=[0-9a-f]+)/.exec(m.text)![1]);

  beforeAll(async () => {
    const smtpPort = await freePort();
    inbox = smtpInbox(smtpPort);
    await inbox.start();
    server = await startStrapi(
      {
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(smtpPort),
        SMTP_SECURE: 'false',
        MAIL_FROM: 'Markenportal <portal@example.test>',
        MAIL_POLL_MS: '200',
        RATE_LIMITS: JSON.stringify(LIMITS),
        TRUST_PROXY: 'true',
      },
      options,
    );
    client = apiClient(() => server.apiUrl);
    operator = await client.login(DEMO_ACCOUNTS.operator);
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await inbox?.stop();
  });

  it('a reset link past its hour is refused with a German 400; the password stays', async () => {
    const ip = newIp();
    const owner = await register();
    expect((await forgot(owner.email, ip)).status).toBe(200);
    const [code] = await resetCodes(owner.email);
    await backdate('reset_password_token_issued_at', owner.id, 3601);
    const answer = await reset(code, ip);
    expect(answer.status).toBe(400);
    expect(answer.body?.error?.message).toBe(EXPIRED);
    expect(await client.login(owner.email, DEMO_PASSWORD)).toBeTruthy();
  });

  it('a reset link dies with a password change, with a block, and once a reset went through; a request ten minutes later sends a new one', async () => {
    const ip = newIp();
    // The owner changes the password after asking for the link.
    const changer = await register();
    expect((await forgot(changer.email, ip)).status).toBe(200);
    const [beforeChange] = await resetCodes(changer.email);
    const changed = await call('/auth/change-password', ip, {
      token: changer.token,
      body: { currentPassword: DEMO_PASSWORD, password: 'Geaendert-1234', passwordConfirmation: 'Geaendert-1234' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await reset(beforeChange, ip)).toMatchObject({ status: 400, body: { error: { message: INVALID } } });

    // An operator blocks the account after the link was sent.
    const blocked = await register();
    expect((await forgot(blocked.email, ip)).status).toBe(200);
    const [beforeBlock] = await resetCodes(blocked.email);
    expect((await client.api(`/users/${blocked.id}`, { token: operator, method: 'PUT', body: { blocked: true } })).status).toBe(200);
    expect(await reset(beforeBlock, ip)).toMatchObject({ status: 400, body: { error: { message: INVALID } } });

    // Ten minutes after a link, a new request sends a new one and voids it; a reset voids the new one.
    const owner = await register();
    expect((await forgot(owner.email, ip)).status).toBe(200);
    const [first] = await resetCodes(owner.email);
    await backdate('reset_password_token_issued_at', owner.id, 601);
    expect((await forgot(owner.email, ip)).status).toBe(200);
    const [, second] = await resetCodes(owner.email);
    expect(second).not.toBe(first);
    expect(await reset(first, ip)).toMatchObject({ status: 400, body: { error: { message: INVALID } } });
    expect((await reset(second, ip)).status).toBe(200);
    expect(await reset(second, ip)).toMatchObject({ status: 400, body: { error: { message: INVALID } } });
    expect(await client.login(owner.email, NEW_PASSWORD)).toBeTruthy();
    // The audit log has the reset as such (docs/decisions/0035-audit-log.md), the password redacted.
    const entries = (await client.api(`/audit-entries?filters[recordId][$eq]=${owner.id}&filters[action][$eq]=password-reset`, { token: operator })).body.data;
    expect(entries).toHaveLength(1);
    expect(entries[0].changes).toContainEqual({ field: 'password', before: null, after: null, redacted: true });
    expect(JSON.stringify(entries[0].changes)).not.toContain(second);
  });

  it("a stranger asking for the owner's address again and again voids no link and locks nobody out: past the limit only the mails stop", async () => {
    const owner = await register();
    const ownerIp = newIp();
    expect((await forgot(owner.email, ownerIp)).status).toBe(200);
    const [link] = await resetCodes(owner.email);
    const stranger = newIp();
    for (let i = 0; i < 5; i++) expect((await forgot(owner.email, stranger)).status, `request ${i + 1}`).toBe(200);
    // The owner is answered as always, too.
    expect((await forgot(owner.email, ownerIp)).status).toBe(200);
    // Three mails (the limit per address), each with the same link.
    expect(await resetCodes(owner.email)).toEqual([link, link, link]);
    expect((await reset(link, ownerIp)).status).toBe(200);
    expect(await client.login(owner.email, NEW_PASSWORD)).toBeTruthy();
  });

  it('a confirmation link lives a week, and a request within ten minutes sends the same link again', async () => {
    const ip = newIp();
    const owner = await register();
    // Sign-up here asks for no confirmation: the account waits for one as if it had.
    await onDatabase('UPDATE up_users SET confirmed = 0 WHERE id = ?', 'UPDATE up_users SET confirmed = false WHERE id = $1', [owner.id]);
    const ask = () => call('/auth/send-email-confirmation', ip, { body: { email: owner.email } });
    expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(200);
    const [link, again] = await confirmationLinks(owner.email);
    expect(again).toBe(link);
    await backdate('confirmation_token_issued_at', owner.id, 7 * 86_400 + 1);
    const expired = await call(link, ip, { method: 'GET' });
    expect(expired.status).toBe(400);
    expect(expired.body?.error?.message).toBe('Der Bestätigungslink ist abgelaufen. Bitte fordern Sie einen neuen an.');
    expect((await ask()).status).toBe(200);
    const fresh = (await confirmationLinks(owner.email))[2];
    expect(fresh).not.toBe(link);
    expect((await call(fresh, ip, { method: 'GET' })).status).toBe(302);
    expect(await ask()).toMatchObject({ status: 200, body: { sent: true } });
    expect(await confirmationLinks(owner.email)).toHaveLength(3);
  });

  it('"send the confirmation again" is limited per IP (429, German) and, per address, sends no more mails', async () => {
    const owner = await register();
    await onDatabase('UPDATE up_users SET confirmed = 0 WHERE id = ?', 'UPDATE up_users SET confirmed = false WHERE id = $1', [owner.id]);
    const ip = newIp();
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push(await call('/auth/send-email-confirmation', ip, { body: { email: owner.email } }));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429, 429, 429, 429]);
    const seconds = Number(answers[5].retryAfter);
    expect(seconds).toBeGreaterThan(0);
    expect(answers[5].body?.error?.message).toMatch(/^Zu viele Anfragen\. Bitte versuchen Sie es in \d+ (Sekunden|Minuten) erneut\.$/);
    // From another IP still the same answer, and still no more than three mails.
    expect((await call('/auth/send-email-confirmation', newIp(), { body: { email: owner.email } })).status).toBe(200);
    expect(await confirmationLinks(owner.email)).toHaveLength(3);
  });
});
