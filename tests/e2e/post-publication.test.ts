import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, newPage, problemsOf, signIn } from '../support/e2e';
import { apiClient, DEMO_ACCOUNTS, apiUrl } from '../support/api';

const { api, login } = apiClient(apiUrl);
let admin: string;
let cardiovia: string;

const draftPost = async (title: string) =>
  (await api('/posts', { token: admin, method: 'POST', body: { data: { title, type: 'news', brand: cardiovia } } })).body.data.documentId as string;

afterAll(closeBrowser);
beforeAll(async () => {
  admin = await login(DEMO_ACCOUNTS.brandadmin);
  cardiovia = (await api('/brands?filters[name][$eq]=Cardiovia', { token: admin })).body.data[0].documentId;
});

describe('publishing asks first', () => {
  it('publish, withdraw and delete say what will happen; the primary action follows the state', async () => {
    const id = await draftPost('E2E: Mit Rückfrage');
    const devices = (await api(`/posts/${id}/audience`, { token: admin })).body.data.devices as number;
    const { context, page } = await newPage();
    await signIn(page, DEMO_ACCOUNTS.brandadmin);
    await page.waitForURL('**/home');
    await page.goto(`/posts/${id}`);
    await page.getByRole('heading', { name: 'E2E: Mit Rückfrage', level: 1 }).waitFor();
    await page.getByText('Entwurf', { exact: true }).waitFor();

    // Cancelling leaves the draft as it was.
    await page.getByRole('button', { name: 'Veröffentlichen' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: '„E2E: Mit Rückfrage“ veröffentlichen?' }).waitFor();
    const audience =
      devices === 0 ? 'Kein Gerät wird benachrichtigt.' : devices === 1 ? 'Ein Gerät wird benachrichtigt.' : `${devices} Geräte werden benachrichtigt.`;
    await dialog.getByText(`Der Beitrag wird für den Außendienst sichtbar. ${audience}`).waitFor();
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Entwurf', { exact: true }).waitFor();
    expect((await api(`/posts/${id}`, { token: await login(DEMO_ACCOUNTS.sales) })).status).toBe(404);

    await page.getByRole('button', { name: 'Veröffentlichen' }).click();
    await dialog.getByRole('button', { name: 'Veröffentlichen' }).click();
    await page.getByText('Beitrag veröffentlicht. Die Favoriten der Brand werden benachrichtigt.').waitFor();
    await page.getByText(/^Veröffentlicht am /).waitFor();
    // A live post without changes offers no second publish, only withdrawal.
    await page.getByRole('button', { name: 'Zurückziehen' }).waitFor();
    expect(await page.getByRole('button', { name: /veröffentlichen/i }).count()).toBe(0);

    // A change to the live post is saved as a draft and can be published on its own.
    await page.getByRole('link', { name: 'Bearbeiten' }).click();
    await page.getByRole('textbox', { name: /^Titel/ }).fill('E2E: Mit Rückfrage, geändert');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Beitrag gespeichert', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'E2E: Mit Rückfrage, geändert', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Änderungen veröffentlichen' }).waitFor();

    await page.getByRole('button', { name: 'Zurückziehen' }).click();
    await dialog.getByRole('heading', { name: '„E2E: Mit Rückfrage, geändert“ zurückziehen?' }).waitFor();
    await dialog.getByText('Der Außendienst sieht den Beitrag danach nicht mehr. Der Entwurf bleibt erhalten und kann wieder veröffentlicht werden.').waitFor();
    await dialog.getByRole('button', { name: 'Zurückziehen' }).click();
    await page.getByText('Beitrag zurückgezogen.').waitFor();
    await page.getByText('Entwurf', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Löschen' }).click();
    await dialog.getByRole('heading', { name: 'Beitrag „E2E: Mit Rückfrage, geändert“ löschen?' }).waitFor();
    await dialog
      .getByText(
        'Der Beitrag „E2E: Mit Rückfrage, geändert“ wird mit seiner veröffentlichten Fassung endgültig gelöscht. Der Außendienst sieht ihn danach nicht mehr.',
      )
      .waitFor();
    await dialog.getByRole('button', { name: 'Bestätigen' }).click();
    await page.getByText('Beitrag gelöscht', { exact: true }).waitFor();
    await page.waitForURL('**/posts');
    expect(problemsOf(context)).toEqual([]);
    await context.close();
  });
});

describe('quiet pages', () => {
  it('a draft’s page, the post list and the event list make no failed request; the lists show their page size', async () => {
    const id = await draftPost('E2E: Stiller Entwurf');
    const { context, page } = await newPage();
    await signIn(page, DEMO_ACCOUNTS.brandadmin);
    await page.waitForURL('**/home');
    await page.goto(`/posts/${id}`);
    await page.getByRole('heading', { name: 'E2E: Stiller Entwurf', level: 1 }).waitFor();
    await page.getByText('Entwurf', { exact: true }).waitFor();
    for (const [path, row] of [
      ['/posts', 'E2E: Stiller Entwurf'],
      ['/events', null],
    ] as const) {
      await page.goto(path);
      if (row) await page.getByText(row).waitFor();
      await expect.poll(() => page.getByRole('combobox', { name: 'Zeilen pro Seite:' }).textContent()).toBe('100');
    }
    expect(problemsOf(context)).toEqual([]);
    await context.close();
  });

  it('the app has an icon', async () => {
    const { context, page } = await newPage();
    await page.goto('/login');
    const href = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(href).toBe('/favicon.svg');
    const icon = await page.request.get(href!);
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toContain('image/svg+xml');
    await context.close();
  });
});
