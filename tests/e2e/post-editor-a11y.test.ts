import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, newPage, signIn } from '../support/e2e';
import { DEMO_ACCOUNTS } from '../support/api';

afterAll(closeBrowser);

const PHONE = { width: 390, height: 844 };

describe('the post editor with a screen reader and on a phone', () => {
  it('the text is a textbox named "Inhalt", and the level is a menu button named by the level it shows', async () => {
    const { context, page } = await newPage();
    await signIn(page, DEMO_ACCOUNTS.brandadmin);
    await page.waitForURL('**/home');
    await page.goto('/posts/create');
    const content = page.getByRole('textbox', { name: 'Inhalt', exact: true });
    await content.click();
    await page.keyboard.type('Zwischentitel');
    const level = page.getByRole('button', { name: 'Absatz, Aktuelle Ebene', exact: true });
    expect(await level.innerText()).toBe('Absatz');
    await level.click();
    // The page's own title is its h1: the text offers the levels below it.
    expect(await page.getByRole('menu').getByRole('menuitem').allInnerTexts()).toEqual(['Absatz', 'Überschrift 2', 'Überschrift 3', 'Überschrift 4']);
    await page.getByRole('menuitem', { name: 'Überschrift 2' }).click();
    await page.getByRole('button', { name: 'Überschrift 2, Aktuelle Ebene', exact: true }).waitFor();
    expect(await content.locator('h2').innerText()).toBe('Zwischentitel');
    await context.close();
  });

  it("at 390 px the editor's app bar shows its whole title, the brand and the user menu", async () => {
    const { context, page } = await newPage(PHONE);
    await signIn(page, DEMO_ACCOUNTS.brandadmin);
    await page.waitForURL('**/home');
    await page.goto('/posts');
    await page.getByRole('link', { name: /^Neue Leitlinie zur Hypertonie-Therapie/ }).click();
    await page.getByRole('link', { name: 'Bearbeiten', exact: true }).click();
    await page.getByRole('textbox', { name: /^Titel/ }).waitFor();
    // The post's own title is in the breadcrumbs and the form; the app bar says what the page does.
    const title = page.locator('#react-admin-title');
    await expect.poll(() => title.innerText()).toBe('Beitrag bearbeiten');
    // Not cut: the title's text fits its box.
    expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight)).toBe(true);
    for (const control of [page.getByRole('banner').getByText('Cardiovia', { exact: true }), page.getByRole('button', { name: 'Benutzermenü', exact: true })]) {
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
    await page.getByRole('button', { name: 'Benutzermenü', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Brand wechseln' }).waitFor();
    await context.close();
  });
});
