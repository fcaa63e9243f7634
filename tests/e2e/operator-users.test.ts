import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, englishWordsIn, newPage, signIn } from '../support/e2e';
import { DEMO_ACCOUNTS } from '../support/api';

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
});
