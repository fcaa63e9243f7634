import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, expectProblems, newPage, signIn } from '../support/e2e';
import { DEMO_ACCOUNTS } from '../support/api';

// Light and dark mode (src/theme.ts): the app bar's button switches, and the choice stays in this browser.

afterAll(closeBrowser);

const backgroundOf = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const LIGHT = 'rgb(244, 246, 249)';
const DARK = 'rgb(18, 20, 23)';

describe('light and dark mode', () => {
  it('a brand admin switches to dark mode; it stays after a reload and after signing in again', async () => {
    const { context, page } = await newPage();
    await signIn(page, DEMO_ACCOUNTS.brandadmin);
    await page.waitForURL('**/home');
    expect(await backgroundOf(page)).toBe(LIGHT);
    const toggle = page.getByRole('button', { name: 'Zwischen hellem und dunklem Design wechseln' });
    await toggle.click();
    await expect.poll(() => backgroundOf(page)).toBe(DARK);

    await page.goto('/posts');
    await page.reload();
    await page.getByRole('heading', { name: 'Beiträge', level: 1 }).waitFor();
    expect(await backgroundOf(page)).toBe(DARK);

    // Known race (issue 21, sessions): signing out of a list can let the list ask once more without a
    // token, which the server refuses (403) while the app already shows the sign-in page.
    expectProblems(context, /^403 GET \/api\/posts$/);
    await page.getByRole('button', { name: /Benutzermenü/ }).click();
    await page.getByRole('menuitem', { name: 'Abmelden' }).click();
    await page.waitForURL('**/login');
    expect(await backgroundOf(page)).toBe(DARK);
    await signIn(page, DEMO_ACCOUNTS.brandadmin);
    await page.waitForURL('**/home');
    expect(await backgroundOf(page)).toBe(DARK);

    await toggle.click();
    await expect.poll(() => backgroundOf(page)).toBe(LIGHT);
    await context.close();
  });
});
