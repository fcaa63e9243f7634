import { expect, inject } from 'vitest';
import type { Browser, BrowserContext, Download, Locator, Page, Request } from 'playwright-core';
import { connectBrowser } from './browser';
import { DEMO_PASSWORD } from './api';
import { fileServer } from './fileServer';

/** This file's server, which serves the app's production build (tests/support/e2eFileSetup.ts). */
export const baseUrl = () => fileServer().url;

// The run's one Chromium (tests/support/e2eGlobalSetup.ts); each file connects to it once.
let browser: Browser | null = null;
export const getBrowser = async () => (browser ??= await connectBrowser(inject('browserEndpoint')));
/** Closes this file's connection and its contexts; the browser stays for the other files. */
export const closeBrowser = async () => {
  await browser?.close();
  browser = null;
};

/** A German user's browser: locale de-DE and, unless a test says otherwise, time zone Europe/Berlin. */
export const GERMAN_BROWSER = { locale: 'de-DE', timezoneId: 'Europe/Berlin' } as const;

type Watch = { problems: string[]; expected: RegExp[]; inFlight: Set<Request> };
const watches = new Map<BrowserContext, Watch>();

// The realtime stream stays open for as long as the page does: it is never "answered".
const isStream = (request: Request) => new URL(request.url()).pathname.endsWith('/realtime/events');

/**
 * Collects what goes wrong in a browser during a test: answers of 400 and above, console errors and
 * warnings, uncaught errors. After each test (tests/support/e2eFileSetup.ts) every one of them
 * fails the test unless the test said it provokes it (`expectProblems`).
 */
export const watchProblems = (context: BrowserContext) => {
  const watch: Watch = { problems: [], expected: [], inFlight: new Set() };
  watches.set(context, watch);
  context.on('request', (r) => !isStream(r) && watch.inFlight.add(r));
  context.on('requestfinished', (r) => watch.inFlight.delete(r));
  context.on('requestfailed', (r) => watch.inFlight.delete(r));
  context.on('response', (r) => {
    if (r.status() >= 400) watch.problems.push(`${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}`);
  });
  context.on('console', (m) => {
    // A failed load is reported above with its method and path.
    if ((m.type() === 'error' || m.type() === 'warning') && !m.text().startsWith('Failed to load resource'))
      watch.problems.push(`console ${m.type()}: ${m.text()}`);
  });
  context.on('weberror', (e) => watch.problems.push(`uncaught: ${e.error().message}`));
  return context;
};

/** A test that provokes failures on purpose (a wrong password, a server that is down) names them. */
export const expectProblems = (target: BrowserContext | Page, ...patterns: RegExp[]) => {
  const context = 'context' in target && typeof target.context === 'function' ? (target as Page).context() : (target as BrowserContext);
  watches.get(context)?.expected.push(...patterns);
};

/** The requests of a watched browser context that have not been answered yet (the realtime stream aside). */
export const requestsInFlight = (context: BrowserContext) => watches.get(context)?.inFlight.size ?? 0;

/**
 * Waits until the open screen shows its data: content in `main`, no progress bar or skeleton, and no
 * request left unanswered, still so after the page painted twice more (a lazy page loads its code,
 * then asks for its data: between the two, nothing is loading for a moment).
 */
export const settle = async (page: Page) => {
  await page.locator('#root *').first().waitFor();
  const quiet = async () =>
    requestsInFlight(page.context()) === 0 &&
    (await page.evaluate(
      () =>
        new Promise<boolean>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              const main = document.querySelector('main');
              const shown = !main || (main.textContent ?? '').trim() !== '';
              resolve(shown && !document.querySelector('[role="progressbar"], .MuiSkeleton-root'));
            }),
          ),
        ),
    )) &&
    requestsInFlight(page.context()) === 0;
  await expect.poll(quiet, { timeout: 15_000, interval: 50 }).toBe(true);
};

/** What went wrong so far in one browser context. */
export const problemsOf = (context: BrowserContext) => [...(watches.get(context)?.problems ?? [])];

/** The problems of the browsers of the test that just ran that no test expected; forgets them. */
export const unexpectedProblems = () => {
  const found = [...watches.values()].flatMap((w) => w.problems.filter((p) => !w.expected.some((e) => e.test(p))));
  watches.clear();
  return found;
};

export const newPage = async (
  viewport = { width: 1280, height: 800 },
  { timezoneId = GERMAN_BROWSER.timezoneId, colorScheme = 'light' }: { timezoneId?: string; colorScheme?: 'light' | 'dark' } = {},
): Promise<{ context: BrowserContext; page: Page }> => {
  const context = watchProblems(
    await (await getBrowser()).newContext({ viewport, locale: GERMAN_BROWSER.locale, timezoneId, colorScheme, baseURL: baseUrl() }),
  );
  const page = await context.newPage();
  return { context, page };
};

/**
 * Signs a demo account in with what the app stored when it signed in through the form once in this
 * run (tests/support/e2eGlobalSetup.ts), and opens the app; any other account or password goes
 * through the form.
 */
export const signIn = async (page: Page, email: string, password = DEMO_PASSWORD) => {
  const saved = inject('signInStates')[email];
  if (!saved || password !== DEMO_PASSWORD) return signInThroughForm(page, email, password);
  // What the browser kept (light or dark mode) stays, as it does through the form.
  const current = await page.context().storageState();
  const kept = current.origins.find((entry) => entry.origin === baseUrl())?.localStorage ?? [];
  const localStorage = [...kept.filter((entry) => !saved.some((s) => s.name === entry.name)), ...saved];
  await page.context().setStorageState({ ...current, origins: [{ origin: baseUrl(), localStorage }] });
  await page.goto('/');
};

/** Signs in through the login form, as a person would (the tests of the sign-in itself). */
export const signInThroughForm = async (page: Page, email: string, password = DEMO_PASSWORD) => {
  await page.goto('/login');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel(/^Passwort\s*\*?$/).fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
};

/** A downloaded file's bytes, read through the connection to the run's browser (it has the file). */
export const downloadedBytes = async (download: Download): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** An element's visible label without its badge (the unread count of Chats). */
export const labelOf = (locator: Locator) =>
  locator.evaluate((el) => {
    const copy = el.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('.MuiBadge-badge').forEach((badge) => badge.remove());
    return (copy.textContent ?? '').trim();
  });

export const menuItems = async (page: Page) => {
  const items = page.getByRole('menu', { name: 'Hauptmenü' }).getByRole('menuitem');
  await items.first().waitFor();
  const count = await items.count();
  const result: { label: string; disabled: boolean }[] = [];
  for (let i = 0; i < count; i++) {
    const item = items.nth(i);
    result.push({
      label: await labelOf(item),
      disabled: (await item.getAttribute('aria-disabled')) === 'true',
    });
  }
  return result;
};

/** Words react-admin or MUI would show if a text escaped the German catalog. */
export const ENGLISH_WORDS = [
  'Search',
  'Export',
  'Rows per page',
  'Loading',
  'Logout',
  'Sign in',
  'Create',
  'Save',
  'Delete',
  'Refresh',
  'No results',
  'Filter',
  'Username',
  'Password',
  'Dashboard page',
  'Not found',
  'Toggle',
  'of ',
  'Page',
];
export const englishWordsIn = (text: string) => ENGLISH_WORDS.filter((w) => new RegExp(`\\b${w}\\b`).test(text));
