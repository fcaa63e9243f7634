import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiUrl, DEMO_ACCOUNTS, DEMO_PASSWORD, PUBLIC_ACCESS_TOKEN } from '../../tests/support/api';
import { tokenRefused } from '../src/access/access-change';

// Issue 11: sessions and sign-in as an attacker meets them. A token signed with a secret read in
// this repository is worthless; a password change ends the sessions before it; the sign-in routes
// do not tell who has an account.

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');
/** An HS256 JWT as users-permissions issues them, signed with `secret`. */
const signed = (payload: Record<string, unknown>, secret: string) => {
  const head = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(payload))}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
};
const signIn = (identifier: string, password: string) => api('/auth/local', { method: 'POST', body: { identifier, password } });
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** Opens the live stream with the Authorization header given (its route signs the token in itself) and closes it again. */
const openStream = async (authorization?: string) => {
  const controller = new AbortController();
  const response = await fetch(`${apiUrl()}/realtime/events`, { headers: authorization ? { Authorization: authorization } : {}, signal: controller.signal });
  const body = response.ok ? null : await response.json();
  controller.abort();
  return { status: response.status, message: body?.error?.message as string | undefined };
};

let user: { id: number; email: string };
let firstToken: string;
let stamp = 0;
const unique = (what: string) => `sitzung-${what}-${process.pid}-${Date.now().toString(36)}-${++stamp}`;

beforeAll(async () => {
  const name = unique('konto').toLowerCase();
  const registered = await api('/auth/local/register', { method: 'POST', body: { username: name, email: `${name}@sitzung.test`, password: DEMO_PASSWORD } });
  expect(registered.status, JSON.stringify(registered.body)).toBe(200);
  user = registered.body.user;
  firstToken = registered.body.jwt;
});

afterAll(async () => {
  if (!user) return;
  const operator = (await signIn(DEMO_ACCOUNTS.operator, DEMO_PASSWORD)).body.jwt;
  await api(`/users/${user.id}`, { token: operator, method: 'DELETE' });
});

