import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, expectProblems, newPage, settle, signIn, signInThroughForm } from '../support/e2e';
import { apiClient, DEMO_ACCOUNTS, apiUrl } from '../support/api';

// No lost work (issue 13): forms warn before they are left with unsaved changes, and a save based on
// a version someone else has replaced meanwhile is refused, keeping the user's text.

const UNSAVED = 'Einige Ihrer Änderungen wurden nicht gespeichert. Möchten Sie sie wirklich verwerfen?';
const CONFLICT = 'Dieser Eintrag wurde inzwischen von jemand anderem gespeichert. Ihre Änderungen wurden nicht gespeichert.';

const { api, login } = apiClient(apiUrl);
let admin: string;
let cardiovia: string;

afterAll(closeBrowser);
beforeAll(async () => {
  admin = await login(DEMO_ACCOUNTS.brandadmin);
  cardiovia = (await api('/brands?filters[name][$eq]=Cardiovia', { token: admin })).body.data[0].documentId;
});

const draftPost = async (title: string) => {
  const created = await api('/posts?status=draft', { token: admin, method: 'POST', body: { data: { title, type: 'news', brand: cardiovia } } });
  expect(created.status).toBe(201);
  return created.body.data.documentId as string;
};
const storedTitle = async (id: string) => (await api(`/posts/${id}?status=draft`, { token: admin })).body.data.title as string;

/** Signs in as the brand admin and opens the post's edit page, its title loaded. */
const openEditor = async (id: string, title: string) => {
  const { context, page } = await newPage();
  await signIn(page, DEMO_ACCOUNTS.brandadmin);
  await page.waitForURL('**/home');
  await page.goto(`/posts/${id}/edit`);
  await expect.poll(() => page.getByRole('textbox', { name: /^Titel/ }).inputValue()).toBe(title);
  return { context, page };
};

/** Clicks a menu item and answers the browser's confirmation; what it asked. */
const leaveBy = async (page: Page, item: string, answer: 'accept' | 'dismiss') => {
  const asked = new Promise<{ type: string; message: string }>((resolve) =>
    page.once('dialog', async (dialog) => {
      resolve({ type: dialog.type(), message: dialog.message() });
      await (answer === 'accept' ? dialog.accept() : dialog.dismiss());
    }),
  );
  await page.getByRole('menuitem', { name: item }).click();
  return asked;
};

