import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { randomBytes } from 'node:crypto';
import { apiClient, DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../tests/support/api';
import { postgresAdminUrl, startStrapi, type StartOptions, type TestStrapi } from '../../tests/support/strapiServer';
import { withoutFileServer } from '../../tests/support/fileServer';

// Issue 33 (4): wrong passwords are counted per account, from any IP, with a growing wait rather
// than a lockout; uploads are counted per file and per byte, not per request. A Strapi of its own
// with the rate limits on and small numbers; each caller names its IP (X-Forwarded-For, TRUST_PROXY).
withoutFileServer();

const DATABASES: [string, StartOptions][] = [
  [process.env.TEST_DATABASE_URL ? 'TEST_DATABASE_URL' : 'SQLite', {}],
  ...(postgresAdminUrl() ? [['PostgreSQL', { database: 'postgres' }] as [string, StartOptions]] : []),
];
// Three failures free, then 2 s, 4 s, 8 s …; windows of a day for the rest (none ends while the file runs).
const LIMITS = { signInAccount: '3/2s', signIn: '1000/24h', signInIp: '1000/24h', upload: '30/24h', uploadBytes: '64kb/24h' };
const WRONG = 'E-Mail-Adresse oder Passwort ist falsch.';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let stamp = 0;
const unique = (name: string) => `${name}-${process.pid}-${Date.now().toString(36)}-${++stamp}@konto.test`;

type Answer = { status: number; retryAfter: number | null; message?: string; jwt?: string };

describe.each(DATABASES)('limits that protect the owner on %s', (_name, options) => {
  let server: TestStrapi;
  let client: ReturnType<typeof apiClient>;

  const signIn = async (identifier: string, password: string, ip: string): Promise<Answer> => {
    const response = await fetch(`${server.apiUrl}/auth/local`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
      body: JSON.stringify({ identifier, password }),
    });
    if (response.status >= 500) throw new Error(`sign-in: ${response.status}\n${server.log().slice(-3000)}`);
    const body = await response.json();
    const retryAfter = response.headers.get('retry-after');
    return { status: response.status, retryAfter: retryAfter === null ? null : Number(retryAfter), message: body.error?.message, jwt: body.jwt };
  };
  /** Waits until the account's wait is over: attempts refused meanwhile are not counted (the answer says so, not a clock). */
  const afterTheWait = async (identifier: string, password: string, ip: string) => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const answer = await signIn(identifier, password, ip);
      if (answer.status !== 429 || Date.now() > deadline) return answer;
      await sleep(200);
    }
  };
  const expectPaused = (answer: Answer) => {
    expect(answer.status).toBe(429);
    expect(answer.retryAfter).toBeGreaterThanOrEqual(1);
    expect(answer.message).toBe(
      `Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in ${answer.retryAfter === 1 ? '1 Sekunde' : `${answer.retryAfter} Sekunden`} erneut.`,
    );
    return answer.retryAfter!;
  };

  beforeAll(async () => {
    server = await startStrapi({ RATE_LIMITS: JSON.stringify(LIMITS), TRUST_PROXY: 'true' }, options);
    client = apiClient(() => server.apiUrl);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it.sequential('wrong passwords from eight IPs against one account: a growing wait (429, Retry-After), and the owner signs in after it', async () => {
    const email = unique('ziel');
    const registered = await client.api('/auth/local/register', { method: 'POST', body: { username: email.split('@')[0], email, password: DEMO_PASSWORD } });
    expect(registered.status).toBe(200);
    const answers: Answer[] = [];
    for (let ip = 1; ip <= 8; ip++) for (let guess = 1; guess <= 5; guess++) answers.push(await signIn(email, `Falsch-${ip}-${guess}`, `203.0.113.${ip}`));
    const checked = answers.filter((a) => a.status === 400);
    expect(checked.every((a) => a.message === WRONG)).toBe(true);
    // Three free, and at most a few more as each wait ends while the guesses go on; the rest wait.
    expect(answers.slice(0, 3).map((a) => a.status)).toEqual([400, 400, 400]);
    expect(checked.length).toBeLessThanOrEqual(6);
    answers.filter((a) => a.status !== 400).forEach(expectPaused);

    // After the wait, a wrong password is checked again, and the next wait is longer.
    const waited = await afterTheWait(email, 'Falsch-danach', '203.0.113.9');
    expect(waited).toMatchObject({ status: 400, message: WRONG });
    const longer = expectPaused(await signIn(email, DEMO_PASSWORD, '203.0.113.10'));
    expect(longer).toBeGreaterThan(expectPaused(answers[answers.length - 1]));

    // The owner, after the wait, signs in; that forgets the failures.
    const owner = await afterTheWait(email, DEMO_PASSWORD, '192.0.2.1');
    expect(owner.status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await signIn(email, 'Falsch-wieder', '203.0.113.1')).status).toBe(400);
    expectPaused(await signIn(email, 'Falsch-wieder', '203.0.113.1'));
    // So does a new password: the owner signs in with it at once.
    const changed = await client.api('/auth/change-password', {
      token: owner.jwt,
      method: 'POST',
      body: { currentPassword: DEMO_PASSWORD, password: 'Neu-Demo1234!', passwordConfirmation: 'Neu-Demo1234!' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await signIn(email, 'Neu-Demo1234!', '192.0.2.1')).status).toBe(200);
  });

  it.sequential('a name no account has is answered the same: three wrong answers, then the wait', async () => {
    const nobody = unique('niemand');
    const answers: Answer[] = [];
    for (let i = 1; i <= 4; i++) answers.push(await signIn(nobody, 'Falsch-1234', `203.0.113.${20 + i}`));
    expect(answers.slice(0, 3)).toEqual(Array(3).fill({ status: 400, retryAfter: null, message: WRONG, jwt: undefined }));
    expectPaused(answers[3]);
  });

  it.sequential('an upload of 25 files counts 25, and the bytes are counted too', async () => {
    const png = (bytes: Buffer, width: number) =>
      sharp(bytes, { raw: { width, height: width, channels: 3 } })
        .png({ compressionLevel: 0 })
        .toBuffer();
    const tiny = await png(Buffer.alloc(3, 255), 1);
    const upload = async (token: string, files: Buffer[]) => {
      const form = new FormData();
      files.forEach((file, i) => form.append('files', new Blob([new Uint8Array(file)], { type: 'image/png' }), `bild-${i}.png`));
      const response = await fetch(`${server.apiUrl}/upload`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
      if (response.status >= 500) throw new Error(`upload: ${response.status}\n${server.log().slice(-3000)}`);
      return {
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        message: (await response.json()).error?.message as string | undefined,
      };
    };
    const admin = await client.login(DEMO_ACCOUNTS.brandadmin);
    expect((await upload(admin, Array(25).fill(tiny))).status).toBe(201);
    // 25 + 6 files are past the 30 of the window.
    const refused = await upload(admin, Array(6).fill(tiny));
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(refused.message).toMatch(/^Zu viele Anfragen\. Bitte versuchen Sie es in \d+ (Sekunden|Minuten) erneut\.$/);

    // Two images of about 48 kB each are past the 64 kB of the window.
    const sales = await client.login(DEMO_ACCOUNTS.sales, DEMO_PASSWORD);
    const noise = await png(randomBytes(128 * 128 * 3), 128);
    expect(noise.length).toBeGreaterThan(40_000);
    expect((await upload(sales, [noise])).status).toBe(201);
    expect((await upload(sales, [noise])).status).toBe(429);
  });
});
