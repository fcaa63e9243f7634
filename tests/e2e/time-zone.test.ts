import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, newPage, signIn } from '../support/e2e';
import { apiClient, DEMO_ACCOUNTS, apiUrl } from '../support/api';
import { dateField, dateFieldText, enterDate } from '../support/e2eDates';

// The one time policy in a browser far from Berlin: a brand admin in New York enters and sees Berlin
// times, and the server stores the right instants.

afterAll(closeBrowser);

const { api, login } = apiClient(apiUrl);
const NEW_YORK = { timezoneId: 'America/New_York' };

/** Today in Berlin as TT.MM.JJJJ. */
const berlinToday = () => new Date().toLocaleDateString('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' });

describe('a browser in New York', () => {
  it('enters an event and a schedule in Berlin time and sees Berlin times', async () => {
    const { context, page } = await newPage(undefined, NEW_YORK);
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/New_York');
    await signIn(page, DEMO_ACCOUNTS.brandadmin);
    await page.waitForURL('**/home');

    await page.goto('/events/create');
    await page.getByRole('textbox', { name: /^Titel/ }).fill('E2E-New-York');
    // Summer in Berlin (UTC+2) while New York is on summer time too (UTC-4).
    await enterDate(dateField(page, 'Beginn'), '01.07.2027 18:00');
    await enterDate(dateField(page, 'Ende'), '01.07.2027 20:00');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.waitForURL(/\/events$/);
    const row = page.locator('tbody tr', { hasText: 'E2E-New-York' });
    expect((await row.innerText()).replace(/\s+/g, ' ')).toContain('01.07.2027, 18:00 Uhr');
    const token = await login(DEMO_ACCOUNTS.brandadmin);
    const event = (await api('/events?status=draft&filters[title][$eq]=E2E-New-York', { token })).body.data[0];
    expect([event.startDate, event.endDate]).toEqual(['2027-07-01T16:00:00.000Z', '2027-07-01T18:00:00.000Z']);

    // A winter day: the day the US is already back on standard time but Berlin is not (01.11.2026 is after both).
    await page.goto('/posts/create');
    await page.getByRole('textbox', { name: /^Titel/ }).fill('E2E: Geplant aus New York');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByRole('heading', { name: 'E2E: Geplant aus New York', level: 1 }).waitFor();
    const year = new Date().getFullYear() + 1;
    await page.getByRole('button', { name: 'Veröffentlichung planen' }).click();
    await enterDate(dateField(page, 'Datum und Uhrzeit'), `24.12.${year} 18:00`);
    await page.getByRole('button', { name: 'Zeitpunkt speichern' }).click();
    await page.getByText(`Wird am 24.12.${year}, 18:00 Uhr veröffentlicht.`).waitFor();
    const postId = new URL(page.url()).pathname.split('/')[2];
    const actions = (await api(`/publisher/actions?filters[entityId][$eq]=${postId}`, { token })).body.data;
    expect(actions.map((a: { executeAt: string }) => a.executeAt)).toEqual([`${year}-12-24T17:00:00.000Z`]);

    await api(`/events/${event.documentId}`, { token, method: 'DELETE' });
    await context.close();
  });

  it("the report's period runs until Berlin's today and can be typed", async () => {
    const { context, page } = await newPage(undefined, NEW_YORK);
    await signIn(page, DEMO_ACCOUNTS.operator);
    await page.waitForURL('**/brand-management');
    await page.goto('/generate-report');
    const to = dateField(page, 'Bis');
    expect(await dateFieldText(to)).toBe(berlinToday());
    await enterDate(dateField(page, 'Von'), '01.03.2026');
    await enterDate(to, '31.03.2026');
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().includes('/api/reports?')),
      page.getByRole('button', { name: 'Auswertung erstellen' }).click(),
    ]);
    expect(decodeURIComponent(request.url())).toContain('from=2026-03-01&to=2026-03-31');
    await page.getByRole('heading', { name: 'Ergebnis für 01.03.2026 bis 31.03.2026' }).waitFor();
    await context.close();
  });
});
