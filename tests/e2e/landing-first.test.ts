import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, newPage, requestsInFlight } from '../support/e2e';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../support/api';

afterAll(closeBrowser);

/** The scripts the page requests from now on, and its reads of `/api/brands`, in the order sent. */
const record = (page: Page) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'script' || pathname === '/api/brands') sent.push(pathname);
  });
  return sent;
};

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
    const sent = record(page);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.locator('.RaDatagrid-tbody tr').first().waitFor();
    const beforeRow = [...sent];
    expect(beforeRow).toContain('/api/brands');
    // Then, the browser idle, the menu pages (user, employee, report lists) a few at a time.
    await expect.poll(() => sent.length - beforeRow.length, { timeout: 40_000 }).toBeGreaterThanOrEqual(3);
    await context.close();
  });
});
