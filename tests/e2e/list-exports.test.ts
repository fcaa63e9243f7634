import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, downloadedBytes, newPage, signIn } from '../support/e2e';
import { apiClient, DEMO_ACCOUNTS, apiUrl } from '../support/api';

const { api, login } = apiClient(apiUrl);

afterAll(closeBrowser);

/** Clicks „Exportieren“ and reads the downloaded file: its name and its lines without the BOM. */
const exported = async (page: Page) => {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportieren' }).click()]);
  const text = (await downloadedBytes(download)).toString('utf-8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return { name: download.suggestedFilename(), lines: text.slice(1).split('\r\n').slice(0, -1) };
};
const today = () => new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());

describe('list exports', () => {
  let cardiovia: string;
  beforeAll(async () => {
    const admin = await login(DEMO_ACCOUNTS.brandadmin);
    cardiovia = (await api('/brands?filters[name][$eq]=Cardiovia', { token: admin })).body.data[0].documentId;
  });

  it('an operator exports the brands the search found, with German headers', async () => {
    const { page } = await newPage();
    await signIn(page, DEMO_ACCOUNTS.operator);
    await page.waitForURL('**/brand-management');
    await page.getByPlaceholder('Name, Firma oder ID').fill('Derma');
    // The list shows the search's result (Cardiovia's name and company hold no "Derma"): rows, and
    // Cardiovia not among them (an empty table while loading is no result yet).
    const shownNames = () => page.locator('tbody tr td.column-name').allTextContents();
    await expect.poll(async () => ((names) => names.length > 0 && !names.includes('Cardiovia'))(await shownNames())).toBe(true);
    const names = await shownNames();
    expect(names).toContain('DermaSana');
    const file = await exported(page);
    expect(file.name).toBe(`Brands_${today()}.csv`);
    expect(file.lines[0]).toBe('ID;Name;Firma;Lizenz;Add-ons;Ort;Angelegt am');
    expect(file.lines.slice(1).map((line) => line.split(';')[1])).toEqual(names);
  });

  it('an operator filters brands by license, saves the view, finds it after signing in again and exports exactly its rows', async () => {
    const operator = await login(DEMO_ACCOUNTS.operator);
    const brands = (await api('/brands?populate[license]=true&pagination[pageSize]=100', { token: operator })).body.data as {
      name: string;
      license: { name: string; documentId: string } | null;
    }[];
    const license = brands.find((b) => b.license)!.license!;
    const licensed = brands.filter((b) => b.license?.documentId === license.documentId).map((b) => b.name);
    expect(licensed.length).toBeLessThan(brands.length);

    const { page } = await newPage();
    await signIn(page, DEMO_ACCOUNTS.operator);
    await page.waitForURL('**/brand-management');
    await page.getByRole('combobox', { name: 'Lizenz' }).click();
    await page.getByRole('option', { name: license.name, exact: true }).click();
    await page.waitForURL(/filter=.*license/);
    // The saved views are behind a button of the toolbar (src/common/SavedViews.tsx).
    await page.getByRole('button', { name: 'Gespeicherte Ansichten' }).click();
    await page.getByRole('button', { name: 'Aktuelle Ansicht speichern …' }).click();
    await page.getByLabel('Name der Ansicht').fill(`Lizenz ${license.name}`);
    const saving = page.getByRole('dialog', { name: 'Aktuelle Ansicht speichern unter' });
    await saving.getByRole('button', { name: 'Speichern' }).click();
    await saving.waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');

    // Signed out and in again, the unfiltered list offers the saved view.
    await page.getByRole('button', { name: /Benutzermenü/ }).click();
    await page.getByRole('menuitem', { name: 'Abmelden' }).click();
    await page.waitForURL('**/login');
    await signIn(page, DEMO_ACCOUNTS.operator);
    await page.waitForURL('**/brand-management');
    expect(page.url()).not.toContain('license');
    await page.getByRole('button', { name: 'Gespeicherte Ansichten' }).click();
    await page.getByRole('button', { name: `Lizenz ${license.name}` }).click();
    await page.waitForURL(/filter=.*license/);
    await expect.poll(async () => (await page.locator('tbody tr td.column-name').allTextContents()).sort()).toEqual([...licensed].sort());

    const file = await exported(page);
    expect(file.lines[0]).toBe('ID;Name;Firma;Lizenz;Add-ons;Ort;Angelegt am');
    expect(
      file.lines
        .slice(1)
        .map((line) => line.split(';')[1])
        .sort(),
    ).toEqual([...licensed].sort());
    for (const line of file.lines.slice(1)) expect(line.split(';')[3]).toBe(license.name);
  });

  it('a brand admin exports every published post of the brand, streamed by the server, not only the page', async () => {
    const admin = await login(DEMO_ACCOUNTS.brandadmin);
    const published = await api(`/posts?filters[brand][documentId][$eq]=${cardiovia}&pagination[pageSize]=1`, { token: admin });
    const { page } = await newPage();
    await signIn(page, DEMO_ACCOUNTS.brandadmin);
    await page.waitForURL('**/home');
    await page.goto('/posts');
    await page.getByLabel('Nur veröffentlichte').check();
    await page.waitForURL(/filter=/);
    await page.locator('tbody tr').first().waitFor();
    const file = await exported(page);
    expect(file.name).toBe(`Beiträge_${today()}.csv`);
    expect(file.lines[0]).toBe('Titel;Art;Status;Veröffentlicht am;Geplant für;Geändert am');
    expect(file.lines).toHaveLength(published.body.meta.pagination.total + 1);
    for (const line of file.lines.slice(1)) expect(line).toMatch(/;Veröffentlicht;\d{2}\.\d{2}\.\d{4} \d{2}:\d{2};;\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
  });
});
