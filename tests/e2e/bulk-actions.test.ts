import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, newPage, signIn } from '../support/e2e';
import { apiClient, DEMO_ACCOUNTS, apiUrl } from '../support/api';

const { api, login } = apiClient(apiUrl);
const PASSWORD = 'Demo1234!';
let admin: string;
let cardiovia: string;

afterAll(closeBrowser);
beforeAll(async () => {
  admin = await login(DEMO_ACCOUNTS.brandadmin);
  cardiovia = (await api('/brands?filters[name][$eq]=Cardiovia', { token: admin })).body.data[0].documentId;
});

/** A new sales rep of Cardiovia, joined through the brand admin's invitation: its e-mail. */
const joinedRep = async (name: string) => {
  const email = `sammel-${name}-${Date.now()}@einladung.test`;
  const invited = await api('/invitations', { token: admin, method: 'POST', body: { data: { email, role: 'sales', brand: cardiovia } } });
  const registered = await api('/auth/local/register', {
    method: 'POST',
    body: { username: email, email, password: PASSWORD, profile: { firstName: 'Sammel', lastName: name } },
  });
  const code = new URL(invited.body.data.link).searchParams.get('code');
  expect((await api('/invitations/accept', { token: registered.body.jwt, method: 'POST', body: { code } })).status).toBe(200);
  return email;
};
const canSignIn = async (email: string) => (await api('/auth/local', { method: 'POST', body: { identifier: email, password: PASSWORD } })).status === 200;

const livePost = async (title: string) => {
  const id = (await api('/posts', { token: admin, method: 'POST', body: { data: { title, type: 'news', brand: cardiovia } } })).body.data.documentId as string;
  expect((await api(`/posts/${id}/publish`, { token: admin, method: 'POST' })).status).toBe(200);
  return id;
};

describe('bulk actions', () => {
  it('a brand admin withdraws three posts in one action after confirming', async () => {
    const titles = ['E2E Sammel 1', 'E2E Sammel 2', 'E2E Sammel 3'];
    const ids = [];
    for (const title of titles) ids.push(await livePost(title));
    const sales = await login(DEMO_ACCOUNTS.sales);
    expect((await api(`/posts/${ids[0]}`, { token: sales })).status).toBe(200);

    const { page } = await newPage();
    await signIn(page, DEMO_ACCOUNTS.brandadmin);
    await page.waitForURL('**/home');
    await page.goto('/posts');
    for (const title of titles)
      await page
        .getByRole('row', { name: new RegExp(title) })
        .getByRole('checkbox')
        .check();
    await page.getByText('3 Elemente ausgewählt').waitFor();

    await page.getByRole('button', { name: 'Zurückziehen' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: '3 Beiträge zurückziehen?' }).waitFor();
    await dialog
      .getByText('Der Außendienst sieht die Beiträge danach nicht mehr. Die Entwürfe bleiben erhalten, geplante Veröffentlichungen werden entfernt.')
      .waitFor();
    await dialog.getByRole('button', { name: 'Zurückziehen' }).click();
    await page.getByText('3 Beiträge zurückgezogen', { exact: true }).waitFor();
    for (const title of titles) await page.getByRole('row', { name: new RegExp(`${title}.*Entwurf`) }).waitFor();

    for (const id of ids) expect((await api(`/posts/${id}`, { token: sales })).status).toBe(404);
  });

  it('a brand admin blocks two field-service members in one action, then unblocks them', async () => {
    const emails = [await joinedRep('eins'), await joinedRep('zwei')];
    const { page } = await newPage();
    await signIn(page, DEMO_ACCOUNTS.brandadmin);
    await page.waitForURL('**/home');
    await page.goto('/sales?perPage=100');
    const rowOf = (email: string) => page.getByRole('row', { name: new RegExp(email.replace(/[.]/g, '\\.')) });
    for (const email of emails) await rowOf(email).getByRole('checkbox').check();

    await page.getByRole('button', { name: 'Sperren', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: '2 Personen sperren?' }).waitFor();
    await dialog.getByText('Sie können sich danach nicht mehr anmelden.').waitFor();
    await dialog.getByRole('button', { name: 'Sperren', exact: true }).click();
    await page.getByText('2 Personen gesperrt', { exact: true }).waitFor();
    for (const email of emails) await rowOf(email).getByText('Gesperrt').waitFor();
    expect((await api('/auth/local', { method: 'POST', body: { identifier: emails[0], password: PASSWORD } })).status).toBe(400);

    for (const email of emails) await rowOf(email).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Entsperren', exact: true }).click();
    await dialog.getByRole('button', { name: 'Entsperren' }).click();
    await page.getByText('2 Personen entsperrt', { exact: true }).waitFor();
    expect((await api('/auth/local', { method: 'POST', body: { identifier: emails[0], password: PASSWORD } })).status).toBe(200);
  });

  it('an operator blocks two users found by a search in one action', async () => {
    const stamp = Date.now();
    const emails = [await joinedRep(`op${stamp}a`), await joinedRep(`op${stamp}b`)];
    const { page } = await newPage();
    await signIn(page, DEMO_ACCOUNTS.operator);
    await page.waitForURL('**/brand-management');
    await page.goto('/user-management');
    await page.getByPlaceholder('Name oder E-Mail').fill(`op${stamp}`);
    await expect.poll(() => page.locator('tbody tr').count()).toBe(2);
    await page.getByRole('checkbox', { name: 'Alle auswählen' }).check();
    await page.getByRole('button', { name: 'Sperren', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: '2 Personen sperren?' }).waitFor();
    await dialog.getByRole('button', { name: 'Sperren', exact: true }).click();
    await page.getByText('2 Personen gesperrt', { exact: true }).waitFor();
    expect(await canSignIn(emails[0])).toBe(false);
    expect(await canSignIn(emails[1])).toBe(false);
  });
});
