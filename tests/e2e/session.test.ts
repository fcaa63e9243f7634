import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, englishWordsIn, expectProblems, labelOf, menuItems, newPage, settle, signIn } from '../support/e2e';
import { DEMO_ACCOUNTS } from '../support/api';

afterAll(closeBrowser);

const stored = (page: import('playwright-core').Page) => page.evaluate(() => ({ token: localStorage.getItem('token'), user: localStorage.getItem('user') }));

describe('401 behaviour', () => {
  it('an invalid token signs the user out: storage cleared, back to /login', async () => {
    const { context, page } = await newPage();
    await signIn(page, DEMO_ACCOUNTS.operator);
    await page.waitForURL('**/brand-management');
    await page.getByText('Cardiovia Pharma GmbH').waitFor();
    expectProblems(context, /^401 GET \/api\//);
    await page.evaluate(() => localStorage.setItem('token', 'abgelaufen'));
    await page.getByRole('button', { name: 'Zur nächsten Seite wechseln' }).click();
    await page.waitForURL('**/login');
    expect(await stored(page)).toEqual({ token: null, user: null });
    await context.close();
  });

  it('on the reset-password page a 401 keeps the user on the page', async () => {
    const { context, page } = await newPage();
    await signIn(page, DEMO_ACCOUNTS.sales);
    await page.waitForURL('**/home');
    // Home's own requests are answered before the token goes stale (else they would get the 401).
    await settle(page);
    await page.evaluate(() => localStorage.setItem('token', 'abgelaufen'));
    await page.goto('/reset-password/abc123');
    await page.getByRole('heading', { name: 'Neues Passwort festlegen' }).waitFor();
    // The page has done what it does on opening: nothing loading, no request unanswered.
    await settle(page);
    expect(new URL(page.url()).pathname).toBe('/reset-password/abc123');
    await context.close();
  });

  it('a signed-out visitor of a protected page is sent to /login', async () => {
    const { context, page } = await newPage();
    await page.goto('/brand-management');
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Anmeldung' }).waitFor();
    await context.close();
  });
});

describe('account pages in German', () => {
  it('forgot password sends the link and says so', async () => {
    const { context, page } = await newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
    await page.getByLabel('E-Mail-Adresse').fill(DEMO_ACCOUNTS.sales);
    await page.getByRole('button', { name: 'Link senden' }).click();
    await page.getByText('Falls ein Konto mit dieser E-Mail-Adresse existiert').waitFor();
    expect(englishWordsIn(await page.locator('body').innerText())).toEqual([]);
    await context.close();
  });

  it('reset password with an invalid code keeps the typed passwords and explains', async () => {
    const { context, page } = await newPage();
    expectProblems(context, /^400 POST \/api\/auth\/reset-password$/);
    await page.goto('/reset-password/ungueltig');
    await page.getByLabel(/^Passwort\s*\*?$/).fill('NeuesPasswort1');
    await page.getByLabel('Passwort wiederholen').fill('NeuesPasswort1');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await page.getByText('Der Link zum Zurücksetzen ist ungültig oder abgelaufen.').waitFor();
    expect(await page.getByLabel('Passwort wiederholen').inputValue()).toBe('NeuesPasswort1');
    await context.close();
  });
});

describe('current brand and layouts', () => {
  it('the current brand is restored from local storage after a reload', async () => {
    const { context, page } = await newPage();
    await signIn(page, DEMO_ACCOUNTS.brandadmin);
    await page.waitForURL('**/home');
    const user = JSON.parse((await stored(page)).user!);
    const derma = user.brands.find((b: { name: string }) => b.name === 'DermaSana');
    await page.evaluate((id) => localStorage.setItem('currentBrandId', id), derma.documentId);
    await page.reload();
    await page.getByText('DermaSana', { exact: true }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('currentBrandId'))).toBe(derma.documentId);
    await context.close();
  });

  it('a sales rep on a 390 px phone gets the bottom navigation', async () => {
    const { context, page } = await newPage({ width: 390, height: 844 });
    await signIn(page, DEMO_ACCOUNTS.sales);
    await page.waitForURL('**/home');
    const nav = page.getByRole('navigation', { name: 'Hauptmenü' });
    await nav.waitFor();
    const links = nav.locator('a');
    const labels = [];
    for (let i = 0; i < (await links.count()); i++) labels.push(await labelOf(links.nth(i)));
    expect(labels).toEqual(['Startseite', 'Beiträge', 'Kontakte', 'Chats', 'Profil']);
    await context.close();
  });

  it('a sales rep on a desktop gets the side menu', async () => {
    const { context, page } = await newPage();
    await signIn(page, DEMO_ACCOUNTS.sales);
    await page.waitForURL('**/home');
    expect((await menuItems(page)).map((i) => i.label)).toEqual(['Startseite', 'Beiträge', 'Kontakte', 'Chats', 'Profil']);
    await context.close();
  });
});
