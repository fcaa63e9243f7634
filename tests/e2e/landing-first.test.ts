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

/**
 * Notes, on the commit that shows the brand list's first row with its cells (react-admin's
 * configurable datagrid renders empty rows first), where it is and which of the screen's other parts
 * are there.
 */
const noteWhatCameWithFirstRow = (page: Page) =>
  page.evaluate(() => {
    // Whether the first row came with its cells (the list's columns registered ahead, common/ColumnGrid.tsx).
    new MutationObserver((_, observer) => {
      const row = document.querySelector('.RaDatagrid-tbody tr');
      if (!row) return;
      observer.disconnect();
      (window as unknown as { firstRowCells?: number }).firstRowCells = row.querySelectorAll('td').length;
    }).observe(document, { childList: true, subtree: true });
    new MutationObserver((_, observer) => {
      const row = document.querySelector('.RaDatagrid-tbody td')?.closest('tr');
      if (!row) return;
      observer.disconnect();
      (window as unknown as { withFirstRow?: object }).withFirstRow = {
        top: row.getBoundingClientRect().top,
        search: !!document.querySelector('input[aria-label="Name, Firma oder ID"]'),
        create: [...document.querySelectorAll('a')].some((a) => a.textContent?.includes('Brand anlegen')),
        menu: [...document.querySelectorAll('[role="menuitem"]')].some((item) => item.textContent?.includes('Nutzerverwaltung')),
        userMenu: !!document.querySelector('button[aria-label^="Olivia Operator"]'),
      };
    }).observe(document, { childList: true, subtree: true });
  });

// Issue 35: right after signing in, the rows come first and the tools, the menu and the user menu
// right after them (src/common/contentFirst.ts), without moving the rows.
describe('the content first', () => {
  it.each([1280, 1920])(
    "at %i px the operator's brand rows show before the list's tools and the menu, and stay where they are when those come",
    async (width) => {
      const { context, page } = await newPage({ width, height: 800 });
      await page.goto('/login');
      await page.getByLabel('E-Mail-Adresse').fill(DEMO_ACCOUNTS.operator);
      await page.getByLabel(/^Passwort\s*\*?$/).fill(DEMO_PASSWORD);
      await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => /\/App-[^/]+\.js$/.test(entry.name)));
      await expect.poll(() => requestsInFlight(context)).toBe(0);
      await noteWhatCameWithFirstRow(page);
      await page.getByRole('button', { name: 'Anmelden' }).click();
      await page.getByRole('textbox', { name: 'Name, Firma oder ID' }).waitFor();
      await page.getByRole('link', { name: 'Brand anlegen' }).waitFor();
      await page.getByRole('menuitem', { name: 'Nutzerverwaltung' }).waitFor();
      await page.getByRole('button', { name: /^Olivia Operator/ }).waitFor();
      const withFirstRow = await page.evaluate(() => (window as unknown as { withFirstRow?: object }).withFirstRow);
      // The brand list's five columns on a laptop (one secondary column hidden), six on a wide screen.
      expect(await page.evaluate(() => (window as unknown as { firstRowCells?: number }).firstRowCells)).toBe(width < 1536 ? 5 : 6);
      expect(withFirstRow).toMatchObject({ search: false, create: false, menu: false, userMenu: false });
      const rowTop = await page
        .locator('.RaDatagrid-tbody tr')
        .first()
        .evaluate((row) => row.getBoundingClientRect().top);
      expect(rowTop).toBe((withFirstRow as { top: number }).top);
      await context.close();
    },
  );
});

describe('the field app’s content first', () => {
  it("the rep's start page shows its newest post before the service worker is registered (its first install fetches the whole app)", async () => {
    const { context, page } = await newPage({ width: 390, height: 844 });
    // Notes when the app registers its service worker, and when the first post shows.
    await context.addInitScript(() => {
      const marks = window as unknown as { registeredAt?: number; firstPostAt?: number };
      const register = navigator.serviceWorker.register.bind(navigator.serviceWorker);
      navigator.serviceWorker.register = (...args: Parameters<typeof register>) => {
        marks.registeredAt ??= performance.now();
        return register(...args);
      };
      new MutationObserver((_, observer) => {
        if (!document.querySelector('a[href^="/posts/"]')) return;
        marks.firstPostAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/login');
    await page.getByLabel('E-Mail-Adresse').fill(DEMO_ACCOUNTS.sales);
    await page.getByLabel(/^Passwort\s*\*?$/).fill(DEMO_PASSWORD);
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => /\/App-[^/]+\.js$/.test(entry.name)));
    await expect.poll(() => requestsInFlight(context)).toBe(0);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForFunction(() => (window as unknown as { registeredAt?: number }).registeredAt !== undefined, null, { timeout: 20_000 });
    const { registeredAt, firstPostAt } = await page.evaluate(() => {
      const m = window as unknown as { registeredAt: number; firstPostAt?: number };
      return { registeredAt: m.registeredAt, firstPostAt: m.firstPostAt ?? Infinity };
    });
    expect(registeredAt).toBeGreaterThan(firstPostAt);
    await context.close();
  });
});
