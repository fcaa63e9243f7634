import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { newPage, settle, signIn } from './e2e';
import { DEMO_ACCOUNTS } from './api';
import { resolveRoutes, SCREEN_ROUTES, type Account } from './screenRoutes';

// The checks of every screen (tests/e2e/screens-*.test.ts), in three files that run in parallel.

export const PHONE = { width: 390, height: 844 };
// One browser, one sign-in per role, the screens in sequence: a role's screens take a while.
export const LONG = 300_000;
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Opens a route and waits until its data is shown. */
export const openScreen = async (page: Page, path: string) => {
  await page.goto(path);
  await settle(page);
};

/** A contrast finding's colours, so that the message says what to change. */
const colours = (checks: { data?: unknown }[]) => {
  const data = checks[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
  return data?.fgColor ? ` (${data.fgColor} on ${data.bgColor}: ${data.contrastRatio})` : '';
};

/** axe's critical and serious findings on the open screen, one line each. */
export const seriousViolations = async (page: Page, path: string) => {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${path}: ${v.impact} ${v.id} at ${v.nodes.map((n) => `${n.target.join(' ')}${colours(n.any)}`).join(', ')}`);
};

/** A page's headings start with exactly one `h1` that names it (issue 13: headings are structured). */
export const headingOneFinding = async (page: Page, path: string) => {
  const texts = (await page.locator('h1').allTextContents()).map((text) => text.trim());
  return texts.length === 1 && texts[0] ? [] : [`${path}: ${texts.length} h1 (${texts.map((t) => `"${t}"`).join(', ')})`];
};

/** How much wider than the screen the page is, and its widest element. */
export const overflowOf = (page: Page, path: string) =>
  page.evaluate((route) => {
    const width = document.documentElement.scrollWidth;
    if (width <= window.innerWidth) return null;
    let widest: Element = document.body;
    let right = 0;
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect().right;
      if (r > right) [widest, right] = [el, r];
    }
    const name = `${widest.tagName.toLowerCase()}${widest.className && typeof widest.className === 'string' ? '.' + widest.className.trim().split(/\s+/).join('.') : ''}`;
    return `${route}: ${width} px wide, widest ${name} (right edge ${Math.round(right)} px, "${(widest.textContent ?? '').trim().slice(0, 40)}")`;
  }, path);

export const signedIn = async (account: Account, viewport?: typeof PHONE, colorScheme: 'light' | 'dark' = 'light') => {
  const { context, page } = await newPage(viewport, { colorScheme });
  await signIn(page, DEMO_ACCOUNTS[account]);
  await page.waitForURL((url) => url.pathname !== '/login');
  return { context, page, routes: await resolveRoutes(page, SCREEN_ROUTES[account]) };
};

/**
 * The accounts whose screens the light-mode checks cover, in two files that run in parallel
 * (tests/e2e/screens-a11y*.test.ts); together every account of SCREEN_ROUTES.
 */
export const SCREEN_CHECK_GROUPS: Record<'operators' | 'brands', Account[]> = {
  operators: ['operator', 'mitarbeiter'],
  brands: ['brandadmin', 'brandviewer', 'sales', 'arzt'],
};

/** axe's serious findings and the h1 findings on every screen of `account`, in light mode. */
export const lightModeFindings = async (account: Account) => {
  const { context, page, routes } = await signedIn(account);
  const found: string[] = [];
  for (const route of routes) {
    await openScreen(page, route);
    found.push(...(await seriousViolations(page, route)), ...(await headingOneFinding(page, route)));
  }
  await context.close();
  return found;
};
