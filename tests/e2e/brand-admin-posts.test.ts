import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, englishWordsIn, expectProblems, newPage, signIn } from '../support/e2e';
import {} from 'vitest';
import { apiClient, DEMO_ACCOUNTS, apiUrl } from '../support/api';
import { dateField, dateFieldText, enterDate } from '../support/e2eDates';

afterAll(closeBrowser);

describe('brand admin: posts', () => {
  it('creates a draft, publishes it, takes it offline and deletes it', async () => {
    const { context, page } = await newPage();
    await signIn(page, DEMO_ACCOUNTS.brandadmin);
    await page.waitForURL('**/home');
    await page.getByRole('menuitem', { name: 'Beiträge' }).click();
    await page.getByText('Neue Leitlinie zur Hypertonie-Therapie').waitFor();
    await page.getByRole('link', { name: 'Beitrag anlegen' }).click();
    await page.getByRole('textbox', { name: /^Titel/ }).fill('E2E: Neuer Beitrag');
    // The rich-text editor: typed markup stays text, the toolbar formats.
    await page.locator('.ProseMirror').click();
    await page.keyboard.type('Hallo Praxis <script>window.hacked = true</script> wichtig');
    for (let i = 0; i < 'wichtig'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
    await page.getByRole('button', { name: 'Fett' }).click();
    await page.getByRole('button', { name: 'Speichern' }).click();

    await page.getByRole('heading', { name: 'E2E: Neuer Beitrag', level: 1 }).waitFor();
    await page.getByText('Entwurf', { exact: true }).waitFor();
    await page.locator('strong', { hasText: 'wichtig' }).waitFor();
    await page.getByText('Hallo Praxis <script>window.hacked = true</script>', { exact: false }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { hacked?: boolean }).hacked)).toBeUndefined();
    await page.getByText(/^angelegt · brandadmin@example\.com$/).waitFor();

    await page.getByRole('button', { name: 'Veröffentlichen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Veröffentlichen' }).click();
    await page.getByText('Beitrag veröffentlicht.', { exact: false }).waitFor();
    await page.getByText(/^Veröffentlicht am \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr$/).waitFor();
    await page.getByText(/^veröffentlicht · brandadmin@example\.com$/).waitFor();

    await page.getByRole('menuitem', { name: 'Beiträge' }).click();
    const row = page.locator('tbody tr', { hasText: 'E2E: Neuer Beitrag' });
    await row.getByText(/^Veröffentlicht am/).waitFor();

    await row.click();
    await page.getByRole('button', { name: 'Zurückziehen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Zurückziehen' }).click();
    await page.getByText('Beitrag zurückgezogen.').waitFor();
    await page.getByText('Entwurf', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Löschen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Bestätigen' }).click();
    await page.waitForURL('**/posts');
    await expect.poll(() => page.getByText('E2E: Neuer Beitrag').count()).toBe(0);
    expect(englishWordsIn(await page.locator('body').innerText())).toEqual([]);
    await context.close();
  });

  it('schedules a draft, moves the date, deletes the schedule, then publishes it', async () => {
    const { context, page } = await newPage();
    await signIn(page, DEMO_ACCOUNTS.brandadmin);
    await page.waitForURL('**/home');
    await page.goto('/posts/create');
    await page.getByRole('textbox', { name: /^Titel/ }).fill('E2E: Geplanter Beitrag');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByRole('heading', { name: 'E2E: Geplanter Beitrag', level: 1 }).waitFor();
    await page.getByText('Keine Veröffentlichung geplant.').waitFor();

    const year = new Date().getFullYear() + 1;
    const when = dateField(page, 'Datum und Uhrzeit');
    await page.getByRole('button', { name: 'Veröffentlichung planen' }).click();
    await enterDate(when, '01.01.2020 10:00');
    await page.getByRole('button', { name: 'Zeitpunkt speichern' }).click();
    await page.getByText('Der Zeitpunkt muss in der Zukunft liegen.').waitFor();
    expect(await dateFieldText(when)).toBe('01.01.2020 10:00');

    await enterDate(when, `15.03.${year} 09:30`);
    await page.getByRole('button', { name: 'Zeitpunkt speichern' }).click();
    await page.getByText(`Wird am 15.03.${year}, 09:30 Uhr veröffentlicht.`).waitFor();
    await page.getByText(`Geplant für 15.03.${year}, 09:30 Uhr`, { exact: true }).waitFor();
    await page.getByText(`Veröffentlichung geplant für 15.03.${year}, 09:30 Uhr · brandadmin@example.com`).waitFor();

    await page.getByRole('menuitem', { name: 'Beiträge' }).click();
    const row = page.locator('tbody tr', { hasText: 'E2E: Geplanter Beitrag' });
    await row.getByText(`Geplant für 15.03.${year}, 09:30 Uhr`).waitFor();

    await row.click();
    await page.getByRole('button', { name: 'Zeitpunkt ändern' }).click();
    await enterDate(when, `01.04.${year} 18:00`);
    await page.getByRole('button', { name: 'Zeitpunkt speichern' }).click();
    await page.getByText(`Wird am 01.04.${year}, 18:00 Uhr veröffentlicht.`).waitFor();

    await page.getByRole('button', { name: 'Planung löschen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Bestätigen' }).click();
    await page.getByText('Keine Veröffentlichung geplant.').waitFor();
    await page.getByText('Entwurf', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Veröffentlichen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Veröffentlichen' }).click();
    await page.getByText(/^Veröffentlicht am \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr$/).waitFor();
    await page.getByRole('menuitem', { name: 'Beiträge' }).click();
    await page
      .locator('tbody tr', { hasText: 'E2E: Geplanter Beitrag' })
      .getByText(/^Veröffentlicht am/)
      .waitFor();
    expect(englishWordsIn(await page.locator('body').innerText())).toEqual([]);
    await context.close();
  });

  it('script in a post written through the API is shown harmless', async () => {
    const { api, login } = apiClient(apiUrl);
    const token = await login(DEMO_ACCOUNTS.brandadmin);
    const brand = (await api('/brands?filters[name][$eq]=Cardiovia', { token })).body.data[0].documentId;
    const created = await api('/posts', {
      token,
      method: 'POST',
      body: {
        data: {
          title: '<b>Fett?</b> Titel',
          type: 'news',
          brand,
          content: '<p>Sicher</p><img src="x" onerror="window.hacked=1"><script>window.hacked=2</script><a href="javascript:window.hacked=3">Link</a>',
        },
      },
    });
    const { context, page } = await newPage();
    // The harmless remains of the hostile markup: an image with the relative address "x".
    expectProblems(context, /^404 GET \/posts\/x$/);
    await signIn(page, DEMO_ACCOUNTS.brandadmin);
    await page.waitForURL('**/home');
    // The image's address is answered (404) before the check: its onerror would have run by then.
    const imageAnswered = page.waitForResponse((r) => new URL(r.url()).pathname === '/posts/x');
    await page.goto(`/posts/${created.body.data.documentId}`);
    await page.getByRole('heading', { name: '<b>Fett?</b> Titel', level: 1 }).waitFor();
    await page.getByText('Sicher').waitFor();
    await imageAnswered;
    // Nothing of the script is left in the page: no script element, handler or javascript: address.
    expect(await page.locator('main script, main [onerror], main a[href^="javascript"]').count()).toBe(0);
    await page.getByText('Link').click();
    // A javascript: address would run in a task after the click's: one more task of the page first.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
    expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
    await context.close();
  });

  it('switching the brand in the user menu shows the other brand’s posts, also after a reload', async () => {
    const { context, page } = await newPage();
    await signIn(page, DEMO_ACCOUNTS.brandadmin);
    await page.waitForURL('**/home');
    await page.getByRole('menuitem', { name: 'Beiträge' }).click();
    await page.getByText('Neue Leitlinie zur Hypertonie-Therapie').waitFor();
    await page.getByRole('button', { name: /Benutzermenü$/ }).click();
    await page.getByRole('menuitem', { name: 'Brand wechseln' }).click();
    await page.getByRole('list', { name: 'Brand wechseln' }).getByText('DermaSana').click();
    await page.getByText('Sie arbeiten jetzt für DermaSana.').waitFor();
    await page.getByRole('menuitem', { name: 'Beiträge' }).click();
    await page.getByText('Sonnenschutz in der Praxis').waitFor();
    expect(await page.getByText('Neue Leitlinie zur Hypertonie-Therapie').count()).toBe(0);
    await page.reload();
    await page.getByText('Sonnenschutz in der Praxis').waitFor();
    await page.getByText('DermaSana', { exact: true }).waitFor();
    await context.close();
  });
});

describe('readers of posts', () => {
  it('a brand viewer reads drafts but has no write controls', async () => {
    const { context, page } = await newPage();
    await signIn(page, DEMO_ACCOUNTS.brandviewer);
    await page.waitForURL('**/home');
    await page.getByRole('menuitem', { name: 'Beiträge' }).click();
    await page.getByText('Entwurf: Fachinformation Update').waitFor();
    expect(await page.getByRole('link', { name: 'Beitrag anlegen' }).count()).toBe(0);
    await page.getByText('Entwurf: Fachinformation Update').click();
    await page.getByRole('heading', { name: 'Entwurf: Fachinformation Update', level: 1 }).waitFor();
    expect(await page.getByRole('button', { name: /Veröffentlichen|Löschen/ }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Bearbeiten' }).count()).toBe(0);
    await context.close();
  });

  it('a sales rep on a phone reads a published post as an article', async () => {
    const { context, page } = await newPage({ width: 390, height: 844 });
    await signIn(page, DEMO_ACCOUNTS.sales);
    await page.waitForURL('**/home');
    await page.getByRole('navigation', { name: 'Hauptmenü' }).getByText('Beiträge').click();
    await page.getByText('Neue Leitlinie zur Hypertonie-Therapie').click();
    await page.getByRole('heading', { name: 'Neue Leitlinie zur Hypertonie-Therapie', level: 1 }).waitFor();
    await page.getByText('Indikation und Dosierung').waitFor();
    expect(await page.getByText('Entwurf: Fachinformation Update').count()).toBe(0);
    await context.close();
  });
});
