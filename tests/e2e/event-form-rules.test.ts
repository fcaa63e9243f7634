import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, newPage, settle, signIn } from '../support/e2e';
import { apiClient, DEMO_ACCOUNTS, apiUrl } from '../support/api';
import { dateField, dateFieldText, enterDate } from '../support/e2eDates';

// The event form's rules at the fields, before any request (issue 21): an empty or half-typed
// „Beginn“, an end before the start, and a time the clocks skip on the night summer time begins.

afterAll(closeBrowser);

const { api, login } = apiClient(apiUrl);
const REQUIRED = 'Pflichtfeld';
const INCOMPLETE = 'Bitte geben Sie ein gültiges Datum mit Uhrzeit ein (TT.MM.JJJJ SS:MM).';

/** The brand admin on /events/create, and the event writes the page sends. */
const openCreate = async () => {
  const { context, page } = await newPage();
  await signIn(page, DEMO_ACCOUNTS.brandadmin);
  await page.waitForURL('**/home');
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api/events')) writes.push(`${request.method()} ${request.url()}`);
  });
  await page.goto('/events/create');
  await page.getByRole('textbox', { name: /^Titel/ }).fill('E2E: Ohne Beginn');
  return { context, page, writes };
};

describe('the event form says at the field what is missing, and sends nothing', () => {
  it('an empty „Beginn“, then one with only the minutes typed, then an end before the start', async () => {
    const { context, page, writes } = await openCreate();
    const start = dateField(page, 'Beginn');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect.poll(() => start.getAttribute('aria-invalid')).toBe('true');
    // The only required field left empty: its message is the one on the page.
    await page.getByText(REQUIRED, { exact: true }).waitFor();

    // Only the minutes: no date and time, and the field says so.
    await start.getByRole('spinbutton', { name: 'Minuten' }).click();
    await page.keyboard.type('30');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText(INCOMPLETE).waitFor();

    await enterDate(start, '15.03.2027 18:00');
    await enterDate(dateField(page, 'Ende'), '15.03.2027 17:00');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Das Ende muss nach dem Beginn liegen.').waitFor();
    await settle(page);
    expect(new URL(page.url()).pathname).toBe('/events/create');
    expect(writes).toEqual([]);
    await context.close();
  });

  it('emptying „Beginn“ of a stored event is refused at the field and keeps the stored date', async () => {
    const token = await login(DEMO_ACCOUNTS.brandadmin);
    const brand = (await api('/brands?filters[name][$eq]=Cardiovia', { token })).body.data[0].documentId;
    const created = await api('/events', {
      token,
      method: 'POST',
      body: { data: { title: 'E2E: Beginn bleibt', startDate: '2027-05-04T08:00:00.000Z', brand } },
    });
    expect(created.status).toBe(201);
    const id = created.body.data.documentId as string;
    const { context, page, writes } = await openCreate();
    await page.goto(`/events/${id}/edit`);
    const start = dateField(page, 'Beginn');
    await expect.poll(() => dateFieldText(start)).toBe('04.05.2027 10:00');
    await start.getByRole('spinbutton').first().click();
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Backspace');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect.poll(() => start.getAttribute('aria-invalid')).toBe('true');
    await settle(page);
    expect(writes).toEqual([]);
    expect((await api(`/events/${id}?status=draft`, { token })).body.data.startDate).toBe('2027-05-04T08:00:00.000Z');
    await context.close();
  });

  it('02:30 on the nights the clocks change: the field says what is saved, and which 02:30 is meant in autumn', async () => {
    const { context, page } = await openCreate();
    await page.getByRole('textbox', { name: /^Titel/ }).fill('E2E: Zeitumstellung');
    await enterDate(dateField(page, 'Beginn'), '28.03.2027 02:30');
    await page.getByText('Am 28.03.2027 werden die Uhren um 02:00 Uhr auf 03:00 Uhr vorgestellt (Sommerzeit) – gespeichert wird 03:30 Uhr.').waitFor();
    // The hour that occurs twice in autumn: the field says which one is meant.
    await enterDate(dateField(page, 'Ende'), '31.10.2027 02:30');
    await page.getByText('02:30 Uhr gibt es am 31.10.2027 wegen der Umstellung auf Winterzeit zweimal – gemeint ist die erste, 02:30 Uhr MESZ.').waitFor();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.waitForURL(/\/events$/);
    const token = await login(DEMO_ACCOUNTS.brandadmin);
    const stored = (await api('/events?status=draft&filters[title][$eq]=E2E: Zeitumstellung', { token })).body.data[0];
    // 03:30 summer time (UTC+2) is 01:30 UTC.
    expect([stored.startDate, stored.endDate]).toEqual(['2027-03-28T01:30:00.000Z', '2027-10-31T00:30:00.000Z']);
    await context.close();
  });
});
