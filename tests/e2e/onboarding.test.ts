import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, englishWordsIn, newPage, signIn } from '../support/e2e';
import { apiClient, DEMO_ACCOUNTS, PUBLIC_ACCESS_TOKEN, apiUrl } from '../support/api';
import { seriousViolations } from '../support/screenChecks';

const { api, login } = apiClient(apiUrl);

afterAll(closeBrowser);

/** axe's critical and serious findings in the open dialog (screens-a11y.test.ts opens no dialogs). */
const dialogViolations = (page: Page) => seriousViolations(page, 'dialog', '[role="dialog"]');

// Onboarding (issue 14): a new brand gets its first admin from its page; anyone is invited from the
// user management.
describe('onboarding', () => {
  it('an operator creates a brand and invites its first admin, who registers and then signs in as the brand’s admin', async () => {
    const stamp = Date.now();
    const brandName = `Erstmarke ${stamp}`;
    const email = `erste.admin-${stamp}@einladung.test`;
    const { context, page } = await newPage();
    await signIn(page, DEMO_ACCOUNTS.operator);
    await page.getByRole('link', { name: 'Brand anlegen' }).click();
    await page.getByLabel(/^Name/).fill(brandName);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByRole('heading', { name: brandName, level: 1 }).waitFor();
    await page.getByText('Keine Administratoren. Laden Sie den ersten Administrator ein.').waitFor();

    await page.getByRole('button', { name: 'Administrator einladen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Administrator für diese Brand einladen' });
    expect(await dialog.getByLabel(/^E-Mail-Adresse/).inputValue()).toBe('');
    expect(await dialogViolations(page)).toEqual([]);
    await dialog.getByLabel(/^E-Mail-Adresse/).fill(email);
    await dialog.getByRole('button', { name: 'Einladung senden' }).click();
    await dialog.getByText(`Die Einladung an ${email} wurde erstellt.`).waitFor();
    const link = await dialog.getByLabel('Einladungslink').inputValue();
    expect(link).toMatch(/\/invite-start\?code=/);
    expect(await dialogViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    const pending = page.getByRole('region', { name: 'Offene Einladungen' });
    const row = pending.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) });
    await row.getByRole('cell', { name: 'Brand-Admin', exact: true }).waitFor();
    await row.getByRole('button', { name: `Einladung an ${email} erneut senden` }).waitFor();
    await row.getByRole('button', { name: `Einladung an ${email} zurückziehen` }).waitFor();
    expect(englishWordsIn(await page.locator('body').innerText())).toEqual([]);

    // The invitee, in a browser of their own, without an account.
    const invitee = await newPage();
    await invitee.page.goto(link);
    await invitee.page.getByText(`Sie wurden zu ${brandName} als Brand-Admin eingeladen (${email}).`, { exact: false }).waitFor();
    await invitee.page.getByRole('link', { name: 'Neues Konto anlegen' }).click();
    await invitee.page.waitForURL('**/register-add-brand?code=*');
    await invitee.page.getByLabel(/^Vorname/).fill('Erika');
    await invitee.page.getByLabel(/^Nachname/).fill('Erstadmin');
    await invitee.page.getByLabel(/^Passwort\s*\*?$/).fill('Willkommen-2026');
    await invitee.page.getByLabel(/^Passwort wiederholen/).fill('Willkommen-2026');
    await invitee.page.getByRole('button', { name: 'Konto anlegen und beitreten' }).click();
    await invitee.page.waitForURL('**/home');
    await invitee.context.close();

    // Later, signed in afresh: the brand's admin workspace.
    const admin = await newPage();
    await signIn(admin.page, email, 'Willkommen-2026');
    await admin.page.waitForURL('**/home');
    await admin.page.getByText(`Kennzahlen für ${brandName}`).waitFor();
    await admin.page.getByRole('menuitem', { name: 'Zugangsverwaltung' }).click();
    await admin.page.getByRole('cell', { name: email }).waitFor();
    expect(englishWordsIn(await admin.page.locator('body').innerText())).toEqual([]);
    await admin.context.close();

    // The operator's brand page now lists the admin, and nothing is open any more.
    await page.reload();
    await page.getByRole('cell', { name: email }).waitFor();
    expect(await page.getByRole('region', { name: 'Offene Einladungen' }).count()).toBe(0);
    await context.close();
  });

  it('an operator invites a user from the user management and gets the link', async () => {
    const email = `neu.im.aussendienst-${Date.now()}@einladung.test`;
    const { context, page } = await newPage();
    await signIn(page, DEMO_ACCOUNTS.operator);
    await page.waitForURL('**/brand-management');
    await page.getByRole('menuitem', { name: 'Nutzerverwaltung' }).click();
    await page.getByRole('button', { name: 'Benutzer einladen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Benutzer einladen' });
    await dialog.getByRole('button', { name: 'Einladung senden' }).click();
    expect(await dialog.getByText('Pflichtfeld').count()).toBe(2);
    expect(await dialogViolations(page)).toEqual([]);

    await dialog.getByLabel(/^E-Mail-Adresse/).fill(email);
    await dialog.getByRole('radio', { name: 'Außendienst' }).check();
    await dialog.getByRole('combobox', { name: /^Brand/ }).fill('Cardio');
    await page.getByRole('option', { name: 'Cardiovia' }).click();
    await dialog.getByRole('button', { name: 'Einladung senden' }).click();
    await dialog.getByText(`Die Einladung an ${email} wurde erstellt.`).waitFor();
    const link = await dialog.getByLabel('Einladungslink').inputValue();
    expect(englishWordsIn(await page.locator('body').innerText())).toEqual([]);

    const code = new URL(link).searchParams.get('code')!;
    const preview = await api(`/invitations/code/${code}`, { token: PUBLIC_ACCESS_TOKEN });
    expect(preview.body.data).toMatchObject({ email, role: 'sales', brand: { name: 'Cardiovia' } });
    const operator = await login(DEMO_ACCOUNTS.operator);
    const [invitation] = (await api(`/invitations?filters[email][$eq]=${encodeURIComponent(email)}`, { token: operator })).body.data;
    expect((await api(`/invitations/${invitation.documentId}`, { token: operator, method: 'DELETE' })).status).toBe(204);
    await context.close();
  });
});
