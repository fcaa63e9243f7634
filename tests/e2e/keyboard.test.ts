import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, newPage, signIn } from '../support/e2e';
import { DEMO_ACCOUNTS } from '../support/api';

afterAll(closeBrowser);

/** The text of the focused element, or its tag when it has none. */
const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() || document.activeElement?.tagName || '');

/** Presses Tab until the focused element matches, at most `limit` times; returns whether it got there. */
const tabTo = async (page: Page, matches: () => Promise<boolean>, limit = 40) => {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await matches()) return true;
  }
  return false;
};

describe('the back office with the keyboard alone', () => {
  it('on /posts, Tab reaches a post’s row and Enter opens the post', async () => {
    const { context, page } = await newPage();
    await signIn(page, DEMO_ACCOUNTS.brandadmin);
    await page.waitForURL('**/home');
    await page.goto('/posts');
    const row = page.locator('tbody tr', { hasText: 'Neue Leitlinie zur Hypertonie-Therapie' });
    await row.waitFor();
    const reached = await tabTo(page, () => row.evaluate((el) => el === document.activeElement));
    expect(reached, `Tab never reached the row; last focus: ${await focused(page)}`).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Neue Leitlinie zur Hypertonie-Therapie', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/posts\/[^/]+$/);
    await context.close();
  });

  it('a dialog opened with the keyboard takes the focus and gives it back when closed', async () => {
    const { context, page } = await newPage();
    await signIn(page, DEMO_ACCOUNTS.brandadmin);
    await page.waitForURL('**/home');
    await page.goto('/posts');
    await page.locator('tbody tr', { hasText: 'Neue Leitlinie zur Hypertonie-Therapie' }).click();
    const remove = page.getByRole('button', { name: 'Löschen' });
    await remove.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await remove.evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });
});