describe('tokens', () => {
  it('a token signed with a development secret published in this repository is refused', async () => {
    const now = Math.floor(Date.now() / 1000);
    for (const secret of ['markenportal-dev-jwt-secret', 'markenportal-dev-admin-jwt-secret']) {
      const forged = signed({ id: user.id, iat: now, exp: now + 3600 }, secret);
      expect((await api('/users/me', { token: forged })).status, secret).toBe(401);
      expect((await openStream(`Bearer ${forged}`)).status, secret).toBe(401);
    }
    expect((await api('/users/me', { token: firstToken })).status).toBe(200);
    expect((await openStream(`Bearer ${firstToken}`)).status).toBe(200);
  });

  it('a password change ends every session that signed in before it; the new one works', async () => {
    const before = (await signIn(user.email, DEMO_PASSWORD)).body.jwt as string;
    // A token issued in the second of the change still counts as after it: wait for the next second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const changed = await api('/auth/change-password', {
      token: before,
      method: 'POST',
      body: { currentPassword: DEMO_PASSWORD, password: 'Neu-Demo1234!', passwordConfirmation: 'Neu-Demo1234!' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    for (const old of [firstToken, before]) {
      const answer = await api('/users/me', { token: old });
      expect(answer.status).toBe(401);
      expect(answer.body.error.message).toBe('Bitte melden Sie sich an.');
      expect(await openStream(`Bearer ${old}`)).toEqual({ status: 401, message: 'Bitte melden Sie sich an.' });
    }
    expect((await api('/users/me', { token: changed.body.jwt })).status).toBe(200);
    expect((await openStream(`Bearer ${changed.body.jwt}`)).status).toBe(200);
    expect((await api('/users/me', { token: (await signIn(user.email, 'Neu-Demo1234!')).body.jwt })).status).toBe(200);
  });
});

describe('the live stream signs its token in itself (auth: false, guards/staff.ts)', () => {
  it('answers as users-permissions would: 403 without a bearer token, 401 for one that signs nobody in', async () => {
    // No bearer token, or an API token (a credential of no person): what the public may do, which is not this.
    for (const authorization of [undefined, `Basic ${base64url('konto:passwort')}`, `Bearer ${firstToken} extra`, 'Bearer', `Bearer ${PUBLIC_ACCESS_TOKEN}`])
      expect(await openStream(authorization), String(authorization)).toEqual({ status: 403, message: 'Keine Berechtigung für diese Aktion.' });
    const now = Math.floor(Date.now() / 1000);
    for (const token of ['kein-token', `${firstToken}x`, `${PUBLIC_ACCESS_TOKEN}x`, signed({ id: user.id, iat: now, exp: now - 1 }, 'irgendein-geheimnis')])
      expect(await openStream(`Bearer ${token}`), token).toEqual({ status: 401, message: 'Bitte melden Sie sich an.' });
    expect((await openStream(`bearer ${(await signIn(DEMO_ACCOUNTS.sales, DEMO_PASSWORD)).body.jwt}`)).status).toBe(200);
  });

  it('refuses a token of no account, a blocked one, one issued before the sessions ended, and an unconfirmed one while sign-up asks for confirmation', () => {
    const at = Date.parse('2026-11-26T10:00:00Z');
    const account = { blocked: false, confirmed: true, passwordChangedAt: null, accessChangedAt: '2026-11-20T10:00:00Z' };
    expect(tokenRefused(account, at, true)).toBe(false);
    expect(tokenRefused(null, at, false)).toBe(true);
    expect(tokenRefused({ ...account, blocked: true }, at, false)).toBe(true);
    expect(tokenRefused({ ...account, passwordChangedAt: '2026-11-26T10:00:01Z' }, at, false)).toBe(true);
    expect(tokenRefused({ ...account, accessChangedAt: new Date('2026-11-26T10:00:01Z') }, at, false)).toBe(true);
    expect(tokenRefused({ ...account, confirmed: false }, at, true)).toBe(true);
    expect(tokenRefused({ ...account, confirmed: false }, at, false)).toBe(false);
  });
});

describe('no account enumeration', () => {
  it('"send the confirmation again" answers the same for known, confirmed and unknown addresses', async () => {
    const answers = await Promise.all(
      [DEMO_ACCOUNTS.operator, `${unique('niemand')}@sitzung.test`, user.email].map((email) =>
        api('/auth/send-email-confirmation', { method: 'POST', body: { email } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.map((a) => Object.keys(a.body).sort())).toEqual([
      ['email', 'sent'],
      ['email', 'sent'],
      ['email', 'sent'],
    ]);
    expect(answers.every((a) => a.body.sent === true)).toBe(true);
  });

  it('"forgot password" answers the same for known and unknown addresses', async () => {
    const known = await api('/auth/forgot-password', { method: 'POST', body: { email: DEMO_ACCOUNTS.brandviewer } });
    const unknown = await api('/auth/forgot-password', { method: 'POST', body: { email: `${unique('niemand')}@sitzung.test` } });
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(unknown.body).toEqual(known.body);
  });

  it('sign-in with an unknown address takes about as long as with a wrong password', async () => {
    const time = async (identifier: string) => {
      const started = performance.now();
      const answer = await signIn(identifier, 'Falsches-Passwort-1');
      expect(answer.status).toBe(400);
      expect(answer.body.error.message).toBe('E-Mail-Adresse oder Passwort ist falsch.');
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      known.push(await time(DEMO_ACCOUNTS.brandviewer));
      unknown.push(await time(`${unique('niemand')}@sitzung.test`));
    }
    // Without the dummy comparison an unknown address answers about ten times faster.
    expect(median(unknown) / median(known)).toBeGreaterThan(0.5);
  });
});
