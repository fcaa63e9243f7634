import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, englishWordsIn, newPage, settle, signIn, signInThroughForm } from '../support/e2e';
import { apiClient, DEMO_ACCOUNTS, apiUrl } from '../support/api';

// Issue 23: the rep's field app on a phone with the network cut (context.setOffline). The doctor's
// side is the mobile app, played through the API.
afterAll(closeBrowser);

const { api, login, me } = apiClient(apiUrl);
const PHONE = { width: 390, height: 844 };
const SECOND_REP = 'lena.wagner@example.com';
const DOCTOR_SAYS = 'Bringen Sie bitte die neuen Muster mit?';
const WRITTEN_OFFLINE = 'Im Keller geschrieben, ohne Netz.';
let chatId: string;

/** The keys of the field app's IndexedDB (src/field-app/offline/offlineStore.ts). */
const storedKeys = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('markenportal-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) return resolve([]);
          const keys = db.transaction('keyval').objectStore('keyval').getAllKeys();
          keys.onsuccess = () => resolve(keys.result.map(String));
        };
      }),
  );
/** The saved query cache of the signed-in rep, as text. */
const savedCache = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('markenportal-offline');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) return resolve('');
          const all = db.transaction('keyval').objectStore('keyval').getAll();
          all.onsuccess = () => resolve(JSON.stringify(all.result));
        };
      }),
  );
// The browser knows it has no network while the page is open (`device`); a page loaded after the
// cut finds navigator.onLine true under Chromium's emulation, as a phone in a dead zone with bars
// does, and only learns that nothing answers (`server`, decision 0026).
const OFFLINE_CAUSE = { device: 'Sie sind offline\\.', server: 'Die Verbindung zum Server ist unterbrochen\\. Sie wird automatisch wiederhergestellt\\.' };
const offlineNotice = (page: Page, cause: keyof typeof OFFLINE_CAUSE = 'server') =>
  page
    .getByRole('status')
    .filter({ hasText: new RegExp(`^${OFFLINE_CAUSE[cause]} Angezeigt wird der gespeicherte Stand vom \\d{2}\\.\\d{2}\\.\\d{4}, \\d{2}:\\d{2} Uhr\\.$`) });
const nav = (page: Page, name: RegExp) => page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name });
const doctorsMessages = async () =>
  ((await api(`/chats/${chatId}/messages`, { token: await login(DEMO_ACCOUNTS.arzt) })).body.data as { text: string; clientId: string | null }[]).filter(
    (m) => m.text === WRITTEN_OFFLINE,
  );

beforeAll(async () => {
  const salesId = (await me(await login(DEMO_ACCOUNTS.sales))).id;
  const arzt = await login(DEMO_ACCOUNTS.arzt);
  chatId = (await api('/chats', { token: arzt, method: 'POST', body: { data: { contact: salesId } } })).body.data.id;
  expect((await api(`/chats/${chatId}/messages`, { token: arzt, method: 'POST', body: { data: { text: DOCTOR_SAYS } } })).status).toBe(201);
});

