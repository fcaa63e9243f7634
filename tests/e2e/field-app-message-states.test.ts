import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { closeBrowser, expectProblems, newPage, settle, signIn, signInThroughForm } from '../support/e2e';
import { apiClient, DEMO_ACCOUNTS, DEMO_PASSWORD, apiUrl } from '../support/api';
import { withFileServerEnv } from '../support/fileServer';
import { RATE_LIMIT_ACTIONS } from '../../server/src/access/rate-limits';

// Issue 35 item 2: every state of the rep's own messages, honest, on a German phone: on its way
// (a clock), sent (a check), the session ended (the password changed on another device), too many
// messages (the server's 429), offline too long, retry and delete; and after signing in again the
// rep is back in the chat and the kept message goes out once. The doctor's side is the mobile app,
// played through the API.

// This file's server counts chat messages (3 per 10 s and account; every other limit off, so the
// test's own sign-ins are not counted).
const WINDOW_MS = 10_000;
withFileServerEnv({
  RATE_LIMITS: JSON.stringify(Object.fromEntries(RATE_LIMIT_ACTIONS.map((action) => [action, action === 'chatMessage' ? `3/${WINDOW_MS / 1000}s` : 'off']))),
});
afterAll(closeBrowser);

const { api, login, me } = apiClient(apiUrl);
const PHONE = { width: 390, height: 844 };
const SECOND_REP = 'lena.wagner@example.com';
const SECOND_DOCTOR = 'dr.yilmaz@example.com';
let chatId: string;
let secondChatId: string;

beforeAll(async () => {
  const open = async (doctor: string, rep: string) =>
    (await api('/chats', { token: await login(doctor), method: 'POST', body: { data: { contact: (await me(await login(rep))).id } } })).body.data.id as string;
  chatId = await open(DEMO_ACCOUNTS.arzt, DEMO_ACCOUNTS.sales);
  secondChatId = await open(SECOND_DOCTOR, SECOND_REP);
});

/** How often the server has a message of this text in the chat (as the doctor reads it). */
const storedCount = async (text: string, chat = chatId, doctor: string = DEMO_ACCOUNTS.arzt) =>
  ((await api(`/chats/${chat}/messages`, { token: await login(doctor) })).body.data as { text: string }[]).filter((m) => m.text === text).length;

const conversation = (page: Page) => page.getByRole('log', { name: 'Nachrichten' });
/** My message's bubble, and the message with the line below it while it is not on the server. */
const bubble = (page: Page, text: string) => conversation(page).locator('[data-message-id]', { hasText: text });
const pending = (page: Page, text: string) => conversation(page).locator('[data-pending-id]', { hasText: text });
/** The state icon of a bubble, by the name a screen reader says. */
const stateIcon = (of: Locator, name: string) => of.getByRole('img', { name, exact: true });

const openChat = async (page: Page, id: string) => {
  await page.goto(`/chat/${id}`);
  await conversation(page).waitFor();
  await expect.poll(() => page.getByRole('textbox', { name: 'Nachricht' }).isEnabled()).toBe(true);
};
const write = async (page: Page, text: string) => {
  await page.getByRole('textbox', { name: 'Nachricht' }).fill(text);
  await page.keyboard.press('Enter');
  await bubble(page, text).waitFor();
};

