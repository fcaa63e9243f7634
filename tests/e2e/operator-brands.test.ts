import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, newPage, settle, signIn } from '../support/e2e';
import { apiClient, DEMO_ACCOUNTS, apiUrl } from '../support/api';

const { api, login } = apiClient(apiUrl);

afterAll(closeBrowser);

/** The brand API calls the page makes, decoded. */
const brandRequests = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/brands')) urls.push(decodeURIComponent(r.url()));
  });
  return urls;
};

const rowNames = async (page: Page) => (await page.locator('tbody tr td:nth-child(2)').allInnerTexts()).map((t) => t.trim());

describe('operator: brand management', () => {
  it('pages through brands and searches as the spec says', async () => {
    // The 25 demo brands, and those other tests of the shared server have created by now.
    const operator = await login(DEMO_ACCOUNTS.operator);
    const total = (await api('/brands?pagination[pageSize]=1', { token: operator })).body.meta.pagination.total as number;
    expect(total).toBeGreaterThanOrEqual(25);
    const { context, page } = await newPage();
    const requests = brandRequests(page);
    await signIn(page, DEMO_ACCOUNTS.operator);
    await page.getByText(`1-10 von ${total}`).waitFor();
    await page.getByRole('button', { name: 'Zur nächsten Seite wechseln' }).click();
    await page.getByText(`11-20 von ${total}`).waitFor();

    const search = page.getByPlaceholder('Name, Firma oder ID');
    await search.fill('C');
    await page.waitForURL(/filter=/);
    await page.getByText(`1-10 von ${total}`).waitFor();
    expect(requests.at(-1)).not.toContain('filters');

    await search.fill('10');
    await expect.poll(() => rowNames(page)).toEqual(['Allergon']);
    expect(requests.at(-1)).toContain('filters[id][$eq]=10');

    await search.fill('kinderarznei');
    await expect.poll(() => rowNames(page)).toEqual(['Pädicura']);
    expect(requests.at(-1)).toContain('filters[$or][1][companyName][$containsi]=kinderarznei');
    await context.close();
  });

  it('creates a brand, changes its license and sees the new history entries', async () => {
    const { context, page } = await newPage();
    await signIn(page, DEMO_ACCOUNTS.operator);
    await page.getByRole('link', { name: 'Brand anlegen' }).click();
    await page.getByLabel(/^Name/).fill('Testmarke E2E');
    await page.getByLabel(/^Firma/).fill('Testmarke GmbH');
    await page.getByLabel('Lizenz').click();
    await page.getByRole('option', { name: 'Basis' }).click();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByRole('heading', { name: 'Testmarke E2E', level: 1 }).waitFor();
    const history = page.getByRole('table', { name: 'Buchungshistorie' });
    await history.getByText('Basis').waitFor();

    await page.getByRole('link', { name: 'Lizenz bearbeiten' }).click();
    await page.getByText('Jede Änderung von Lizenz oder Add-ons').waitFor();
    await page.getByLabel('Lizenz').click();
    await page.getByRole('option', { name: 'Professional' }).click();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByRole('heading', { name: 'Testmarke E2E', level: 1 }).waitFor();
    const rows = history.locator('tbody tr');
    await rows.nth(2).waitFor();
    const texts = (await rows.allInnerTexts()).map((t) => t.replace(/\s+/g, ' '));
    expect(texts.some((t) => /Professional Lizenz gebucht operator@example\.com/.test(t))).toBe(true);
    expect(texts.some((t) => /Basis Lizenz gekündigt operator@example\.com/.test(t))).toBe(true);
    expect(texts[0]).toMatch(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr/);
    await context.close();
  });
});

describe('operator: links', () => {
  it('a duplicate link is named at the field before anything is saved', async () => {
    const { context, page } = await newPage();
    const posts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && r.url().includes('/api/links') && posts.push(r.url()));
    await signIn(page, DEMO_ACCOUNTS.operator);
    await page.waitForURL('**/brand-management');
    await page.goto('/link-management/create');
    await page.getByLabel(/^Link/).fill('cardiovia-schneider');
    await page.getByLabel(/^Brand/).click();
    await page.getByText('Der Link existiert bereits').waitFor();
    // Enter sends the form unless its button is disabled. Either way, once the page has settled (no
    // request unanswered, the check of the link at the server included), a save would have been
    // sent: nothing went to the server, and the field still names the problem.
    await page.getByLabel(/^Link/).press('Enter');
    await settle(page);
    expect(posts).toEqual([]);
    await page.getByText('Der Link existiert bereits').waitFor();
    expect(new URL(page.url()).pathname).toBe('/link-management/create');
    expect(await page.getByLabel(/^Link/).inputValue()).toBe('cardiovia-schneider');
    await context.close();
  });
});

describe('employee: brand pages read-only', () => {
  it('sees brands and their detail without any write control', async () => {
    const { context, page } = await newPage();
    await signIn(page, DEMO_ACCOUNTS.mitarbeiter);
    await page.getByText(/^1-10 von \d+$/).waitFor();
    expect(await page.getByRole('link', { name: 'Brand anlegen' }).count()).toBe(0);
    await page.getByText('Cardiovia Pharma GmbH').click();
    await page.getByRole('heading', { name: 'Cardiovia', level: 1 }).waitFor();
    await page.getByText('brandviewer@example.com').waitFor();
    expect(await page.getByText('Keine Administratoren').count()).toBe(0);
    expect(await page.getByRole('link', { name: /bearbeiten|anlegen/ }).count()).toBe(0);
    const url = new URL(page.url());
    await page.goto(`${url.pathname}/edit-license`);
    await page.getByRole('heading', { name: 'Kein Zugriff' }).waitFor();
    await context.close();
  });
});
