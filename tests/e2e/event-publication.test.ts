import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, newPage, problemsOf, settle, signIn } from '../support/e2e';
import { apiClient, DEMO_ACCOUNTS, apiUrl } from '../support/api';

// Events publish like posts; one publication state for posts with a plan (decision 0023).

const { api, login } = apiClient(apiUrl);
let admin: string;
let cardiovia: string;

afterAll(closeBrowser);
beforeAll(async () => {
  admin = await login(DEMO_ACCOUNTS.brandadmin);
  cardiovia = (await api('/brands?filters[name][$eq]=Cardiovia', { token: admin })).body.data[0].documentId;
});

const readerLocation = async (id: string) => (await api(`/events/${id}`, { token: await login(DEMO_ACCOUNTS.sales) })).body.data.location as string;

describe('an event’s changes', () => {
  it('a changed Ort is marked „Geändert, nicht veröffentlicht“ and reaches readers with „Änderungen veröffentlichen“', async () => {
    const created = await api('/events', {
      token: admin,
      method: 'POST',
      body: {
        data: {
          title: 'E2E: Ort wechselt',
          startDate: '2027-03-28T09:00:00.000Z',
          location: 'Hamburg',
          brand: cardiovia,
          publishedAt: new Date().toISOString(),
        },
      },
    });
    const id = created.body.data.documentId as string;
    const { context, page } = await newPage();
    await signIn(page, DEMO_ACCOUNTS.brandadmin);
    await page.waitForURL('**/home');
    await page.goto(`/events/${id}/edit`);
    await page.getByRole('textbox', { name: 'Ort' }).fill('München');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.waitForURL(/\/events$/);
    const row = page.locator('tbody tr', { hasText: 'E2E: Ort wechselt' });
    await row.getByText('Geändert, nicht veröffentlicht', { exact: true }).waitFor();
    expect(await readerLocation(id)).toBe('Hamburg');

    await row.click();
    // While the form holds changes not saved, publishing waits for the save (it takes the saved draft).
    const publishChanges = page.getByRole('button', { name: 'Änderungen veröffentlichen' });
    await page.getByRole('textbox', { name: 'Ort' }).fill('Nicht gespeichert');
    await page.getByText('Bitte speichern Sie Ihre Änderungen, bevor Sie veröffentlichen.').waitFor();
    expect(await publishChanges.isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'Ort' }).fill('München');
    await expect.poll(() => publishChanges.isEnabled()).toBe(true);
    await publishChanges.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: '„E2E: Ort wechselt“ veröffentlichen?' }).waitFor();
    await dialog.getByText('Die geänderte Fassung ersetzt die veröffentlichte.').waitFor();
    await dialog.getByRole('button', { name: 'Veröffentlichen' }).click();
    await page.getByText('Veranstaltung veröffentlicht.', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Zurückziehen' }).waitFor();
    await settle(page);
    expect(await page.getByRole('button', { name: 'Änderungen veröffentlichen' }).count()).toBe(0);
    expect(await page.getByText('Geändert, nicht veröffentlicht').count()).toBe(0);
    expect(await readerLocation(id)).toBe('München');
    expect(problemsOf(context)).toEqual([]);
    await context.close();
  });
});

describe('a post’s plan', () => {
  const schedule = (entityId: string) =>
    api('/publisher/actions', {
      token: admin,
      method: 'POST',
      body: { data: { entityId, entitySlug: 'api::post.post', mode: 'publish', executeAt: '2027-03-28T08:00:00.000Z' } },
    });
  const draftPost = async (title: string) =>
    (await api('/posts', { token: admin, method: 'POST', body: { data: { title, type: 'news', brand: cardiovia } } })).body.data.documentId as string;

  it('publishing now replaces it, so a withdrawn post is a draft with nothing planned', async () => {
    const id = await draftPost('E2E: Geplant, dann sofort');
    expect((await schedule(id)).status).toBe(201);
    const { context, page } = await newPage();
    await signIn(page, DEMO_ACCOUNTS.brandadmin);
    await page.waitForURL('**/home');
    await page.goto(`/posts/${id}`);
    await page.getByText('Geplant für 28.03.2027, 10:00 Uhr', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Veröffentlichen' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/Die geplante Veröffentlichung am 28\.03\.2027 um 10:00 Uhr entfällt\./).waitFor();
    await dialog.getByRole('button', { name: 'Veröffentlichen' }).click();
    await page.getByText(/^Veröffentlicht am /).waitFor();

    await page.getByRole('button', { name: 'Zurückziehen' }).click();
    await dialog.getByRole('heading', { name: '„E2E: Geplant, dann sofort“ zurückziehen?' }).waitFor();
    expect(await dialog.getByRole('checkbox').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Zurückziehen' }).click();
    await page.getByText('Beitrag zurückgezogen.').waitFor();
    await page.getByText('Keine Veröffentlichung geplant.').waitFor();
    expect(await page.getByText(/Geplant für/).count()).toBe(0);
    expect((await api(`/publisher/actions?filters[entityId][$eq]=${id}`, { token: admin })).body.data).toEqual([]);
    expect(problemsOf(context)).toEqual([]);
    await context.close();
  });

  it('withdrawing asks about a plan; kept, the post shows it as planned', async () => {
    const id = await draftPost('E2E: Zurückgezogen mit Plan');
    await api(`/posts/${id}/publish`, { token: admin, method: 'POST' });
    expect((await schedule(id)).status).toBe(201);
    const { context, page } = await newPage();
    await signIn(page, DEMO_ACCOUNTS.brandadmin);
    await page.waitForURL('**/home');
    await page.goto(`/posts/${id}`);
    await page.getByRole('button', { name: 'Zurückziehen' }).click();
    const dialog = page.getByRole('dialog');
    const option = dialog.getByRole('checkbox', { name: 'Die geplante Veröffentlichung am 28.03.2027 um 10:00 Uhr entfernen' });
    expect(await option.isChecked()).toBe(true);
    await option.uncheck();
    await dialog.getByRole('button', { name: 'Zurückziehen' }).click();
    await page.getByText('Beitrag zurückgezogen.').waitFor();
    await page.getByText('Geplant für 28.03.2027, 10:00 Uhr', { exact: true }).waitFor();
    await page.getByText('Wird am 28.03.2027, 10:00 Uhr veröffentlicht.').waitFor();
    expect(problemsOf(context)).toEqual([]);
    await context.close();
  });
});
