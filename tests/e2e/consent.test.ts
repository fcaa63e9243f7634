import { afterAll, describe, expect, it } from 'vitest';
import { CONSENT_TEXT_VERSION } from '@markenportal/contract';
import type { Page } from 'playwright-core';
import { closeBrowser, newPage } from '../support/e2e';
import { apiClient, apiUrl, DEMO_ACCOUNTS, DEMO_PASSWORD } from '../support/api';

// Issue 37, item 5, on a German phone: a doctor sees who will see their data and agrees before
// connecting through a rep's link, then withdraws the consent in „Mein Profil“; every page links
// „Datenschutz“ and „Impressum“.
afterAll(closeBrowser);

const { api, login, me } = apiClient(apiUrl);
const PHONE = { width: 390, height: 844 };

const legalLinks = (page: Page) => page.getByRole('navigation', { name: 'Rechtliches' });
const expectLegalLinks = async (page: Page) => {
  await expect.poll(() => legalLinks(page).getByRole('link').allTextContents()).toEqual(['Datenschutz', 'Impressum']);
  expect(await legalLinks(page).getByRole('link', { name: 'Datenschutz' }).getAttribute('href')).toBe('/privacy');
  expect(await legalLinks(page).getByRole('link', { name: 'Impressum' }).getAttribute('href')).toBe('/imprint');
};

describe('a doctor connects through a link', () => {
  it('agrees to who sees their data first, and withdraws it in „Mein Profil“, which ends the contact', async () => {
    const email = `dr.einwilligung.${Date.now()}@praxis.test`;
    const registered = await api('/auth/local/register', {
      method: 'POST',
      body: { username: email, email, password: DEMO_PASSWORD, profile: { title: 'Dr.', firstName: 'Ella', lastName: 'Einwilligung' } },
    });
    expect(registered.status).toBe(200);
    const doctorId = registered.body.user.id as number;

    const { context, page } = await newPage(PHONE);
    await page.goto('/link-preview/cardiovia-schneider');
    const step = page.getByRole('region', { name: 'Wer Ihre Daten sieht' });
    await step.getByText('Wenn Sie sich verbinden, sehen Simon Schneider (Außendienst) und die Brand Cardiovia:').waitFor();
    expect(await step.getByRole('listitem').allTextContents()).toEqual([
      'Ihren Namen',
      'Ihre E-Mail-Adresse',
      'Ihr Profil (Titel, Praxis, Adresse, Telefon, Profilbild)',
      'Ihre Nachrichten im Chat',
    ]);
    await expectLegalLinks(page);
    const box = step.getByRole('checkbox', {
      name: 'Ich bin einverstanden, dass Simon Schneider und Cardiovia diese Daten für den Kontakt mit mir verwenden.',
    });
    expect(await box.isChecked()).toBe(false);

    // Without the box ticked, nothing is sent: not the sign-in, not the connect.
    const sent: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && sent.push(new URL(r.url()).pathname));
    await page.getByLabel(/^E-Mail-Adresse/).fill(email);
    await page.getByLabel(/^Passwort\s*\*?$/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Anmelden und verbinden' }).click();
    await page.getByRole('alert').filter({ hasText: 'Bitte stimmen Sie zu, um sich zu verbinden.' }).waitFor();
    expect(sent).toEqual([]);

    await box.check();
    await page.getByRole('button', { name: 'Anmelden und verbinden' }).click();
    await page.getByText('Sie sind jetzt mit Simon Schneider (Cardiovia) verbunden.').waitFor();
    expect(sent).toEqual(['/api/auth/local', '/api/links/connect']);
    const sales = await login(DEMO_ACCOUNTS.sales);
    expect(((await me(sales)).contacts as { id: number }[]).map((c) => c.id)).toContain(doctorId);
    const [stored] = (await api('/consents', { token: await login(email) })).body.data;
    expect(stored).toMatchObject({
      salesUser: { name: 'Simon Schneider' },
      brand: { name: 'Cardiovia' },
      textVersion: CONSENT_TEXT_VERSION,
      withdrawnAt: null,
    });

    // „Mein Profil“: the consent, withdrawn after the confirmation.
    await page.goto('/profile');
    const consents = page.getByRole('list', { name: 'Meine Einwilligungen' });
    await consents.getByText('Simon Schneider · Cardiovia').waitFor();
    await expectLegalLinks(page);
    await consents.getByRole('button', { name: 'Widerrufen: Simon Schneider' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Der Kontakt mit Simon Schneider endet. Der bisherige Chat bleibt lesbar, neue Nachrichten sind nicht mehr möglich.').waitFor();
    await dialog.getByRole('button', { name: 'Widerrufen' }).click();
    await page.getByText('Einwilligung widerrufen. Der Kontakt ist beendet.').waitFor();
    await consents.getByText(/Widerrufen am \d\d\.\d\d\.\d{4}, \d\d:\d\d Uhr/).waitFor();
    expect(((await me(sales)).contacts as { id: number }[]).map((c) => c.id)).not.toContain(doctorId);

    // The footer leads to the operator's texts, still the defaults here.
    await legalLinks(page).getByRole('link', { name: 'Datenschutz' }).click();
    await page.waitForURL('**/privacy');
    await page.getByRole('heading', { level: 1, name: 'Datenschutz' }).waitFor();
    await page.getByText('Der Betreiber dieses Portals hat die Datenschutzerklärung noch nicht hinterlegt.').waitFor();
    await legalLinks(page).getByRole('link', { name: 'Impressum' }).click();
    await page.waitForURL('**/imprint');
    await page.getByText('Der Betreiber dieses Portals hat das Impressum noch nicht hinterlegt.').waitFor();
    await context.close();
  });

  it('the sign-in page and the rep’s field app link „Datenschutz“ and „Impressum“ too', async () => {
    const { context, page } = await newPage(PHONE);
    await page.goto('/login');
    await expectLegalLinks(page);
    await page.getByLabel('E-Mail-Adresse').fill(DEMO_ACCOUNTS.sales);
    await page.getByLabel(/^Passwort\s*\*?$/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL('**/home');
    await expectLegalLinks(page);
    // Above the bottom navigation, not under it, once scrolled to the page's end (which moves while
    // the home page's lists arrive: scrolled again until it stands).
    const menu = await page.getByRole('navigation', { name: 'Hauptmenü' }).boundingBox();
    expect(menu).not.toBeNull();
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const scrolled = await legalLinks(page).boundingBox();
        return scrolled !== null && scrolled.y + scrolled.height <= menu!.y;
      })
      .toBe(true);
    await context.close();
  });
});
