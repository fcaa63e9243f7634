import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, newPage, signIn } from '../support/e2e';
import { apiClient, DEMO_ACCOUNTS, apiUrl } from '../support/api';

const { api, login } = apiClient(apiUrl);

afterAll(closeBrowser);

/** The breadcrumb trail's items as shown, once its last item is there. */
const trailOf = async (page: Page, last: string) => {
  const trail = page.getByRole('navigation', { name: 'Navigationspfad' });
  await trail.locator('[aria-current="page"]', { hasText: last }).waitFor();
  return (await trail.locator('li:not([aria-hidden])').allInnerTexts()).map((text) => text.trim());
};

const cancel = (page: Page) => page.getByRole('link', { name: 'Abbrechen' }).click();

describe('navigation', () => {
  it('breadcrumbs lead from a post’s edit page to the post and to the list; Abbrechen goes back to the post', async () => {
    const admin = await login(DEMO_ACCOUNTS.brandadmin);
    const cardiovia = (await api('/brands?filters[name][$eq]=Cardiovia', { token: admin })).body.data[0].documentId;
    const id = (await api('/posts', { token: admin, method: 'POST', body: { data: { title: 'E2E: Wegweiser', type: 'news', brand: cardiovia } } })).body.data
      .documentId as string;

    const { page } = await newPage();
    await signIn(page, DEMO_ACCOUNTS.brandadmin);
    await page.waitForURL('**/home');
    await page.goto(`/posts/${id}/edit`);
    const trail = page.getByRole('navigation', { name: 'Navigationspfad' });
    await trail.getByText('Bearbeiten').waitFor();
    expect(await trail.locator('[aria-current="page"]').innerText()).toBe('Bearbeiten');

    await trail.getByRole('link', { name: 'E2E: Wegweiser' }).click();
    await page.waitForURL(`**/posts/${id}`);
    await page.getByRole('heading', { name: 'E2E: Wegweiser', level: 1 }).waitFor();

    await page.getByRole('link', { name: 'Bearbeiten' }).click();
    await page.waitForURL(`**/posts/${id}/edit`);
    await page
      .getByRole('button', { name: 'Abbrechen' })
      .or(page.getByRole('link', { name: 'Abbrechen' }))
      .click();
    await page.waitForURL(`**/posts/${id}`);

    await page.goto(`/posts/${id}/edit`);
    await trail.getByRole('link', { name: 'Beiträge' }).click();
    await page.waitForURL(/\/posts(\?|$)/);
    await page.getByRole('row', { name: /E2E: Wegweiser/ }).waitFor();
  });

  it('the operator reaches links and reference tables from the menu, and a brand’s number in the address opens the brand', async () => {
    const operator = await login(DEMO_ACCOUNTS.operator);
    const brand = (await api('/brands?filters[name][$eq]=DermaSana', { token: operator })).body.data[0] as { id: number; documentId: string };
    const { page } = await newPage();
    await signIn(page, DEMO_ACCOUNTS.operator);
    await page.waitForURL('**/brand-management');
    const masterData = page.getByRole('menu', { name: 'Stammdaten' });
    await masterData.getByRole('menuitem', { name: 'Linkverwaltung' }).click();
    await page.waitForURL('**/link-management');
    await masterData.getByRole('menuitem', { name: 'Tabellenverwaltung' }).click();
    await page.waitForURL('**/table-management**');

    await page.goto(`/brand-management/${brand.id}`);
    await page.waitForURL(`**/brand-management/${brand.documentId}`);
    await page.getByText('DermaSana').first().waitFor();
    await page.goto('/brand-management/999999');
    await page.getByRole('alert').getByText('Das Element existiert nicht').waitFor();
  });

  it('the operator’s brand, license and user pages have breadcrumbs, and Abbrechen goes back where the form was opened from', async () => {
    const operator = await login(DEMO_ACCOUNTS.operator);
    const brand = (await api('/brands?filters[name][$eq]=DermaSana', { token: operator })).body.data[0].documentId as string;
    const rep = (await api(`/users?filters[email][$eq]=${DEMO_ACCOUNTS.sales}&populate=profile`, { token: operator })).body[0];
    const { page } = await newPage();
    await signIn(page, DEMO_ACCOUNTS.operator);
    await page.waitForURL('**/brand-management');

    await page.goto(`/brand-management/${brand}`);
    expect(await trailOf(page, 'DermaSana')).toEqual(['Brandverwaltung', 'DermaSana']);
    await page.goto(`/brand-management/${brand}/edit-license`);
    expect(await trailOf(page, 'Lizenz bearbeiten')).toEqual(['Brandverwaltung', 'DermaSana', 'Lizenz bearbeiten']);
    await cancel(page);
    await page.waitForURL(`**/brand-management/${brand}`);

    await page.goto(`/user-management/${rep.id}`);
    const name = `${rep.profile.firstName} ${rep.profile.lastName}`;
    expect(await trailOf(page, name)).toEqual(['Nutzerverwaltung', name]);
    await page.getByRole('navigation', { name: 'Navigationspfad' }).getByRole('link', { name: 'Nutzerverwaltung' }).click();
    await page.waitForURL(/\/user-management(\?|$)/);
  });

  it('the brand admin’s field service, new event and brand profile forms have breadcrumbs and Abbrechen', async () => {
    const operator = await login(DEMO_ACCOUNTS.operator);
    const rep = (await api(`/users?filters[email][$eq]=${DEMO_ACCOUNTS.sales}&populate=profile`, { token: operator })).body[0];
    const { page } = await newPage();
    await signIn(page, DEMO_ACCOUNTS.brandadmin);
    await page.waitForURL('**/home');

    await page.goto(`/sales/${rep.id}/edit`);
    const name = `${rep.profile.firstName} ${rep.profile.lastName}`;
    expect(await trailOf(page, name)).toEqual(['Außendienst', name]);
    await cancel(page);
    await page.waitForURL(/\/sales(\?|$)/);

    await page.goto('/events/create');
    expect(await trailOf(page, 'Erstellen')).toEqual(['Veranstaltungen', 'Erstellen']);
    await cancel(page);
    await page.waitForURL(/\/events(\?|$)/);

    await page.goto('/brand-profile/edit');
    expect(await trailOf(page, 'Bearbeiten')).toEqual(['Brandprofil', 'Cardiovia', 'Bearbeiten']);
    await cancel(page);
    await page.waitForURL('**/brand-profile');
  });
});
