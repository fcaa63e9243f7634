import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {} from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, englishWordsIn, newPage, signIn } from '../support/e2e';
import { apiClient, DEMO_ACCOUNTS, DEMO_PASSWORD, apiUrl } from '../support/api';

afterAll(closeBrowser);

// The doctor's side is the mobile app, which we play through the API.
const { api, login, me } = apiClient(apiUrl);
const PHONE = { width: 390, height: 844 };
let salesId: number;
let chatId: string;

const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const chatsItem = (page: Page) => page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: /^Chats/ });
const doctorSends = async (text: string) =>
  expect((await api(`/chats/${chatId}/messages`, { token: await login(DEMO_ACCOUNTS.arzt), method: 'POST', body: { data: { text } } })).status).toBe(201);

beforeAll(async () => {
  const sales = await login(DEMO_ACCOUNTS.sales);
  salesId = (await me(sales)).id;
  chatId = (await api('/chats', { token: await login(DEMO_ACCOUNTS.arzt), method: 'POST', body: { data: { contact: salesId } } })).body.data.id;
  // Start from nothing unread, so the counts below are the test's own.
  for (const chat of (await api('/chats', { token: sales })).body.data) await api(`/chats/${chat.id}/read`, { token: sales, method: 'POST' });
});

describe('sales rep on a phone', () => {
  it('receives a doctor’s message live: the unread count goes up, reading brings it down', async () => {
    const { context, page } = await newPage(PHONE);
    await signIn(page, DEMO_ACCOUNTS.sales);
    await page.waitForURL('**/home');
    await expect.poll(() => chatsItem(page).getAttribute('aria-label'), { timeout: 10_000 }).toBeNull();

    await doctorSends('Haben Sie morgen Zeit für einen kurzen Besuch?');
    await expect.poll(() => chatsItem(page).getAttribute('aria-label'), { timeout: 10_000 }).toBe('Chats, 1 ungelesen');

    await chatsItem(page).click();
    await page.getByText('Haben Sie morgen Zeit für einen kurzen Besuch?').first().click();
    await page.waitForURL(`**/chat/${chatId}`);
    expect(await noHorizontalScroll(page)).toBe(true);

    // While the conversation is open (on the phone it takes the screen, the menu gives way to the
    // composer), the next message appears without a reload and is read at once.
    await doctorSends('Gegen 14 Uhr wäre ideal. 😊');
    await page.getByText('Gegen 14 Uhr wäre ideal. 😊').waitFor();
    await page.getByRole('textbox', { name: 'Nachricht' }).fill('Gern, bis morgen!');
    await page.keyboard.press('Enter');
    // In the conversation: the composer may still hold the text for a moment after Enter.
    await page.getByRole('log', { name: 'Nachrichten' }).getByText('Gern, bis morgen!').waitFor();
    await page.getByRole('link', { name: 'Zurück zu den Chats' }).click();
    await expect.poll(() => chatsItem(page).getAttribute('aria-label'), { timeout: 10_000 }).toBeNull();
    // The reply shows at once („wird gesendet“, the outbox) and reaches the server a moment later.
    const doctorToken = await login(DEMO_ACCOUNTS.arzt);
    const lastText = async () => ((await api(`/chats/${chatId}/messages`, { token: doctorToken })).body.data as { text: string }[]).at(-1)?.text;
    await expect.poll(lastText).toBe('Gern, bis morgen!');
    expect(englishWordsIn(await page.locator('body').innerText())).toEqual([]);
    await context.close();
  });

  it('a doctor connects through the rep’s link: the dialog appears live and leads to the new contact', async () => {
    const rep = await newPage(PHONE);
    // The dialog is live only: the doctor connects once the rep's event stream is open.
    const streamOpen = rep.page.waitForResponse((r) => r.url().includes('/api/realtime/events') && r.ok());
    await signIn(rep.page, DEMO_ACCOUNTS.sales);
    await rep.page.waitForURL('**/home');
    await streamOpen;

    const email = `dr.link.${Date.now()}@praxis.test`;
    const registered = await api('/auth/local/register', {
      method: 'POST',
      body: { username: email, email, password: DEMO_PASSWORD, profile: { title: 'Dr.', firstName: 'Lea', lastName: 'Linke', target: 'representative' } },
    });
    expect(registered.status).toBe(200);

    const doctor = await newPage(PHONE);
    await doctor.page.goto('/link-preview/cardiovia-schneider');
    await doctor.page.getByText('Cardiovia').first().waitFor();
    await doctor.page.getByText('Simon Schneider').first().waitFor();
    await doctor.page.getByLabel(/^E-Mail-Adresse/).fill(email);
    await doctor.page.getByLabel(/^Passwort\s*\*?$/).fill(DEMO_PASSWORD);
    // The consent to who sees the doctor's data (issue 37, item 5; tests/e2e/consent.test.ts).
    await doctor.page.getByRole('checkbox', { name: /^Ich bin einverstanden, dass Simon Schneider und Cardiovia/ }).check();
    await doctor.page.getByRole('button', { name: 'Anmelden und verbinden' }).click();
    await doctor.page.getByText(/Sie sind jetzt mit .*Simon Schneider.* verbunden\./).waitFor();

    const dialog = rep.page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Ihnen wurde ein neuer Arzt zugewiesen!' }).waitFor();
    expect(await dialog.getByRole('button').allTextContents()).toEqual(['Weiter zum Profil']);
    await dialog.getByRole('button', { name: 'Weiter zum Profil' }).click();
    await rep.page.waitForURL(`**/contacts/${registered.body.user.id}`);
    await rep.page.getByText('Dr. Lea Linke').first().waitFor();
    expect(await noHorizontalScroll(rep.page)).toBe(true);
    await doctor.context.close();
    await rep.context.close();
  });

  it('an unknown link gets a clear German page', async () => {
    const { context, page } = await newPage(PHONE);
    await page.goto('/link-preview/gibt-es-nicht');
    await page.getByText('Dieser Link ist ungültig oder abgelaufen.').waitFor();
    await context.close();
  });

  it('edits the own profile with an image', async () => {
    const { context, page } = await newPage(PHONE);
    await signIn(page, DEMO_ACCOUNTS.sales);
    await page.waitForURL('**/home');
    await page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Profil' }).click();
    await page.waitForURL('**/profile');
    expect(await noHorizontalScroll(page)).toBe(true);
    await page.getByRole('link', { name: 'Profil bearbeiten' }).click();
    await page.getByLabel(/^Telefon/).fill('0221 987654');
    // A 1×1 PNG.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    await page.locator('input[type="file"]').setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: png });
    expect(await noHorizontalScroll(page)).toBe(true);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.waitForURL('**/profile');
    await page.getByText('0221 987654').waitFor();
    const self = (await api('/users/me?populate[0]=profile&populate[1]=image&populate[2]=role', { token: await login(DEMO_ACCOUNTS.sales) })).body;
    expect(self.profile.phone).toBe('0221 987654');
    expect(self.image?.url).toMatch(/^\/uploads\/.*\.png$/);
    expect(self.role.type).toBe('sales');
    await context.close();
  });

  it('nothing on the sales pages is wider than the phone', async () => {
    const { context, page } = await newPage(PHONE);
    await signIn(page, DEMO_ACCOUNTS.sales);
    await page.waitForURL('**/home');
    // Each page with its data: the live event stream keeps the network busy, so we wait for content.
    const anna = page.getByText(/Anna Arendt/).first();
    const loaded: [string, () => Promise<unknown>][] = [
      ['/home', () => anna.waitFor()],
      ['/posts', () => page.getByText('Neue Leitlinie zur Hypertonie-Therapie').first().waitFor()],
      ['/contacts', () => anna.waitFor()],
      ['/chat', () => anna.waitFor()],
      [`/chat/${chatId}`, () => page.getByRole('log', { name: 'Nachrichten' }).waitFor()],
      ['/profile/edit', () => expect.poll(() => page.getByLabel(/^Vorname/).inputValue()).toBe('Simon')],
    ];
    for (const [path, content] of loaded) {
      await page.goto(path);
      await content();
      expect(await noHorizontalScroll(page), path).toBe(true);
    }
    await context.close();
  });
});
