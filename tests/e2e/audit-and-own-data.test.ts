import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, downloadedBytes, newPage, signIn } from '../support/e2e';
import { apiClient, DEMO_ACCOUNTS, apiUrl } from '../support/api';

// Issue 37 in the browser: an operator changes a brand's license and finds the change in the
// brand's „Verlauf“ and in „Protokoll“; a sales rep downloads „Meine Daten“.
const { api, login } = apiClient(apiUrl);

afterAll(closeBrowser);

describe('accountability and the own data', () => {
  it('an operator changes a brand’s license and finds it in the brand’s „Verlauf“ and in „Protokoll“', async () => {
    const operator = await login(DEMO_ACCOUNTS.operator);
    const licenses = (await api('/licenses', { token: operator })).body.data as { documentId: string; name: string }[];
    const basis = licenses.find((l) => l.name === 'Basis')!;
    const created = await api('/brands', { token: operator, method: 'POST', body: { data: { name: 'Protokollmarke', license: basis.documentId } } });
    expect(created.status).toBe(201);
    const brandId = created.body.data.documentId as string;

    const { context, page } = await newPage();
    await signIn(page, DEMO_ACCOUNTS.operator);
    await page.goto(`/brand-management/${brandId}/edit-license`);
    await page.getByLabel('Lizenz').click();
    await page.getByRole('option', { name: 'Professional' }).click();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByRole('heading', { name: 'Protokollmarke', level: 1 }).waitFor();

    // „Verlauf“: the newest entry is the change, by the operator, Basis → Professional.
    const history = page.getByRole('region', { name: 'Verlauf' });
    const change = history.getByRole('button', { name: /^Geändert\s*\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr · .*operator@example\.com/ });
    await change.click();
    const rows = history.getByRole('table', { name: 'Änderungen' }).locator('tbody tr');
    await expect.poll(async () => (await rows.allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim())).toContain('Lizenz Basis Professional');

    // „Protokoll“: the same entry in the operator's list, with its brand, and its page.
    await page.getByRole('menu', { name: 'Hauptmenü' }).getByRole('menuitem', { name: 'Protokoll' }).click();
    const row = page.locator('tbody tr', { hasText: 'Protokollmarke' }).filter({ hasText: 'Geändert' }).first();
    await row.waitFor();
    await row.click();
    await page.getByRole('heading', { name: 'Geändert: Brand', level: 1 }).waitFor();
    const entry = page.getByRole('table', { name: 'Änderungen' }).locator('tbody tr');
    await expect.poll(async () => (await entry.allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim())).toContain('Lizenz Basis Professional');
    await context.close();
  });

  it('a sales rep downloads „Meine Daten“: one zip with their account in it', async () => {
    const { context, page } = await newPage();
    await signIn(page, DEMO_ACCOUNTS.sales);
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Meine Daten' }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Meine Daten herunterladen' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^Meine_Daten_\d{2}\.\d{2}\.\d{4}\.zip$/);
    const bytes = await downloadedBytes(download);
    // A zip (its local file header), whose directory names the account's file and the README.
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
    expect(bytes.toString('latin1')).toContain('konto.json');
    expect(bytes.toString('latin1')).toContain('README.txt');
    await context.close();
  });
});
