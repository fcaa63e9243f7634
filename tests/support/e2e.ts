import { inject } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { DEMO_PASSWORD } from './api';

export const baseUrl = () => inject('baseUrl');

let browser: Browser | null = null;
export const getBrowser = async () => (browser ??= await launchBrowser());
export const closeBrowser = async () => {
  await browser?.close();
  browser = null;
};

/** A German user's browser: locale de-DE and, unless a test says otherwise, time zone Europe/Berlin. */
export const GERMAN_BROWSER = { locale: 'de-DE', timezoneId: 'Europe/Berlin' } as const;

type Watch = { problems: string[]; expected: RegExp[] };
const watches = new Map<BrowserContext, Watch>();

/**
 * Collects what goes wrong in a browser during a test: answers of 400 and above, console errors and
 * warnings, uncaught errors. After each test (tests/support/e2eCleanBrowser.ts) every one of them
 * fails the test unless the test said it provokes it (`expectProblems`).
 */
export const watchProblems = (context: BrowserContext) => {
  const watch: Watch = { problems: [], expected: [] };
  watches.set(context, watch);
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

/** Signs in through the login form, as a person would. */
export const signIn = async (page: Page, email: string, password = DEMO_PASSWORD) => {
  await page.goto('/login');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel(/^Passwort\s*\*?$/).fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
};

/** The labels of the side menu in order, with whether each is disabled. */
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
