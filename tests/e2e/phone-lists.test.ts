import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, newPage, signIn } from '../support/e2e';
import { DEMO_ACCOUNTS } from '../support/api';

afterAll(closeBrowser);

const PHONE = { width: 390, height: 844 };
const POST = 'Neue Leitlinie zur Hypertonie-Therapie';

describe('lists on a phone', () => {
  it('the sales rep reads posts as cards with title and date, and a card opens the post', async () => {
    const { context, page } = await newPage(PHONE);
    await signIn(page, DEMO_ACCOUNTS.sales);
    await page.waitForURL('**/home');
    await page.goto('/posts');
    const card = page.getByRole('link', { name: new RegExp(`^${POST}`) });
    await card.waitFor();
    expect(await page.locator('table').count()).toBe(0);
    expect(await card.getByRole('heading', { level: 2 }).innerText()).toBe(POST);
    expect(await card.innerText()).toMatch(/Veröffentlicht am \d{2}\.\d{2}\.\d{4}$/);
    // Nothing of the back office: no state toggle, no status column.
    expect(await page.getByText('Nur veröffentlichte').count()).toBe(0);
    await card.click();
    await page.getByRole('heading', { name: POST, level: 1 }).waitFor();
    await context.close();
  });

  it('a brand admin sees the posts as a stacked list of links with type and state, and one opens the post', async () => {
    const { context, page } = await newPage(PHONE);
    await signIn(page, DEMO_ACCOUNTS.brandadmin);
    await page.waitForURL('**/home');
    await page.goto('/posts');
    const row = page.getByRole('link', { name: new RegExp(`^${POST}`) });
    await row.waitFor();
    expect(await page.locator('table').count()).toBe(0);
    expect(await row.innerText()).toMatch(new RegExp(`^${POST}\\nNeuigkeit\\nVeröffentlicht am \\d{2}\\.\\d{2}\\.\\d{4}, \\d{2}:\\d{2} Uhr$`));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await row.press('Enter');
    await page.getByRole('heading', { name: POST, level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/posts\/[^/]+$/);
    await context.close();
  });
});
