import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, newPage, signIn } from '../support/e2e';
import { apiClient, DEMO_ACCOUNTS, apiUrl } from '../support/api';

const { api, login } = apiClient(apiUrl);
const PASSWORD = 'Demo1234!';
let admin: string;
let operator: string;
const brands: Record<string, string> = {};
const made = { posts: [] as string[], actions: [] as string[], users: [] as number[] };

afterAll(async () => {
  for (const id of made.actions) await api(`/publisher/actions/${id}`, { token: admin, method: 'DELETE' });
  for (const id of made.posts) await api(`/posts/${id}`, { token: admin, method: 'DELETE' });
  for (const id of made.users) await api(`/users/${id}`, { token: operator, method: 'DELETE' });
  await closeBrowser();
});
beforeAll(async () => {
  admin = await login(DEMO_ACCOUNTS.brandadmin);
  operator = await login(DEMO_ACCOUNTS.operator);
  for (const b of (await api('/brands?pagination[pageSize]=100', { token: operator })).body.data as { name: string; documentId: string }[])
    brands[b.name] = b.documentId;
});

const post = async (title: string) => {
  const id = (await api('/posts', { token: admin, method: 'POST', body: { data: { title, type: 'news', brand: brands.Cardiovia } } })).body.data
    .documentId as string;
  made.posts.push(id);
  return id;
};

/** A new sales rep of Cardiovia, joined through the brand admin's invitation. */
const joinedRep = async (name: string) => {
  const email = `filter-${name}-${Date.now()}@einladung.test`;
  const invited = await api('/invitations', { token: admin, method: 'POST', body: { data: { email, role: 'sales', brand: brands.Cardiovia } } });
  const registered = await api('/auth/local/register', {
    method: 'POST',
    body: { username: email, email, password: PASSWORD, profile: { firstName: 'Filter', lastName: name } },
  });
  const code = new URL(invited.body.data.link).searchParams.get('code');
  expect((await api('/invitations/accept', { token: registered.body.jwt, method: 'POST', body: { code } })).status).toBe(200);
  made.users.push(registered.body.user.id);
  return registered.body.user.id as number;
};

describe('list filters', () => {
  it('a brand admin filters the posts by „Geplant“, sees only scheduled posts, and the URL keeps the filter after reloading', async () => {
    const stamp = `Filter ${Date.now()}`;
    await post(`${stamp} Entwurf`);
    const scheduled = await post(`${stamp} Geplant`);
    const action = await api('/publisher/actions', {
      token: admin,
      method: 'POST',
      body: { data: { entityId: scheduled, entitySlug: 'api::post.post', mode: 'publish', executeAt: new Date(Date.now() + 10 * 86_400_000).toISOString() } },
    });
    expect(action.status).toBe(201);
    made.actions.push(action.body.data.documentId);
    const live = await post(`${stamp} Live`);
    expect((await api(`/posts/${live}/publish`, { token: admin, method: 'POST' })).status).toBe(200);

    const { page } = await newPage();
    await signIn(page, DEMO_ACCOUNTS.brandadmin);
    await page.waitForURL('**/home');
    await page.goto('/posts');
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Geplant', exact: true }).click();
    await page.waitForURL(/filter=.*state.*scheduled/);
    // Every row of the brand's list is scheduled (the demo data has posts in every state).
    const rows = () => page.locator('tbody tr').allTextContents();
    await expect.poll(async () => (await rows()).length).toBeGreaterThan(0);
    await expect
      .poll(async () => (await rows()).every((row) => /Geplant für \d{2}\.\d{2}\.\d{4}/.test(row) && !/Entwurf|Veröffentlicht am/.test(row)))
      .toBe(true);
    await page.getByPlaceholder('Titel suchen').fill(stamp);
    await expect.poll(() => page.locator('tbody tr td.column-title').allTextContents()).toEqual([`${stamp} Geplant`]);

    await page.reload();
    await expect.poll(() => page.locator('tbody tr td.column-title').allTextContents()).toEqual([`${stamp} Geplant`]);
    expect(await page.getByRole('combobox', { name: 'Status' }).innerText()).toBe('Geplant');
    expect(new URL(page.url()).searchParams.get('filter')).toContain('"state":"scheduled"');
  });

  it('an operator assigns a brand to two users in one action after confirming the count', async () => {
    const stamp = `z${Date.now()}`;
    const ids = [await joinedRep(`${stamp}a`), await joinedRep(`${stamp}b`)];
    const { page } = await newPage();
    await signIn(page, DEMO_ACCOUNTS.operator);
    await page.waitForURL('**/brand-management');
    await page.goto('/user-management');
    await page.getByPlaceholder('Name oder E-Mail').fill(stamp);
    await expect.poll(() => page.locator('tbody tr').count()).toBe(2);
    await page.getByRole('checkbox', { name: 'Alle auswählen' }).check();
    await page.getByRole('button', { name: 'Brand zuweisen' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: '2 Personen einer Brand zuweisen?' }).waitFor();
    await dialog.getByText('Sie erhalten Zugang zur gewählten Brand; ihre anderen Brands bleiben.').waitFor();
    await dialog.getByRole('combobox', { name: 'Brand' }).click();
    await page.getByRole('option', { name: 'DermaSana', exact: true }).click();
    await dialog.getByRole('button', { name: 'Brand zuweisen' }).click();
    await page.getByText('2 Personen zugewiesen', { exact: true }).waitFor();
    for (const id of ids) {
      const names = ((await api(`/users/${id}?populate[0]=brands`, { token: operator })).body.brands as { name: string }[]).map((b) => b.name).sort();
      expect(names).toEqual(['Cardiovia', 'DermaSana']);
    }
    await expect.poll(() => page.locator('tbody tr', { hasText: 'DermaSana' }).count()).toBe(2);
  });
});
