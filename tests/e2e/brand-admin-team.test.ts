import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, englishWordsIn, expectProblems, newPage, signIn } from '../support/e2e';
import { DEMO_ACCOUNTS } from '../support/api';

afterAll(closeBrowser);

describe('brand admin: field service, access and profile', () => {
  it('invites a sales rep, who registers through the link in a second browser and lands in the sales workspace', async () => {
    const { context, page } = await newPage();
    await signIn(page, DEMO_ACCOUNTS.brandadmin);
    await page.waitForURL('**/home');
    await page.getByRole('menuitem', { name: 'Außendienst' }).click();
    await page.getByText('lena.wagner@example.com').waitFor();
    await page.getByRole('button', { name: 'Außendienst einladen' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^E-Mail-Adresse/).fill('neu.im.team@einladung.test');
    await dialog.getByRole('button', { name: 'Einladung senden' }).click();
    await dialog.getByText('Die Einladung an neu.im.team@einladung.test wurde erstellt.').waitFor();
    const link = await dialog.getByLabel('Einladungslink').inputValue();
    expect(link).toMatch(/\/invite-start\?code=/);
    await dialog.getByRole('button', { name: 'Schließen' }).click();

    // The invitee, in a browser of their own, without an account.
    const invitee = await newPage({ width: 390, height: 844 });
    await invitee.page.goto(link);
    await invitee.page.getByText(/Sie wurden zu Cardiovia als Außendienst eingeladen \(neu\.im\.team@einladung\.test\)/).waitFor();
    await invitee.page.getByRole('link', { name: 'Neues Konto anlegen' }).click();
    await invitee.page.waitForURL('**/register-add-brand?code=*');
    expect(await invitee.page.getByLabel(/^E-Mail-Adresse/).inputValue()).toBe('neu.im.team@einladung.test');
    await invitee.page.getByLabel(/^Vorname/).fill('Nora');
    await invitee.page.getByLabel(/^Nachname/).fill('Neumann');
    await invitee.page.getByLabel(/^Passwort\s*\*?$/).fill('Willkommen-2026');
    await invitee.page.getByLabel(/^Passwort wiederholen/).fill('Willkommen-2026');
    await invitee.page.getByRole('button', { name: 'Konto anlegen und beitreten' }).click();
    await invitee.page.waitForURL('**/home');
    await invitee.page.getByRole('navigation', { name: 'Hauptmenü' }).getByText('Kontakte').waitFor();
    expect(englishWordsIn(await invitee.page.locator('body').innerText())).toEqual([]);

    // The link is used now; opening it again says so.
    const late = await newPage();
    expectProblems(late.context, /^400 GET \/api\/invitations\/code\//);
    await late.page.goto(link);
    await late.page.getByText('Diese Einladung wurde bereits verwendet.').waitFor();
    await late.context.close();
    await invitee.context.close();

    await page.reload();
    await page.getByText('neu.im.team@einladung.test').waitFor();
    await context.close();
  });

  it('sees the admins of the brand with their role, and cannot change their own access', async () => {
    const { context, page } = await newPage();
    await signIn(page, DEMO_ACCOUNTS.brandadmin);
    await page.waitForURL('**/home');
    await page.getByRole('menuitem', { name: 'Zugangsverwaltung' }).click();
    const viewer = page.locator('tbody tr', { hasText: 'brandviewer@example.com' });
    await viewer.getByText('Brand-Betrachter').waitFor();
    await page.goto(`/brand-admins/${await ownId(page)}/edit`);
    await page.getByText('Das ist Ihr eigener Zugang.', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Aus der Brand entfernen' }).count()).toBe(0);
    await context.close();
  });

  it('edits the brand profile and shows the figures on the dashboard', async () => {
    const { context, page } = await newPage();
    await signIn(page, DEMO_ACCOUNTS.brandadmin);
    await page.waitForURL('**/home');
    await page.getByText('Kennzahlen für Cardiovia').waitFor();
    await page.getByText('Geplante Beiträge').waitFor();
    await page.getByRole('menuitem', { name: 'Brandprofil' }).click();
    await page.getByRole('link', { name: 'Profil bearbeiten' }).click();
    await page.getByLabel(/^Ort/).fill('Münster');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.waitForURL('**/brand-profile');
    await page.getByText('Münster').waitFor();
    expect(englishWordsIn(await page.locator('body').innerText())).toEqual([]);
    await context.close();
  });

  it('a brand viewer sees the dashboard and no write control in the team pages', async () => {
    const { context, page } = await newPage();
    await signIn(page, DEMO_ACCOUNTS.brandviewer);
    await page.waitForURL('**/home');
    await page.getByText('Kennzahlen für Cardiovia').waitFor();
    for (const path of ['/sales', '/brand-admins', '/brand-profile/edit']) {
      await page.goto(path);
      await page.getByText('Kein Zugriff').waitFor();
    }
    await context.close();
  });
});

const ownId = async (page: import('playwright-core').Page) => page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').id as number);
