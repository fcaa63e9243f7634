import { describe, expect, it } from 'vitest';
import { api, DEMO_ACCOUNTS, DEMO_PASSWORD, login, me } from '../../tests/support/api';

const EXPECTED_ROLES: Record<keyof typeof DEMO_ACCOUNTS, string> = {
  operator: 'operator',
  mitarbeiter: 'visual_admin',
  brandadmin: 'brand_admin',
  brandviewer: 'visual_brand_admin',
  sales: 'sales',
  arzt: 'authenticated',
};

describe('login for each demo account', () => {
  for (const [key, email] of Object.entries(DEMO_ACCOUNTS)) {
    it(`${email} signs in and is ${EXPECTED_ROLES[key as keyof typeof DEMO_ACCOUNTS]}`, async () => {
      const { status, body } = await api('/auth/local', { method: 'POST', body: { identifier: email, password: DEMO_PASSWORD } });
      expect(status).toBe(200);
      expect(body.jwt).toEqual(expect.any(String));
      expect(body.user.email).toBe(email);
      expect(body.user.password).toBeUndefined();
      const user = await me(body.jwt);
      expect(user.role.type).toBe(EXPECTED_ROLES[key as keyof typeof DEMO_ACCOUNTS]);
    });
  }

  it('the brand admin administers two brands, so /change-brand has a choice', async () => {
    const user = await me(await login(DEMO_ACCOUNTS.brandadmin));
    expect(user.brands.map((b: { name: string }) => b.name).sort()).toEqual(['Cardiovia', 'DermaSana']);
    expect(user.userBrandRoles.map((e: { role: string }) => e.role)).toEqual(['brand_admin', 'brand_admin']);
  });

  it('the doctor has a profile target and the sales rep has contacts', async () => {
    const { body } = await api('/users/me?populate[0]=profile', { token: await login(DEMO_ACCOUNTS.arzt) });
    expect(body.profile.target).toBe('representative');
    const sales = await me(await login(DEMO_ACCOUNTS.sales));
    expect(sales.contacts.map((c: { email: string }) => c.email)).toContain(DEMO_ACCOUNTS.arzt);
  });

  it('refuses a wrong password with 400', async () => {
    const { status, body } = await api('/auth/local', {
      method: 'POST',
      body: { identifier: DEMO_ACCOUNTS.operator, password: 'falsch' },
    });
    expect(status).toBe(400);
    expect(body.error.message).toBe('E-Mail-Adresse oder Passwort ist falsch.');
  });

  it('answers 401 to a request with an invalid token', async () => {
    const { status } = await api('/users/me', { token: 'not-a-token' });
    expect(status).toBe(401);
  });
});
