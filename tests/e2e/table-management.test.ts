import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, englishWordsIn, expectProblems, newPage, signIn } from '../support/e2e';
import { DEMO_ACCOUNTS } from '../support/api';

afterAll(closeBrowser);

/** The table row whose name cell is exactly `name`. */
const row = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

const signInAsOperator = async (page: Page) => {
  await signIn(page, DEMO_ACCOUNTS.operator);
  await page.waitForURL('**/brand-management');
};

describe('table management (/table-management/{table})', () => {
  it('an operator creates, edits and deletes a license', async () => {
    const { context, page } = await newPage();
    await signInAsOperator(page);
    await page.goto('/table-management/licenses');
    expect(await page.getByRole('tab', { name: 'Lizenzen' }).getAttribute('aria-selected')).toBe('true');
    await row(page, 'Basis').waitFor();

    const name = `E2E-Lizenz ${Date.now()}`;
    await page.getByRole('button', { name: 'Lizenz anlegen' }).click();
    const create = page.getByRole('dialog', { name: 'Neue Lizenz' });
    await create.getByLabel(/^Name/).fill(name);
    await create.getByLabel(/^Beschreibung/).fill('Angelegt im Browser-Test');
    await create.getByLabel(/^Max\. Außendienst-Nutzer/).fill('12');
    await create.getByRole('button', { name: 'Speichern' }).click();
    await create.waitFor({ state: 'hidden' });
    await row(page, name).waitFor();
    expect(await row(page, name).innerText()).toContain('Angelegt im Browser-Test');
    expect(englishWordsIn(await page.locator('body').innerText())).toEqual([]);

    const renamed = `${name} geändert`;
    await row(page, name).getByRole('button', { name: 'Bearbeiten' }).click();
    const edit = page.getByRole('dialog', { name: `Lizenz „${name}“ bearbeiten` });
    await edit.getByLabel(/^Name/).fill(renamed);
    await edit.getByRole('button', { name: 'Speichern' }).click();
    await edit.waitFor({ state: 'hidden' });
    await row(page, renamed).waitFor();

    await row(page, renamed).getByRole('button', { name: 'Löschen' }).click();
    const confirm = page.getByRole('dialog', { name: `Lizenz „${renamed}“ löschen?` });
    await confirm.getByRole('button', { name: 'Bestätigen' }).click();
    await page.getByText('Lizenz gelöscht').waitFor();
    await row(page, renamed).waitFor({ state: 'detached' });
    await context.close();
  });

  it('a license still used by brands is not deleted: the server’s German reason is shown', async () => {
    const { context, page } = await newPage();
    await signInAsOperator(page);
    expectProblems(context, /^409 DELETE \/api\/licenses\//);
    await page.goto('/table-management/licenses');
    await row(page, 'Basis').getByRole('button', { name: 'Löschen' }).click();
    await page.getByRole('dialog', { name: 'Lizenz „Basis“ löschen?' }).getByRole('button', { name: 'Bestätigen' }).click();
    await page.getByText('Die Lizenz „Basis“ ist noch Brands zugeordnet und kann nicht gelöscht werden.').waitFor();
    await page.reload();
    await row(page, 'Basis').waitFor();
    await context.close();
  });

  it('the id selects the table; the tabs switch between them', async () => {
    const { context, page } = await newPage();
    await signInAsOperator(page);
    await page.goto('/table-management/specializations');
    expect(await page.getByRole('tab', { name: 'Fachrichtungen' }).getAttribute('aria-selected')).toBe('true');
    await row(page, 'Kardiologie').waitFor();
    await page.getByRole('tab', { name: 'Add-ons' }).click();
    await page.waitForURL('**/table-management/addons');
    await row(page, 'Chat-Modul').waitFor();
    expect(englishWordsIn(await page.locator('body').innerText())).toEqual([]);
    await context.close();
  });

  it('an employee (mitarbeiter) sees "Kein Zugriff"', async () => {
    const { context, page } = await newPage();
    await signIn(page, DEMO_ACCOUNTS.mitarbeiter);
    await page.waitForURL('**/brand-management');
    await page.goto('/table-management');
    await page.getByRole('heading', { name: 'Kein Zugriff' }).waitFor();
    await context.close();
  });
});
