import { afterAll, describe, expect, it } from 'vitest';
import { CONSENT_TEXT_VERSION } from '@markenportal/contract';
import { closeBrowser, englishWordsIn, newPage, signIn } from '../support/e2e';
import { apiClient, DEMO_ACCOUNTS, DEMO_PASSWORD } from '../support/api';
import { baseUrl } from '../support/e2e';

afterAll(closeBrowser);

describe('operator: employees and users', () => {
  it('creates an employee, who appears in the employee list', async () => {
    const { context, page } = await newPage();
    await signIn(page, DEMO_ACCOUNTS.operator);
    await page.waitForURL('**/brand-management');
    await page.getByRole('menuitem', { name: 'Mitarbeiterverwaltung' }).click();
    await page.getByText('mitarbeiter@example.com').waitFor();
    await page.getByRole('link', { name: 'Mitarbeiter/in anlegen' }).click();
    await page.waitForURL('**/employee-create');
    await page.getByLabel(/^E-Mail-Adresse/).fill('lea.lorenz@example.com');
    await page.getByLabel(/^Vorname/).fill('Lea');
    await page.getByLabel(/^Nachname/).fill('Lorenz');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Mitarbeiter/in angelegt.').waitFor();
    await page.waitForURL('**/employee-management');
    const row = page.locator('tbody tr', { hasText: 'lea.lorenz@example.com' });
    await row.waitFor();
    expect((await row.innerText()).replace(/\s+/g, ' ')).toContain('Lea Lorenz lea.lorenz@example.com Mitarbeiter');
    expect(englishWordsIn(await page.locator('body').innerText())).toEqual([]);
    await context.close();
  });

  it('filters users by role and changes a role, looked up by type', async () => {
    const { context, page } = await newPage();
    await signIn(page, DEMO_ACCOUNTS.operator);
    await page.waitForURL('**/brand-management');
    await page.goto('/user-management');
    await page.getByText('arzt@example.com').waitFor();
    await page.getByRole('combobox', { name: 'Rolle' }).click();
    await page.getByRole('option', { name: 'Außendienst' }).click();
    await expect.poll(() => page.getByText('arzt@example.com', { exact: true }).count()).toBe(0);
    await page.getByText('jonas.becker@example.com').waitFor();
    await page.getByText('jonas.becker@example.com').click();
    await page.getByRole('combobox', { name: 'Rolle' }).first().click();
    await page.getByRole('option', { name: 'Brand-Betrachter' }).click();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.waitForURL(/\/user-management(\?|$)/);
    // The list replaces the form once its page has loaded.
    await page.getByRole('combobox', { name: /^Rolle in der Brand/ }).waitFor({ state: 'detached' });
    await page.getByRole('combobox', { name: 'Rolle' }).click();
    await page.getByRole('option', { name: 'Brand-Betrachter' }).click();
    await expect.poll(() => page.getByText('sales@example.com', { exact: true }).count()).toBe(0);
    await page.getByText('jonas.becker@example.com').waitFor();
    await context.close();
  });

  it('an employee opening the user management sees "Kein Zugriff"', async () => {
    const { context, page } = await newPage();
    await signIn(page, DEMO_ACCOUNTS.mitarbeiter);
    await page.waitForURL('**/brand-management');
    await page.goto('/user-management');
    await page.getByRole('heading', { name: 'Kein Zugriff' }).waitFor();
    await page.goto('/employee-create');
    await page.getByRole('heading', { name: 'Kein Zugriff' }).waitFor();
    await context.close();
  });

  // Issue 37, item 3: the erasure on request, from the operator's confirmation to the rep's chat.
  it('erases a test doctor after the confirmation; the rep’s chat shows „Nachricht gelöscht“', async () => {
    const { api, login } = apiClient(() => `${baseUrl()}/api`);
    const doctor = await api('/auth/local/register', {
      method: 'POST',
      body: { username: 'dr.loeschbar', email: 'dr.loeschbar@praxis.test', password: DEMO_PASSWORD, profile: { firstName: 'Lotte', lastName: 'Löschbar' } },
    });
    const token = doctor.body.jwt as string;
    expect(
      (await api('/links/connect', { token, method: 'POST', body: { data: { link: 'cardiovia-schneider', consentVersion: CONSENT_TEXT_VERSION } } })).status,
    ).toBe(200);
    const rep = (await api('/users/me', { token: await login(DEMO_ACCOUNTS.sales) })).body.id;
    const chat = (await api('/chats', { token, method: 'POST', body: { data: { contact: rep } } })).body.data.id as string;
    expect((await api(`/chats/${chat}/messages`, { token, method: 'POST', body: { data: { text: 'Grüße aus der Praxis Löschbar' } } })).status).toBe(201);

    const operator = await newPage();
    await signIn(operator.page, DEMO_ACCOUNTS.operator);
    await operator.page.waitForURL('**/brand-management');
    await operator.page.goto(`/user-management/${doctor.body.user.id}`);
    await operator.page.getByRole('button', { name: 'Konto löschen (DSGVO)' }).click();
    const dialog = operator.page.getByRole('dialog');
    await dialog.getByText('Konto von Lotte Löschbar endgültig löschen?').waitFor();
    await dialog.getByRole('button', { name: 'Endgültig löschen' }).click();
    await operator.page.getByText('Das Konto wurde gelöscht.').waitFor();
    await operator.page.waitForURL(/\/user-management(\?|$)/);
    await operator.context.close();

    const field = await newPage();
    await signIn(field.page, DEMO_ACCOUNTS.sales);
    await field.page.goto(`/chat/${chat}`);
    // The conversation is named by its contact: the pseudonym, and the message's marker in it.
    await field.page.getByRole('region', { name: 'Gelöschte Person' }).getByText('Nachricht gelöscht').waitFor();
    expect(await field.page.getByText('Grüße aus der Praxis Löschbar').count()).toBe(0);
    await field.context.close();
  });
});
