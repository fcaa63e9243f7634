import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, newPage, signIn } from '../support/e2e';
import { DEMO_ACCOUNTS } from '../support/api';

afterAll(closeBrowser);

describe('brand admin: events', () => {
  it('creates a draft and a published event, refuses an end before the start, deletes one', async () => {
    const { context, page } = await newPage();
    await signIn(page, DEMO_ACCOUNTS.brandadmin);
    await page.waitForURL('**/home');
    await page.getByRole('menuitem', { name: 'Veranstaltungen' }).click();
    await page.getByText('Fortbildung: Hypertonie kompakt').waitFor();

    await page.getByRole('link', { name: 'Veranstaltung anlegen' }).click();
    await page.getByLabel(/^Titel/).fill('E2E-Entwurf');
    await page.getByLabel(/^Beginn/).fill('2027-03-15T18:30');
    await page.getByLabel(/^Ende/).fill('2027-03-15T17:00');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Das Ende muss nach dem Beginn liegen.').waitFor();
    await page.getByLabel(/^Ende/).fill('2027-03-15T21:00');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.waitForURL(/\/events$/);
    await page.locator('tbody tr', { hasText: 'E2E-Entwurf' }).getByText('Entwurf', { exact: true }).waitFor();
    expect((await page.locator('tbody tr', { hasText: 'E2E-Entwurf' }).innerText()).replace(/\s+/g, ' ')).toContain('15.03.2027, 18:30 Uhr');

    await page.getByRole('link', { name: 'Veranstaltung anlegen' }).click();
    await page.getByLabel(/^Titel/).fill('E2E-Live');
    await page.getByLabel(/^Beginn/).fill('2027-04-01T09:00');
    await page.getByLabel('Sofort veröffentlichen').check();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.waitForURL(/\/events$/);
    await page
      .locator('tbody tr', { hasText: 'E2E-Live' })
      .getByText(/^Veröffentlicht am/)
      .waitFor();

    await page.locator('tbody tr', { hasText: 'E2E-Entwurf' }).click();
    await page.getByRole('button', { name: 'Löschen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Bestätigen' }).click();
    await page.waitForURL(/\/events$/);
    await expect.poll(() => page.getByText('E2E-Entwurf').count()).toBe(0);
    await context.close();
  });
});
