import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { closeBrowser, getBrowser, GERMAN_BROWSER, signIn, watchProblems } from '../support/e2e';
import { apiClient, DEMO_ACCOUNTS } from '../support/api';
import { fileServer } from '../support/fileServer';
import type { TestStrapi } from '../support/strapiServer';

// The file's own server (tests/support/fileServer.ts), serving the app as `npm start` does: it goes
// down and comes back in the middle of a session.
let strapi: TestStrapi;
let baseURL: string;
const contexts: BrowserContext[] = [];
const { api, login, me } = apiClient(() => strapi.apiUrl);

const openPage = async (viewport = { width: 1280, height: 800 }): Promise<Page> => {
  const context = watchProblems(await (await getBrowser()).newContext({ viewport, ...GERMAN_BROWSER, baseURL }));
  contexts.push(context);
  return context.newPage();
};

beforeAll(() => {
  strapi = fileServer();
  baseURL = strapi.url;
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await closeBrowser();
});

describe('the server goes away during a session', () => {
  it('saving while the server is down keeps the form and says so; once it is back, saving works without a reload', async () => {
    const page = await openPage();
    await signIn(page, DEMO_ACCOUNTS.brandadmin);
    await page.waitForURL('**/home');
    // The form is loaded (its choices of Fachrichtungen too) before the server goes away: a form
    // opened while the server is down says so at the field, which is another test's matter.
    const choicesLoaded = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/specializations' && r.ok());
    await page.goto('/posts/create');
    await choicesLoaded;
    await page.getByRole('textbox', { name: /^Titel/ }).fill('Während der Wartung geschrieben');

    await strapi.down();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung.').waitFor();
    expect(await page.getByRole('textbox', { name: /^Titel/ }).inputValue()).toBe('Während der Wartung geschrieben');

    await strapi.up();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByRole('heading', { name: 'Während der Wartung geschrieben', level: 1 }).waitFor();
  }, 120_000);

  it('the sales workspace says the connection is lost, reconnects by itself and shows what came meanwhile', async () => {
    const page = await openPage();
    await signIn(page, DEMO_ACCOUNTS.sales);
    await page.waitForURL('**/home');
    await page.goto('/chat');
    await page.getByText('Dr. med. Anna Arendt').first().waitFor();

    await strapi.down();
    // The event stream ends with the server, so this is not the idle watchdog's 45 s. The browser
    // still has its network: the notice blames the server, not the phone, and keeps the chats shown.
    await page
      .getByRole('status')
      .filter({
        hasText:
          /^Die Verbindung zum Server ist unterbrochen\. Sie wird automatisch wiederhergestellt\. Angezeigt wird der gespeicherte Stand vom \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr\.$/,
      })
      .waitFor({ timeout: 20_000 });
    expect(await page.getByText('Dr. med. Anna Arendt').first().isVisible()).toBe(true);
    await strapi.up();
    // Sent after the restart but possibly before the browser's stream is back: nothing is lost.
    const arzt = await login(DEMO_ACCOUNTS.arzt);
    const chat = (await api('/chats', { token: arzt, method: 'POST', body: { data: { contact: (await me(await login(DEMO_ACCOUNTS.sales))).id } } })).body.data;
    expect((await api(`/chats/${chat.id}/messages`, { token: arzt, method: 'POST', body: { data: { text: 'Nach dem Neustart geschrieben' } } })).status).toBe(
      201,
    );
    await page.getByText('Die Verbindung ist wieder da.').waitFor({ timeout: 60_000 });
    // In the page, below the app bar: not over its menu, as a snackbar at the top was.
    const notice = await page.getByText('Die Verbindung ist wieder da.').boundingBox();
    const appBar = await page.locator('header').first().boundingBox();
    expect(notice!.y).toBeGreaterThanOrEqual(appBar!.y + appBar!.height);
    await page.getByText('Nach dem Neustart geschrieben').first().waitFor({ timeout: 30_000 });
  }, 180_000);
});