describe('no lost work', () => {
  it('leaving a changed post asks first; cancelling keeps the text, confirming leaves', async () => {
    const id = await draftPost('E2E: Ungespeichert');
    const { context, page } = await openEditor(id, 'E2E: Ungespeichert');
    await page.getByRole('textbox', { name: /^Titel/ }).fill('E2E: Noch nicht gespeichert');

    expect(await leaveBy(page, 'Veranstaltungen', 'dismiss')).toEqual({ type: 'confirm', message: UNSAVED });
    expect(new URL(page.url()).pathname).toBe(`/posts/${id}/edit`);
    expect(await page.getByRole('textbox', { name: /^Titel/ }).inputValue()).toBe('E2E: Noch nicht gespeichert');

    expect(await leaveBy(page, 'Veranstaltungen', 'accept')).toEqual({ type: 'confirm', message: UNSAVED });
    await page.waitForURL('**/events');
    expect(await storedTitle(id)).toBe('E2E: Ungespeichert');
    await context.close();
  });

  it('an unchanged form is left without a question', async () => {
    const id = await draftPost('E2E: Unverändert');
    const { context, page } = await openEditor(id, 'E2E: Unverändert');
    let asked = false;
    page.on('dialog', async (dialog) => {
      asked = true;
      await dialog.dismiss();
    });
    await page.getByRole('menuitem', { name: 'Veranstaltungen' }).click();
    await page.waitForURL('**/events');
    expect(asked).toBe(false);
    await context.close();
  });

  it('two editors: the second save gets the conflict message, keeps its text and loses nothing of the first', async () => {
    const id = await draftPost('E2E: Zwei Personen');
    const first = await openEditor(id, 'E2E: Zwei Personen');
    const second = await openEditor(id, 'E2E: Zwei Personen');
    expectProblems(second.context, new RegExp(`^409 PUT /api/posts/${id}$`));

    await first.page.getByRole('textbox', { name: /^Titel/ }).fill('E2E: Fassung der ersten Person');
    await first.page.getByRole('button', { name: 'Speichern' }).click();
    await first.page.getByRole('heading', { name: 'E2E: Fassung der ersten Person', level: 1 }).waitFor();

    const field = second.page.getByRole('textbox', { name: /^Titel/ });
    await field.fill('E2E: Fassung der zweiten Person');
    await second.page.getByRole('button', { name: 'Speichern' }).click();
    await second.page.getByText(CONFLICT).waitFor();
    const alert = second.page.getByRole('alert').filter({ hasText: 'Ihre Änderungen stehen noch im Formular.' });
    await alert.waitFor();
    expect(new URL(second.page.url()).pathname).toBe(`/posts/${id}/edit`);
    expect(await field.inputValue()).toBe('E2E: Fassung der zweiten Person');
    expect(await storedTitle(id)).toBe('E2E: Fassung der ersten Person');

    // Reloading shows the other version; saved on top of it, the change goes through.
    await alert.getByRole('button', { name: 'Neu laden' }).click();
    await expect.poll(() => field.inputValue()).toBe('E2E: Fassung der ersten Person');
    await expect.poll(() => alert.count()).toBe(0);
    await field.fill('E2E: Beide Fassungen gesehen');
    await second.page.getByRole('button', { name: 'Speichern' }).click();
    await second.page.getByRole('heading', { name: 'E2E: Beide Fassungen gesehen', level: 1 }).waitFor();
    expect(await storedTitle(id)).toBe('E2E: Beide Fassungen gesehen');
    await first.context.close();
    await second.context.close();
  });
});

describe('no lost work when the session ends', () => {
  it('a save after the session expired says so (no success), and signing in again returns to the form with the text', async () => {
    const id = await draftPost('E2E: Vor dem Ablauf');
    const { context, page } = await openEditor(id, 'E2E: Vor dem Ablauf');
    await settle(page);
    expectProblems(context, new RegExp(`^401 PUT /api/posts/${id}$`));
    await page.evaluate(() => localStorage.setItem('token', 'abgelaufen'));
    await page.getByRole('textbox', { name: /^Titel/ }).fill('E2E: Nach dem Ablauf');
    await page.getByRole('button', { name: 'Speichern' }).click();

    await page.getByText('Sitzung abgelaufen – bitte erneut anmelden. Ihre Eingaben sind aufbewahrt.').waitFor();
    await page.waitForURL('**/login');
    expect(await page.getByText('Beitrag gespeichert').count()).toBe(0);
    expect(await storedTitle(id)).toBe('E2E: Vor dem Ablauf');

    await signInThroughForm(page, DEMO_ACCOUNTS.brandadmin);
    await page.waitForURL(`**/posts/${id}/edit`);
    const title = page.getByRole('textbox', { name: /^Titel/ });
    await expect.poll(() => title.inputValue()).toBe('E2E: Nach dem Ablauf');
    await page.getByText('Ihre nicht gespeicherten Eingaben sind wiederhergestellt. Bitte prüfen und speichern Sie sie.').waitFor();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByRole('heading', { name: 'E2E: Nach dem Ablauf', level: 1 }).waitFor();
    expect(await storedTitle(id)).toBe('E2E: Nach dem Ablauf');
    await context.close();
  });
});

