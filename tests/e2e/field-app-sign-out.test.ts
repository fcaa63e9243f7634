import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import knexFactory, { type Knex } from 'knex';
import type { BrowserContext, Page } from 'playwright-core';
import { closeBrowser, newPage, settle, signIn } from '../support/e2e';
import { apiClient, DEMO_ACCOUNTS, apiUrl } from '../support/api';
import { fileServer } from '../support/fileServer';

// Issue 33, item 5: signing out on purpose leaves nothing of the rep on the phone: no push
// subscription (on the server or in the browser), no saved data, no unsent message, unless the rep
// chose to stay signed in for them. The doctor's side is the mobile app, played through the API.
afterAll(async () => {
  await db?.destroy();
  await closeBrowser();
});

const { api, login, me } = apiClient(apiUrl);
const PHONE = { width: 390, height: 844 };
const DOCTOR_SAYS = 'Haben Sie die Unterlagen zur Studie dabei?';
const WRITTEN_OFFLINE = 'Ohne Netz geschrieben, nie gesendet.';
let chatId: string;
let salesId: number;
let db: Knex | undefined;

/** This file's database, read as the server stores it. */
const database = () =>
  (db ??= knexFactory(
    fileServer().databaseUrl
      ? { client: 'pg', connection: fileServer().databaseUrl!, pool: { min: 0, max: 1 } }
      : { client: 'better-sqlite3', connection: { filename: fileServer().dbFile }, useNullAsDefault: true, pool: { min: 0, max: 1 } },
  ));
const storedSubscription = (endpoint: string) => database()('web_push_subscriptions').where({ endpoint }).first('user_id');

/**
 * A test double of the browser's push subscription and notification permission (a named stand-in:
 * Chromium subscribes through Google's push service, which this machine cannot reach). The page's
 * PushManager answers from here, so the test sees what the app did with the subscription; the keys
 * are those a browser would make.
 */