describe('the rep’s messages say where they are', () => {
  it('offline: a clock („wird gesendet“); back online, one check („gesendet“), stored once', async () => {
    const { context, page } = await newPage(PHONE);
    await signIn(page, DEMO_ACCOUNTS.sales);
    await openChat(page, chatId);
    await context.setOffline(true);
    const text = `Ohne Netz ${Date.now()}`;
    await write(page, text);
    await stateIcon(bubble(page, text), 'wird gesendet').waitFor();
    expect(await storedCount(text)).toBe(0);
    await context.setOffline(false);
    await stateIcon(bubble(page, text), 'gesendet').waitFor({ timeout: 20_000 });
    expect(await storedCount(text)).toBe(1);
    await context.close();
  });

  it('five minutes without a connection: „nicht gesendet – erneut versuchen“, kept over a reload; a tap sends it, „Löschen“ drops the other', async () => {
    const { context, page } = await newPage(PHONE);
    // The phone's clock, moved on by the test: five minutes pass in a moment.
    await page.clock.install();
    await signIn(page, DEMO_ACCOUNTS.sales);
    await openChat(page, chatId);
    await context.setOffline(true);
    const kept = `Bitte zurückrufen ${Date.now()}`;
    const dropped = `Doch nicht ${Date.now()}`;
    await write(page, kept);
    await write(page, dropped);
    await page.clock.fastForward('05:01');
    const retry = pending(page, kept).getByRole('button', { name: `nicht gesendet – erneut versuchen: ${kept}` });
    await retry.waitFor();
    expect(await retry.textContent()).toBe('nicht gesendet – erneut versuchen');
    expect(await pending(page, kept).getByRole('alert').textContent()).toBe('Die Nachricht konnte 5 Minuten lang nicht gesendet werden.');
    await stateIcon(bubble(page, kept), 'nicht gesendet').waitFor();

    // Back online, it is not sent behind the rep's back, and a reload keeps it as it was.
    await context.setOffline(false);
    await page.reload();
    await conversation(page).waitFor();
    await retry.waitFor();
    await settle(page);
    expect(await storedCount(kept)).toBe(0);

    await pending(page, dropped)
      .getByRole('button', { name: `Löschen: ${dropped}` })
      .click();
    await expect.poll(() => bubble(page, dropped).count()).toBe(0);
    await retry.click();
    await stateIcon(bubble(page, kept), 'gesendet').waitFor({ timeout: 20_000 });
    expect(await storedCount(kept)).toBe(1);
    expect(await storedCount(dropped)).toBe(0);
    await page.reload();
    await bubble(page, kept).waitFor();
    expect(await bubble(page, kept).count()).toBe(1);
    expect(await bubble(page, dropped).count()).toBe(0);
    await context.close();
  });

  it('the password changed on another device: asked to sign in at once, the message kept; back in the chat after sign-in, it goes out once', async () => {
    const { context, page } = await newPage(PHONE);
    expectProblems(context, /^401 /);
    await signInThroughForm(page, SECOND_REP);
    await page.waitForURL('**/home');
    await openChat(page, secondChatId);

    const newPassword = 'Anderes-Geraet-2026!';
    const changed = await api('/auth/change-password', {
      token: await login(SECOND_REP),
      method: 'POST',
      body: { currentPassword: DEMO_PASSWORD, password: newPassword, passwordConfirmation: newPassword },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);

    // No reload: the notice asks at once, and promises no reconnect.
    const notice = page.getByRole('alert').filter({ hasText: 'Ihre Sitzung ist abgelaufen' });
    await notice.waitFor();
    expect(await notice.locator('.MuiAlert-message').textContent()).toBe(
      'Ihre Sitzung ist abgelaufen, zum Beispiel weil Ihr Passwort auf einem anderen Gerät geändert wurde. Nicht gesendete Nachrichten bleiben auf diesem Gerät und werden nach der Anmeldung gesendet.',
    );
    expect(await page.getByText(/automatisch wiederhergestellt/).count()).toBe(0);

    const text = `Nach dem Passwortwechsel ${Date.now()}`;
    await write(page, text);
    await pending(page, text).getByText('nicht gesendet – Sitzung abgelaufen', { exact: true }).waitFor();
    expect(await storedCount(text, secondChatId, SECOND_DOCTOR)).toBe(0);

    await notice.getByRole('button', { name: 'Erneut anmelden' }).click();
    await page.waitForURL('**/login');
    await page.getByLabel('E-Mail-Adresse').fill(SECOND_REP);
    await page.getByLabel(/^Passwort\s*\*?$/).fill(newPassword);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    // Back where the rep was, and the kept message goes out, once.
    await page.waitForURL(`**/chat/${secondChatId}`);
    await stateIcon(bubble(page, text), 'gesendet').waitFor({ timeout: 20_000 });
    await settle(page);
    expect(await storedCount(text, secondChatId, SECOND_DOCTOR)).toBe(1);
    expect(await bubble(page, text).count()).toBe(1);
    await context.close();
  });

  it('too many messages (429): „erneuter Versuch um HH:MM“ from the Retry-After, in Berlin time; then sent by itself, once', async () => {
    const { context, page } = await newPage(PHONE);
    expectProblems(context, /^429 POST \/api\/chats\/.*\/messages$/);
    await signIn(page, DEMO_ACCOUNTS.sales);
    await openChat(page, chatId);
    // Early in a window of the server's count (both clocks are this machine's), the rep's other device fills it.
    await expect.poll(() => Date.now() % WINDOW_MS < WINDOW_MS / 2, { timeout: WINDOW_MS, interval: 50 }).toBe(true);
    const repToken = await login(DEMO_ACCOUNTS.sales);
    let status = 0;
    for (let i = 0; i < 4 && status !== 429; i++)
      status = (await api(`/chats/${chatId}/messages`, { token: repToken, method: 'POST', body: { data: { text: `Vom Tablet ${i}` } } })).status;
    expect(status).toBe(429);

    const text = `Eine zu viel ${Date.now()}`;
    const before = Date.now();
    const refused = page.waitForResponse((r) => r.url().endsWith(`/chats/${chatId}/messages`) && r.request().method() === 'POST');
    await write(page, text);
    const answer = await refused;
    const after = Date.now();
    expect(answer.status()).toBe(429);
    const seconds = Number(answer.headers()['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    const berlin = (ms: number) => new Intl.DateTimeFormat('de-DE', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Berlin' }).format(ms);
    const said = pending(page, text).getByText(/^nicht gesendet – zu viele Nachrichten, erneuter Versuch um \d{2}:\d{2}$/);
    await said.waitFor();
    const time = (await said.textContent())!.slice(-5);
    expect([berlin(before + seconds * 1000), berlin(after + seconds * 1000)]).toContain(time);
    expect(await storedCount(text)).toBe(0);

    // No tap: when the window has passed, it goes by itself.
    await stateIcon(bubble(page, text), 'gesendet').waitFor({ timeout: WINDOW_MS + 10_000 });
    expect(await storedCount(text)).toBe(1);
    await context.close();
  });
});
