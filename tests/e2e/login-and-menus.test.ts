import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, englishWordsIn, expectProblems, menuItems, newPage, signInThroughForm } from '../support/e2e';
import { DEMO_ACCOUNTS } from '../support/api';

afterAll(closeBrowser);

type Expected = { landing: string; menu: [string, boolean][] };
const on = (label: string): [string, boolean] => [label, false];
const off = (label: string): [string, boolean] => [label, true];

const EXPECTED: Record<keyof typeof DEMO_ACCOUNTS, Expected> = {
  operator: {
    landing: '/brand-management',
    menu: [on('Brandverwaltung'), on('Nutzerverwaltung'), on('Mitarbeiterverwaltung'), on('Auswertungen'), on('Protokoll')],
  },
  mitarbeiter: {
    landing: '/brand-management',
    menu: [on('Brandverwaltung'), off('Nutzerverwaltung'), off('Mitarbeiterverwaltung'), off('Auswertungen'), off('Protokoll')],
  },
  brandadmin: {
    landing: '/home',
    menu: [
      on('Dashboard'),
      on('Beiträge'),
      on('Veranstaltungen'),
      on('Außendienst'),
      on('Brandprofil'),
      on('Zugangsverwaltung'),
      on('Buchungshistorie'),
      on('Protokoll'),
    ],
  },
  brandviewer: {
    landing: '/home',
    menu: [
      on('Dashboard'),
      on('Beiträge'),
      off('Veranstaltungen'),
      off('Außendienst'),
      off('Brandprofil'),
      off('Zugangsverwaltung'),
      off('Buchungshistorie'),
      off('Protokoll'),
    ],
  },
  sales: { landing: '/home', menu: [on('Startseite'), on('Beiträge'), on('Kontakte'), on('Chats'), on('Profil')] },
  arzt: { landing: '/home', menu: [on('Startseite')] },
};

describe('each demo account signs in and sees exactly its menu', () => {
  for (const [key, email] of Object.entries(DEMO_ACCOUNTS) as [keyof typeof DEMO_ACCOUNTS, string][]) {
    it(`${email}`, async () => {
      const { context, page } = await newPage();
      await signInThroughForm(page, email);
      await page.waitForURL((url) => url.pathname === EXPECTED[key].landing);
      expect((await menuItems(page)).map((i) => [i.label, i.disabled])).toEqual(EXPECTED[key].menu);
      expect(englishWordsIn(await page.locator('body').innerText())).toEqual([]);
      await context.close();
    });
  }

  it('a disabled menu item is no link and clicking it goes nowhere', async () => {
    const { context, page } = await newPage();
    await signInThroughForm(page, DEMO_ACCOUNTS.mitarbeiter);
    await page.waitForURL('**/brand-management');
    const item = page.getByRole('menu', { name: 'Hauptmenü' }).getByRole('menuitem', { name: 'Nutzerverwaltung' });
    expect(await item.getAttribute('href')).toBeNull();
    await item.click({ force: true });
    expect(new URL(page.url()).pathname).toBe('/brand-management');
    await context.close();
  });

  it('wrong credentials are refused in German and the form keeps the e-mail', async () => {
    const { context, page } = await newPage();
    expectProblems(context, /^400 POST \/api\/auth\/local$/);
    await signInThroughForm(page, DEMO_ACCOUNTS.operator, 'falsch');
    await page.getByText('E-Mail-Adresse oder Passwort ist falsch.').waitFor();
    expect(await page.getByLabel('E-Mail-Adresse').inputValue()).toBe(DEMO_ACCOUNTS.operator);
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });
});

describe('routes the role may not open', () => {
  it('a brand admin opening the brand management sees "Kein Zugriff"', async () => {
    const { context, page } = await newPage();
    await signInThroughForm(page, DEMO_ACCOUNTS.brandadmin);
    await page.waitForURL('**/home');
    await page.goto('/brand-management');
    await page.getByRole('heading', { name: 'Kein Zugriff' }).waitFor();
    await context.close();
  });

  it('an operator opening the start page sees "Kein Zugriff"', async () => {
    const { context, page } = await newPage();
    await signInThroughForm(page, DEMO_ACCOUNTS.operator);
    await page.waitForURL('**/brand-management');
    await page.goto('/home');
    await page.getByRole('heading', { name: 'Kein Zugriff' }).waitFor();
    await context.close();
  });
});