const pushServiceDouble = async (context: BrowserContext) => {
  const device = {
    endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${randomUUID()}`,
    expirationTime: null,
    keys: { p256dh: createECDH('prime256v1').generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
  const state = { subscribed: false, unsubscribed: 0 };
  await context.exposeFunction('pushServiceDouble', (op: 'subscribe' | 'get' | 'unsubscribe') => {
    if (op === 'subscribe') state.subscribed = true;
    if (op === 'unsubscribe' && state.subscribed) state.unsubscribed += 1;
    if (op === 'unsubscribe') state.subscribed = false;
    return state.subscribed ? device : null;
  });
  await context.addInitScript(() => {
    type Json = { endpoint: string } | null;
    const call = (op: string) => (window as unknown as { pushServiceDouble(op: string): Promise<Json> }).pushServiceDouble(op);
    const subscription = (json: Json) =>
      json && { endpoint: json.endpoint, expirationTime: null, toJSON: () => json, unsubscribe: () => call('unsubscribe').then(() => true) };
    PushManager.prototype.subscribe = function subscribe() {
      return call('subscribe').then(subscription) as Promise<PushSubscription>;
    };
    PushManager.prototype.getSubscription = function getSubscription() {
      return call('get').then(subscription) as Promise<PushSubscription | null>;
    };
    // The rep allowed notifications (headless Chromium answers every site „denied“).
    Object.defineProperty(Notification, 'permission', { get: () => 'granted' });
    Notification.requestPermission = () => Promise.resolve('granted');
  });
  return { device, state };
};

/** What the browser keeps for this origin: localStorage's keys, every IndexedDB record, the caches. */
const deviceStorage = (page: Page) =>
  page.evaluate(async () => {
    const records: string[] = [];
    for (const { name } of await indexedDB.databases()) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name!);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const keys = await new Promise<IDBValidKey[]>((resolve) => {
          const request = db.transaction(store).objectStore(store).getAllKeys();
          request.onsuccess = () => resolve(request.result);
        });
        records.push(...keys.map((key) => `${name}/${store}/${String(key)}`));
      }
      db.close();
    }
    const localStorageKeys = Object.keys(localStorage).sort();
    return { localStorageKeys, records, caches: (await caches.keys()).sort() };
  });
/** The browser's own settings (light or dark mode) outlive everyone's sign-out; the app shell stays cached. */
const isBrowserSetting = (key: string) => /^RaStore.*\.theme$/.test(key);
const isAppShell = (cache: string) => cache.startsWith('workbox-precache') || cache === 'app-config';

const openUserMenuAndSignOut = async (page: Page) => {
  await page.getByRole('button', { name: /Benutzermenü/ }).click();
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
};
/** Signed in, with the app's service worker controlling the page (it caches images and the app). */
const signedInOnPhone = async (page: Page) => {
  await signIn(page, DEMO_ACCOUNTS.sales);
  await page.waitForURL('**/home');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await page.waitForFunction(() => !!navigator.serviceWorker.controller);
};

beforeAll(async () => {
  salesId = (await me(await login(DEMO_ACCOUNTS.sales))).id;
  const arzt = await login(DEMO_ACCOUNTS.arzt);
  chatId = (await api('/chats', { token: arzt, method: 'POST', body: { data: { contact: salesId } } })).body.data.id;
  expect((await api(`/chats/${chatId}/messages`, { token: arzt, method: 'POST', body: { data: { text: DOCTOR_SAYS } } })).status).toBe(201);
});

describe('signing out on a phone', () => {
  it('with notifications on: the server and the browser forget the device, and nothing of the rep stays in the browser', async () => {
    const { context, page } = await newPage(PHONE);
    const push = await pushServiceDouble(context);
    await signedInOnPhone(page);

    await page.goto('/profile');
    await page.getByRole('switch', { name: 'Benachrichtigungen auf diesem Gerät' }).click();
    await page.getByText('Dieses Gerät erhält Benachrichtigungen.').waitFor();
    expect(await storedSubscription(push.device.endpoint)).toEqual({ user_id: salesId });

    // Data of the rep on the device: the chat (saved cache) and an image (the service worker's cache).
    await page.goto(`/chat/${chatId}`);
    await page.getByText(DOCTOR_SAYS).waitFor();
    await settle(page);
    const form = new FormData();
    form.append('files', new Blob([Buffer.from(PNG, 'base64')], { type: 'image/png' }), 'muster.png');
    const uploaded = await fetch(`${apiUrl()}/upload`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await login(DEMO_ACCOUNTS.sales)}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const [{ url }] = (await uploaded.json()) as { url: string }[];
    await page.evaluate((src) => {
      const image = new Image();
      image.src = src;
      document.body.append(image);
      return image.decode();
    }, url);
    await expect.poll(() => page.evaluate(() => caches.has('field-images'))).toBe(true);
    // The service worker notes the image's age in its own database after caching it: signing out
    // before that note is written would leave it to be written after the clean-up.
    await expect.poll(async () => (await deviceStorage(page)).records.some((r) => r.startsWith('workbox-expiration/cache-entries/field-images|'))).toBe(true);
    await expect.poll(async () => (await deviceStorage(page)).records.some((r) => r.startsWith('markenportal-offline/keyval/cache:'))).toBe(true);
    const before = await deviceStorage(page);
    expect(before.localStorageKeys).toEqual(expect.arrayContaining(['token', 'user']));

    await openUserMenuAndSignOut(page);
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Anmelden' }).waitFor();

    expect(await storedSubscription(push.device.endpoint)).toBeUndefined();
    expect(push.state.unsubscribed).toBe(1);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r!.pushManager.getSubscription()))).toBeNull();
    const after = await deviceStorage(page);
    expect(after.localStorageKeys.filter((key) => !isBrowserSetting(key))).toEqual([]);
    expect(after.records).toEqual([]);
    expect(after.caches.filter((cache) => !isAppShell(cache))).toEqual([]);
    await context.close();
  });

  it('offline with an unsent message: the rep is asked, can stay signed in with it, or discard it and sign out', async () => {
    const { context, page } = await newPage(PHONE);
    await signedInOnPhone(page);
    await page.goto(`/chat/${chatId}`);
    await page.getByText(DOCTOR_SAYS).waitFor();
    await settle(page);

    await context.setOffline(true);
    await page
      .getByRole('status')
      .filter({ hasText: /^Sie sind offline\./ })
      .waitFor();
    await page.getByRole('textbox', { name: 'Nachricht' }).fill(WRITTEN_OFFLINE);
    await page.keyboard.press('Enter');
    const bubble = page.getByRole('log', { name: 'Nachrichten' }).locator('[data-message-id]', { hasText: WRITTEN_OFFLINE });
    await expect.poll(() => bubble.textContent()).toMatch(/wird gesendet$/);
    const outbox = `markenportal-offline/keyval/outbox:${salesId}`;
    await expect.poll(async () => (await deviceStorage(page)).records).toContain(outbox);

    // Asked; staying signed in keeps the message waiting.
    await openUserMenuAndSignOut(page);
    const dialog = page.getByRole('dialog', { name: 'Nicht gesendete Nachrichten' });
    await dialog.waitFor();
    expect(await dialog.getByText(/^1 Nachricht/).textContent()).toBe('1 Nachricht wurde noch nicht gesendet.');
    expect(await dialog.innerText()).toContain(
      'Wenn Sie sich jetzt abmelden, wird sie von diesem Gerät gelöscht. Bleiben Sie angemeldet, wird sie gesendet, sobald wieder eine Verbindung besteht.',
    );
    await dialog.getByRole('button', { name: 'Angemeldet bleiben' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`/chat/${chatId}`);
    expect(await bubble.textContent()).toMatch(/wird gesendet$/);
    expect((await deviceStorage(page)).records).toContain(outbox);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

    // Discarded: signed out, and nothing of the rep stays on the phone.
    await openUserMenuAndSignOut(page);
    await dialog.getByRole('button', { name: 'Verwerfen und abmelden' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Anmelden' }).waitFor();
    const after = await deviceStorage(page);
    expect(after.localStorageKeys.filter((key) => !isBrowserSetting(key))).toEqual([]);
    expect(after.records).toEqual([]);
    expect(after.caches.filter((cache) => !isAppShell(cache))).toEqual([]);

    await context.setOffline(false);
    await context.close();
  });
});

/** A 1×1 PNG. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