describe('the field app offline, on a phone', () => {
  it('reloads offline with the posts, contacts and chat seen before; a message written offline waits, survives a reload and is sent once; sign-out leaves nothing for the next rep', async () => {
    const { context, page } = await newPage(PHONE);
    await signIn(page, DEMO_ACCOUNTS.sales);
    await page.waitForURL('**/home');
    // The service worker has the app shell once it is active.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    // Seen online once: the posts (list and one post), contacts (list and one contact), the chat.
    await nav(page, /^Beiträge/).click();
    await settle(page);
    const postLink = page.getByRole('main').locator('a[href^="/posts/"]').first();
    const postTitle = ((await postLink.textContent()) ?? '').trim().slice(0, 20);
    await postLink.click();
    await settle(page);
    const postPath = new URL(page.url()).pathname;
    await page.getByRole('main').getByText(postTitle).first().waitFor();
    await nav(page, /^Kontakte/).click();
    await settle(page);
    const contactLink = page.getByRole('main').locator('a[href^="/contacts/"]').first();
    const contactName = ((await contactLink.textContent()) ?? '').trim().slice(0, 12);
    await contactLink.click();
    await settle(page);
    const contactPath = new URL(page.url()).pathname;
    // The cache is saved a moment after it changes (throttled): the reading list (100 a page, not the
    // contacts' 1000) is in it before the page is left.
    await expect.poll(() => savedCache(page)).toContain('\\"perPage\\":100}');
    await page.goto(`/chat/${chatId}`);
    await page.getByText(DOCTOR_SAYS).waitFor();
    // Saved on the device (throttled): in the chat list and in the chat's messages.
    await expect.poll(async () => (await savedCache(page)).split(DOCTOR_SAYS).length - 1).toBe(2);

    // Network cut: the page says so at once; app reloaded: the chat is there, with the notice and no error.
    await context.setOffline(true);
    await offlineNotice(page, 'device').waitFor();
    await page.reload();
    await page.getByText(DOCTOR_SAYS).waitFor();
    await offlineNotice(page).waitFor();

    // Written offline: shown at once as pending, still so after a reload.
    await page.getByRole('textbox', { name: 'Nachricht' }).fill(WRITTEN_OFFLINE);
    await page.keyboard.press('Enter');
    const bubble = page.getByRole('log', { name: 'Nachrichten' }).locator('[data-message-id]', { hasText: WRITTEN_OFFLINE });
    await expect.poll(() => bubble.textContent()).toMatch(/wird gesendet$/);
    await page.reload();
    await expect.poll(() => bubble.textContent()).toMatch(/wird gesendet$/);

    // The other pages seen before open offline too.
    for (const [path, text] of [
      ['/posts', postTitle],
      [postPath, postTitle],
      ['/contacts', contactName],
      [contactPath, contactName],
    ]) {
      await page.goto(path);
      await page
        .getByText(text)
        .first()
        .waitFor()
        .catch(async (error: Error) => Promise.reject(new Error(`${path}: ${error.message}\n${JSON.stringify(await page.locator('body').innerText())}`)));
      await offlineNotice(page).waitFor();
      const shown = await page.locator('body').innerText();
      expect([path, englishWordsIn(shown)]).toEqual([path, []]);
      expect(await page.locator('.MuiAlert-standardError, .MuiAlert-filledError').count()).toBe(0);
    }
    expect(await doctorsMessages()).toEqual([]);

    // Back online: sent once, with the device's id; the doctor has it once.
    await page.goto(`/chat/${chatId}`);
    await context.setOffline(false);
    await expect.poll(() => bubble.textContent(), { timeout: 20_000 }).not.toMatch(/wird gesendet/);
    await expect.poll(doctorsMessages).toHaveLength(1);
    const [stored] = await doctorsMessages();
    expect(stored.clientId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    await page.reload();
    await page.getByText(WRITTEN_OFFLINE).waitFor();
    expect(await page.getByText(WRITTEN_OFFLINE).count()).toBe(1);
    expect(await doctorsMessages()).toHaveLength(1);

    // Signing out on purpose removes the saved data; the next rep on this phone sees none of it.
    expect((await storedKeys(page)).filter((key) => key.startsWith('cache:'))).toHaveLength(1);
    await page.getByRole('button', { name: /Benutzermenü/ }).click();
    await page.getByRole('menuitem', { name: 'Abmelden' }).click();
    await page.waitForURL('**/login');
    await expect.poll(() => storedKeys(page).then((keys) => keys.filter((key) => key.startsWith('cache:')))).toEqual([]);
    expect(await page.evaluate(() => caches.has('field-images'))).toBe(false);

    await signInThroughForm(page, SECOND_REP);
    await page.waitForURL('**/home');
    await settle(page);
    // Saved on the device (throttled) before the network goes: the second rep's own chat list.
    await expect.poll(() => savedCache(page)).toMatch(/\\"queryKey\\":\[\\"chats\\"\]/);
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('main').waitFor();
    await page.goto(`/chat/${chatId}`);
    await page.getByText('Dieser Chat wurde nicht gefunden.').waitFor();
    expect(await savedCache(page)).not.toContain(DOCTOR_SAYS);
    expect(await page.locator('body').innerText()).not.toContain(DOCTOR_SAYS);
    await context.setOffline(false);
    await context.close();
  });
});
