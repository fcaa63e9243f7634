import axe from 'axe-core';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, settle, signIn } from './e2e';
import { DEMO_ACCOUNTS } from './api';
import { openScreen, resolveRoutes, SCREEN_ROUTES, type Account } from './screenRoutes';
import { roleOf } from './screens';
import { landingPath } from '../../src/providers/access';
import { layoutFindings } from './layoutCheck';

export { openScreen };

// The checks of every screen (tests/e2e/screens-*.test.ts), in files that run in parallel.

export const PHONE = { width: 390, height: 844 };
// One browser, one sign-in per role, the screens in sequence: a role's screens take a while.
export const LONG = 300_000;
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The body's colour in each mode (src/theme.ts, background.default). */
export const BODY_COLOUR = { light: 'rgb(244, 246, 249)', dark: 'rgb(18, 20, 23)' } as const;
export type Mode = keyof typeof BODY_COLOUR;

/** A contrast finding's colours, so that the message says what to change. */
const colours = (checks: { data?: unknown }[]) => {
  const data = checks[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
  return data?.fgColor ? ` (${data.fgColor} on ${data.bgColor}: ${data.contrastRatio})` : '';
};

/**
 * axe's critical and serious findings on the open screen, one line each. axe-core goes into the page
 * once and stays while the app navigates inside it (@axe-core/playwright, used before, evaluated its 1.5 MB twice
 * per check, and without legacy mode opens a page to merge the results: three quarters of the time).
 * Only violations come back: the passes are what made the answers large. `within`: a selector the
 * check keeps to (an open dialog).
 */
export const seriousViolations = async (page: Page, path: string, within?: string) => {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const { violations } = await page.evaluate(
    ({ tags, within }) =>
      (window as unknown as { axe: typeof axe }).axe.run(within ?? document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
    { tags: WCAG_AA, within },
  );
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

export const signedIn = async (account: Account, viewport?: typeof PHONE) => {
  const { context, page } = await newPage(viewport);
  await signIn(page, DEMO_ACCOUNTS[account]);
  // The landing page itself, not any page after /login: a screen opened before the sign-in's own
  // navigation has ended would be replaced by it (on a busy machine it was: /posts became /home).
  const landing = landingPath(roleOf(account));
  await page.waitForURL((url) => url.pathname === landing);
  await settle(page);
  return { context, page, routes: await resolveRoutes(page, SCREEN_ROUTES[account]) };
};

/**
 * Sets the browser to light or dark mode in place (the app follows it, src/theme.ts), waits until
 * the theme is painted, and puts MUI's colour transitions (buttons, chips: 250 ms each) at their
 * end: axe reads the colours as they are at that moment, and the new ones are what it must read.
 */
export const switchMode = async (page: Page, mode: Mode) => {
  await page.emulateMedia({ colorScheme: mode });
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(BODY_COLOUR[mode]);
  await page.evaluate(() => document.getAnimations().forEach((a) => a instanceof CSSTransition && a.finish()));
};

/**
 * The accounts whose screens the light-mode checks cover, in two files that run in parallel
 * (tests/e2e/screens-a11y*.test.ts); together every account of SCREEN_ROUTES. The dark-mode checks
 * cover the roles with the most screens, on the same visits.
 */
export const SCREEN_CHECK_GROUPS: Record<'operators' | 'brands', Account[]> = {
  operators: ['operator', 'mitarbeiter'],
  brands: ['brandadmin', 'brandviewer', 'sales', 'arzt'],
};
export const DARK_MODE_ACCOUNTS: Account[] = ['operator', 'brandadmin'];

/**
 * axe's serious findings and the h1 findings on every screen of `account` in light mode and, for the
 * DARK_MODE_ACCOUNTS, axe's serious findings on the same screens in dark mode (each marked „dark“).
 * Each screen is opened once and checked in the mode it opened in, then in the other: the mode
 * alternates from screen to screen, one switch per screen. On the same visit the layout check
 * (layoutCheck.ts) resizes the screen to each laptop width.
 */
export const screenFindings = async (account: Account) => {
  const { context, page, routes } = await signedIn(account);
  const modes: Mode[] = DARK_MODE_ACCOUNTS.includes(account) ? ['light', 'dark'] : ['light'];
  const found: string[] = [];
  for (const route of routes) {
    await openScreen(page, route);
    for (const [i, mode] of modes.entries()) {
      if (i > 0) await switchMode(page, mode);
      if (mode === 'dark') found.push(...(await seriousViolations(page, route)).map((line) => `dark ${line}`));
      else found.push(...(await seriousViolations(page, route)), ...(await headingOneFinding(page, route)));
    }
    found.push(...(await layoutFindings(page, route)));
    modes.reverse();
  }
  await context.close();
  return found;
};
