import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, newPage, requestsInFlight } from '../support/e2e';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../support/api';

afterAll(closeBrowser);

/**
 * Notes in the page, on its own clock, when the brand list's first row appears (the document stays
 * from the sign-in page to the back office). A locator's waitFor polls up to 500 ms apart: long
 * enough for the menu pages fetched right after the row to count as fetched before it.
 */
const noteFirstRow = (page: Page) =>
  page.evaluate(() => {
    const marks = window as unknown as { firstRowAt?: number };
    // The back office's chunks and the menu pages are more than the 250 entries kept by default.
    performance.setResourceTimingBufferSize(10_000);
    new MutationObserver((_, observer) => {
      if (!document.querySelector('.RaDatagrid-tbody tr')) return;
      marks.firstRowAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });

/** The page's requests for scripts and for `/api/brands` (Resource Timing): when each started, and when the first row appeared. */
const fetched = (page: Page) =>
  page.evaluate(() => ({
    firstRowAt: (window as unknown as { firstRowAt?: number }).firstRowAt ?? Infinity,
    requests: performance
      .getEntriesByType('resource')
      .map((entry) => ({
        path: new URL(entry.name).pathname,
        startTime: entry.startTime,
        // Chunks fetched ahead come through <link rel="modulepreload"> too, not only import().
        script: new URL(entry.name).pathname.endsWith('.js'),
      }))
      .filter((r) => r.script || r.path === '/api/brands'),
  }));

// Issue 24: after signing in, the landing screen's code and data go first; the pages of the other
// menus are fetched only once it has rendered (they used to compete with it for the network).
describe('the landing screen first', () => {
  it("the operator's brand list shows before the other menus' pages are fetched, and they are fetched after it", async () => {
    const { context, page } = await newPage();
    await page.goto('/login');
    await page.getByLabel('E-Mail-Adresse').fill(DEMO_ACCOUNTS.operator);
    await page.getByLabel(/^Passwort\s*\*?$/).fill(DEMO_PASSWORD);
    // Typing fetches the back office; wait for it, as after a person has typed.
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => /\/App-[^/]+\.js$/.test(entry.name)));
    await expect.poll(() => requestsInFlight(context)).toBe(0);
    const signInClickedAt = await page.evaluate(() => performance.now());
    await noteFirstRow(page);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.locator('.RaDatagrid-tbody tr').first().waitFor();
    const afterClick = async () => {
      const { firstRowAt, requests } = await fetched(page);
      const sent = requests.filter((r) => r.startTime >= signInClickedAt);
      return { before: sent.filter((r) => r.startTime < firstRowAt), after: sent.filter((r) => r.startTime >= firstRowAt && r.script) };
    };
    expect((await afterClick()).before.map((r) => r.path)).toContain('/api/brands');
    // Then, the browser idle, the menu pages (user, employee, report lists) a few at a time.
    await expect.poll(async () => (await afterClick()).after.length, { timeout: 40_000 }).toBeGreaterThanOrEqual(3);
    await context.close();
  });
});
