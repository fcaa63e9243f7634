import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, newPage, signIn } from '../support/e2e';
import { apiClient, DEMO_ACCOUNTS, apiUrl } from '../support/api';

const { api, login } = apiClient(apiUrl);

afterAll(closeBrowser);

describe('pending invitations', () => {
  it('a brand admin sees an invitation nobody accepted yet, sends it again and withdraws it', async () => {
    const email = `offen-${Date.now()}@einladung.test`;
    const { page } = await newPage();
    await signIn(page, DEMO_ACCOUNTS.brandadmin);
    await page.waitForURL('**/home');
    await page.goto('/sales');
    await page.getByRole('button', { name: 'Außendienst einladen' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^E-Mail-Adresse/).fill(email);
    await dialog.getByRole('button', { name: 'Einladung senden' }).click();
    const firstLink = await dialog.getByLabel('Einladungslink').inputValue();
    await dialog.getByRole('button', { name: 'Schließen' }).click();

    const pending = page.getByRole('region', { name: 'Offene Einladungen' });
    const row = pending.getByRole('row', { name: new RegExp(email) });
    await row.getByText(/^Offen, gültig bis \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr$/).waitFor();
    await row.getByRole('cell', { name: 'Außendienst', exact: true }).waitFor();

    await row.getByRole('button', { name: `Einladung an ${email} erneut senden` }).click();
    await page.getByText(`Die Einladung an ${email} wurde mit einem neuen Link erneut gesendet.`).waitFor();
    const admin = await login(DEMO_ACCOUNTS.brandadmin);
    const oldCode = new URL(firstLink).searchParams.get('code')!;
    expect((await api(`/invitations/code/${oldCode}`, { token: admin })).status).toBe(404);

    await row.getByRole('button', { name: `Einladung an ${email} zurückziehen` }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByRole('heading', { name: `Einladung an ${email} zurückziehen?` }).waitFor();
    await confirm.getByText('Der Einladungslink funktioniert danach nicht mehr.').waitFor();
    await confirm.getByRole('button', { name: 'Zurückziehen' }).click();
    await page.getByText(`Die Einladung an ${email} wurde zurückgezogen.`).waitFor();
    await row.waitFor({ state: 'detached' });
    const left = await api(`/invitations?filters[email][$eq]=${encodeURIComponent(email)}`, { token: admin });
    expect(left.body.data).toEqual([]);
  });
});
