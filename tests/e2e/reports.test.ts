import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, downloadedBytes, englishWordsIn, newPage, signIn } from '../support/e2e';
import { DEMO_ACCOUNTS } from '../support/api';
import { dateField, dateFieldText, enterDate } from '../support/e2eDates';

afterAll(closeBrowser);

/**
 * The browser's clock stands still at this instant (page.clock.setFixedTime below): the page's
 * "today" and the test's are one day, also in a run that crosses midnight in Berlin.
 */
const NOW = new Date();

/** A German calendar day `offset` days from today: [YYYY-MM-DD, TT.MM.JJJJ]. */
const berlinDay = (offset: number) => {
  const [y, m, d] = NOW.toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' }).split('-').map(Number);
  const iso = new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
  return [iso, iso.split('-').reverse().join('.')] as const;
};

describe('Auswertungen (/generate-report)', () => {
  it('an operator chooses a period and a brand, sees the figures and downloads them as CSV', async () => {
    const { context, page } = await newPage();
    await signIn(page, DEMO_ACCOUNTS.operator);
    await page.waitForURL('**/brand-management');
    await page.clock.setFixedTime(NOW);
    await page.getByRole('menu', { name: 'Hauptmenü' }).getByRole('menuitem', { name: 'Auswertungen' }).click();
    await page.waitForURL('**/generate-report');
    await page.getByRole('heading', { name: 'Auswertungen', level: 1 }).waitFor();

    // Default: the last 30 days until today, in German dates.
    const from = dateField(page, 'Von');
    const to = dateField(page, 'Bis');
    expect(await dateFieldText(from)).toBe(berlinDay(-29)[1]);
    expect(await dateFieldText(to)).toBe(berlinDay(0)[1]);

    // A past period: the demo posts of Cardiovia (2 to 35 days ago) fall in it, and nothing that
    // other tests create today does.
    const [fromIso, fromGerman] = berlinDay(-60);
    const [toIso, toGerman] = berlinDay(-1);
    await enterDate(from, fromGerman);
    await enterDate(to, toGerman);
    // The options are searched on the server once the typing pauses: chosen after that answer, not
    // from the list it replaces (a click on an option as the list changed chose nothing).
    const searched = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/brands' && decodeURIComponent(r.url()).includes('Cardio'));
    await page.getByRole('combobox', { name: 'Brands' }).fill('Cardio');
    await searched;
    await page.getByRole('option', { name: 'Cardiovia' }).click();
    await page.getByRole('button', { name: 'Cardiovia', exact: true }).waitFor();

    // Hold the answer back a moment so the progress indicator can be seen.
    let requested = '';
    await page.route('**/api/reports?*', async (route) => {
      requested = decodeURIComponent(route.request().url());
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Auswertung erstellen' }).click();
    await page.getByRole('progressbar', { name: 'Die Auswertung wird erstellt …' }).waitFor();
    // The indicator shows from the click on; the request follows a moment later.
    await expect.poll(() => requested).toContain(`from=${fromIso}&to=${toIso}&brands[0]=`);

    const table = page.getByRole('table', { name: 'Kennzahlen je Brand' });
    await table.waitFor();
    await page.getByRole('progressbar').waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: `Ergebnis für ${fromGerman} bis ${toGerman}` }).waitFor();
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual(
      [
        'Brand',
        'Veröffentlichte Beiträge',
        'Veröffentlichte Veranstaltungen',
        'Außendienst (aktuell)',
        'Über Links gewonnene Kontakte (aktuell)',
        'Chatnachrichten',
        'Gesendete Benachrichtigungen',
        'Favoriten (aktuell)',
      ].map((h) => expect.stringContaining(h)),
    );
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBe(1);
    const cells = (await rows.first().locator('th, td').allInnerTexts()).map((c) => c.trim());
    // posts: 4 published in the period; events and chat messages were created today: 0.
    expect(cells.slice(0, 3)).toEqual(['Cardiovia', '4', '0']);
    expect(cells[5]).toBe('0');
    expect(cells[6]).toBe('0');
    expect(englishWordsIn(await page.locator('body').innerText())).toEqual([]);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Als CSV exportieren' }).click()]);
    expect(download.suggestedFilename()).toBe(`Auswertung_${fromGerman}_bis_${toGerman}.csv`);
    const bytes = await downloadedBytes(download);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe(
      'Brand;Zeitraum von;Zeitraum bis;Veröffentlichte Beiträge;Veröffentlichte Veranstaltungen;Außendienst (aktuell);' +
        'Über Links gewonnene Kontakte (aktuell);Chatnachrichten;Gesendete Benachrichtigungen;Favoriten (aktuell)',
    );
    // The CSV holds what the table shows.
    expect(lines[1]).toBe(['Cardiovia', fromGerman, toGerman, ...cells.slice(1).map((c) => c.replace(/\./g, ''))].join(';'));
    expect(lines.slice(2)).toEqual(['']);
    await context.close();
  });

  it('all brands at 1280 px: the table scrolls inside its card with the brand column in view; the chart draws only brands with figures', async () => {
    const { context, page } = await newPage({ width: 1280, height: 800 });
    await signIn(page, DEMO_ACCOUNTS.operator);
    await page.waitForURL('**/brand-management');
    await page.goto('/generate-report');
    await page.getByRole('button', { name: 'Auswertung erstellen' }).click();
    const table = page.getByRole('table', { name: 'Kennzahlen je Brand' });
    await table.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);

    const container = table.locator('xpath=..');
    await container.evaluate((el) => (el.scrollLeft = el.scrollWidth));
    const firstCell = table.locator('tbody tr').first().locator('th');
    const [cellBox, containerBox] = [await firstCell.boundingBox(), await container.boundingBox()];
    expect(Math.round(cellBox!.x)).toBe(Math.round(containerBox!.x));

    // Bars: the brands with published posts in the period, at most 10 and one „Weitere“.
    const bars = page.getByRole('img', { name: 'Veröffentlichte Beiträge je Brand' }).locator('g');
    const count = await bars.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(11);
    const withPosts = (await table.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.children[1]?.textContent?.trim()))).filter(
      (v) => v !== '0',
    ).length;
    expect(count).toBe(Math.min(withPosts, 10) + (withPosts > 10 ? 1 : 0));
    await context.close();
  });

  it('an employee opening /generate-report sees "Kein Zugriff"', async () => {
    const { context, page } = await newPage();
    await signIn(page, DEMO_ACCOUNTS.mitarbeiter);
    await page.waitForURL('**/brand-management');
    await page.goto('/generate-report');
    await page.getByRole('heading', { name: 'Kein Zugriff' }).waitFor();
    await context.close();
  });
});
