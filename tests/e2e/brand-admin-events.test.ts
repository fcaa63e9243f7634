import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, newPage, signIn } from '../support/e2e';
import { apiClient, DEMO_ACCOUNTS, apiUrl } from '../support/api';
import { dateField, dateFieldText, enterDate } from '../support/e2eDates';

afterAll(closeBrowser);

const { api, login } = apiClient(apiUrl);

describe('brand admin: events', () => {
  it('creates a draft and a published event, refuses an end before the start, deletes one', async () => {
    const { context, page } = await newPage();
    await signIn(page, DEMO_ACCOUNTS.brandadmin);
    await page.waitForURL('**/home');
    await page.getByRole('menuitem', { name: 'Veranstaltungen' }).click();
    await page.getByText('Fortbildung: Hypertonie kompakt').waitFor();

    await page.getByRole('link', { name: 'Veranstaltung anlegen' }).click();
    await page.getByRole('textbox', { name: /^Titel/ }).fill('E2E-Entwurf');
    // German fields in Berlin time: 18:00–20:00 on a winter day.
    await enterDate(dateField(page, 'Beginn'), '15.03.2027 18:00');
    await enterDate(dateField(page, 'Ende'), '15.03.2027 17:00');
    expect(await dateFieldText(dateField(page, 'Beginn'))).toBe('15.03.2027 18:00');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Das Ende muss nach dem Beginn liegen.').waitFor();
    await enterDate(dateField(page, 'Ende'), '15.03.2027 20:00');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.waitForURL(/\/events$/);
    await page.locator('tbody tr', { hasText: 'E2E-Entwurf' }).getByText('Entwurf', { exact: true }).waitFor();
    expect((await page.locator('tbody tr', { hasText: 'E2E-Entwurf' }).innerText()).replace(/\s+/g, ' ')).toContain('15.03.2027, 18:00 Uhr');

    // Stored as the instant: 18:00 in Berlin in winter is 17:00 UTC.
    const token = await login(DEMO_ACCOUNTS.brandadmin);
    const stored = (await api('/events?status=draft&filters[title][$eq]=E2E-Entwurf', { token })).body.data[0];
    expect([stored.startDate, stored.endDate]).toEqual(['2027-03-15T17:00:00.000Z', '2027-03-15T19:00:00.000Z']);

    // The edit form shows the Berlin times again.
    await page.locator('tbody tr', { hasText: 'E2E-Entwurf' }).click();
    expect(await dateFieldText(dateField(page, 'Beginn'))).toBe('15.03.2027 18:00');
    expect(await dateFieldText(dateField(page, 'Ende'))).toBe('15.03.2027 20:00');
    await page.getByRole('menuitem', { name: 'Veranstaltungen' }).click();

    await page.getByRole('link', { name: 'Veranstaltung anlegen' }).click();
    await page.getByRole('textbox', { name: /^Titel/ }).fill('E2E-Live');
    await enterDate(dateField(page, 'Beginn'), '01.04.2027 09:00');
    await page.getByLabel('Sofort veröffentlichen').check();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.waitForURL(/\/events$/);
    await page
      .locator('tbody tr', { hasText: 'E2E-Live' })
      .getByText(/^Veröffentlicht am/)
      .waitFor();

    // Deleting is undoable: „Rückgängig“ keeps the event, and nothing was sent.
    const deletes: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'DELETE') deletes.push(new URL(request.url()).pathname);
    });
    const remove = async () => {
      await page.locator('tbody tr', { hasText: 'E2E-Entwurf' }).click();
      await page.getByRole('button', { name: 'Löschen' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Bestätigen' }).click();
      await page.waitForURL(/\/events$/);
      await page.getByText('Veranstaltung gelöscht', { exact: true }).waitFor();
    };
    await remove();
    await expect.poll(() => page.locator('tbody tr', { hasText: 'E2E-Entwurf' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Rückgängig' }).click();
    await page.locator('tbody tr', { hasText: 'E2E-Entwurf' }).waitFor();
    expect(deletes).toEqual([]);
    expect((await api(`/events/${stored.documentId}?status=draft`, { token })).status).toBe(200);

    // Without undo, the event is deleted once the notice has gone.
    await remove();
    await expect.poll(() => deletes, { timeout: 20_000 }).toEqual([`/api/events/${stored.documentId}`]);
    await expect.poll(async () => (await api(`/events/${stored.documentId}?status=draft`, { token })).status).toBe(404);
    await expect.poll(() => page.getByText('E2E-Entwurf').count()).toBe(0);
    await context.close();
  });
});