describe('no lost work when the session ends on the operator’s legal texts', () => {
  it('the text typed in „Datenschutz“ is kept through the sign-in and saved after it', async () => {
    const { context, page } = await newPage();
    await signIn(page, DEMO_ACCOUNTS.operator);
    await page.waitForURL('**/brand-management');
    await page.goto('/legal-texts');
    const privacy = page.getByRole('textbox', { name: 'Datenschutz' });
    await privacy.waitFor();
    await settle(page);
    expectProblems(context, /^401 PUT \/api\/legal-text$/);
    await page.evaluate(() => localStorage.setItem('token', 'abgelaufen'));
    await privacy.click();
    await page.keyboard.type('E2E: Datenschutz nach dem Ablauf');
    await page.getByRole('button', { name: 'Speichern' }).click();

    await page.getByText('Sitzung abgelaufen – bitte erneut anmelden. Ihre Eingaben sind aufbewahrt.').waitFor();
    await page.waitForURL('**/login');
    await signInThroughForm(page, DEMO_ACCOUNTS.operator);
    await page.waitForURL('**/legal-texts');
    await expect.poll(() => page.getByRole('textbox', { name: 'Datenschutz' }).textContent()).toContain('E2E: Datenschutz nach dem Ablauf');
    await page.getByText('Ihre nicht gespeicherten Eingaben sind wiederhergestellt. Bitte prüfen und speichern Sie sie.').waitFor();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Die Rechtstexte wurden gespeichert.').waitFor();
    expect((await api('/legal-text', { token: await login(DEMO_ACCOUNTS.operator) })).body.data.privacy).toContain('E2E: Datenschutz nach dem Ablauf');
    await context.close();
  });
});

describe('no lost work on the own profile', () => {
  it('leaving a changed profile asks first; a save on a replaced version is refused; a save leaves without asking', async () => {
    const me = (await api('/users/me?populate=profile', { token: admin })).body;
    const { id: _componentId, ...original } = me.profile ?? {};
    const { context, page } = await newPage();
    await signIn(page, DEMO_ACCOUNTS.brandadmin);
    await page.waitForURL('**/home');
    await page.goto('/profile/edit');
    const city = page.getByRole('textbox', { name: 'Ort' });
    await expect.poll(() => city.inputValue()).toBe(original.city ?? '');
    await city.fill('E2E-Stadt');

    expect(await leaveBy(page, 'Veranstaltungen', 'dismiss')).toEqual({ type: 'confirm', message: UNSAVED });
    expect(new URL(page.url()).pathname).toBe('/profile/edit');
    expect(await city.inputValue()).toBe('E2E-Stadt');

    // The same person saves in another window meanwhile.
    const elsewhere = await api(`/users/${me.id}`, { token: admin, method: 'PUT', body: { profile: { ...original, phone: '0221 4711' } } });
    expect(elsewhere.status).toBe(200);
    expectProblems(context, new RegExp(`^409 PUT /api/users/${me.id}$`));
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText(CONFLICT).waitFor();
    expect(await city.inputValue()).toBe('E2E-Stadt');
    await page.getByRole('alert').filter({ hasText: 'Ihre Änderungen stehen noch im Formular.' }).getByRole('button', { name: 'Neu laden' }).click();
    await expect.poll(() => page.getByRole('textbox', { name: 'Telefon' }).inputValue()).toBe('0221 4711');

    let asked = false;
    page.on('dialog', async (dialog) => {
      asked = true;
      await dialog.dismiss();
    });
    await page.getByRole('textbox', { name: 'Ort' }).fill('E2E-Stadt');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.waitForURL('**/profile');
    expect(asked).toBe(false);
    const stored = (await api('/users/me?populate=profile', { token: admin })).body.profile;
    expect({ city: stored.city, phone: stored.phone }).toEqual({ city: 'E2E-Stadt', phone: '0221 4711' });

    expect((await api(`/users/${me.id}`, { token: admin, method: 'PUT', body: { profile: original } })).status).toBe(200);
    await context.close();
  });
});
