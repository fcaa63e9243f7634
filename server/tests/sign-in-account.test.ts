import { describe, expect, it } from 'vitest';
import { ACCOUNT_POPULATE } from '@markenportal/contract';
import { api, DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../tests/support/api';

// Issue 35, item 3: the sign-in answer carries the account as GET /users/me shows it to its owner
// (role, brands, per-brand roles, profile, image), so the app needs no second round trip before the
// landing screen; old clients, which read `jwt` and ask /users/me, get what they got before and more.

const signIn = (identifier: string, password = DEMO_PASSWORD) => api('/auth/local', { method: 'POST', body: { identifier, password } });
/** `{ a: { b: true } }` as `populate[a][b]=true`, the bracket form Strapi reads. */
const brackets = (value: object, prefix: string): string[] =>
  Object.entries(value).flatMap(([key, inner]) => (typeof inner === 'object' ? brackets(inner, `${prefix}[${key}]`) : [`${prefix}[${key}]=${String(inner)}`]));
const meOf = (token: string) => api(`/users/me?${brackets(ACCOUNT_POPULATE, 'populate').join('&')}`, { token });
/**
 * The account without the sign-in time and the erasure request, which only the users routes show,
 * and to staff only (middlewares/sign-in-times.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- left out on purpose
const withoutTimes = ({ lastSignInAt, erasureRequestedAt, ...account }: Record<string, unknown>) => account;

describe('the sign-in answer', () => {
  it.each(Object.entries(DEMO_ACCOUNTS))('%s: its user is the account as /users/me shows it, nothing more', async (_, email) => {
    const answer = await signIn(email);
    expect(answer.status).toBe(200);
    const me = await meOf(answer.body.jwt);
    expect(me.status).toBe(200);
    expect(withoutTimes(answer.body.user)).toEqual(withoutTimes(me.body));
    expect(answer.body.user.role?.type).toEqual(expect.any(String));
    for (const secret of ['password', 'resetPasswordToken', 'confirmationToken']) expect(answer.body.user).not.toHaveProperty(secret);
  });

  it('a brand admin gets the brands and the per-brand roles with the sign-in', async () => {
    const { body } = await signIn(DEMO_ACCOUNTS.brandadmin);
    expect(body.user.brands.length).toBeGreaterThan(0);
    expect(body.user.userBrandRoles[0].brand.documentId).toEqual(expect.any(String));
  });

  it('a refused sign-in stays the same German 400 without an account', async () => {
    const answer = await signIn(DEMO_ACCOUNTS.sales, 'falsch-falsch');
    expect(answer.status).toBe(400);
    expect(answer.body).not.toHaveProperty('user');
    expect(answer.body).not.toHaveProperty('jwt');
  });
});
