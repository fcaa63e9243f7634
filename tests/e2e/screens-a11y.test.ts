import { afterAll, describe, expect, it } from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { closeBrowser, newPage, signIn } from '../support/e2e';
import { DEMO_ACCOUNTS } from '../support/api';
import { PUBLIC_ROUTES, resolveRoutes, settle, SCREEN_ROUTES, type Account } from '../support/screenRoutes';

afterAll(closeBrowser);

const PHONE = { width: 390, height: 844 };
// One browser, one sign-in per role, the screens in sequence: a role's screens take a while.
const LONG = 300_000;
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Opens a route and waits until its data is shown. */
const openScreen = async (page: Page, path: string) => {
  await page.goto(path);
  await settle(page);
};

/** A contrast finding's colours, so that the message says what to change. */
const colours = (checks: { data?: unknown }[]) => {
  const data = checks[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
  return data?.fgColor ? ` (${data.fgColor} on ${data.bgColor}: ${data.contrastRatio})` : '';
};

/** axe's critical and serious findings on the open screen, one line each. */
const seriousViolations = async (page: Page, path: string) => {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${path}: ${v.impact} ${v.id} at ${v.nodes.map((n) => `${n.target.join(' ')}${colours(n.any)}`).join(', ')}`);
};

/** A page's headings start with exactly one `h1` that names it (issue 13: headings are structured). */
const headingOneFinding = async (page: Page, path: string) => {
  const texts = (await page.locator('h1').allTextContents()).map((text) => text.trim());
  return texts.length === 1 && texts[0] ? [] : [`${path}: ${texts.length} h1 (${texts.map((t) => `"${t}"`).join(', ')})`];
};

/** How much wider than the screen the page is, and its widest element. */
const overflowOf = (page: Page, path: string) =>
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

const signedIn = async (account: Account, viewport?: typeof PHONE, colorScheme: 'light' | 'dark' = 'light') => {
  const { context, page } = await newPage(viewport, { colorScheme });
  await signIn(page, DEMO_ACCOUNTS[account]);
  await page.waitForURL((url) => url.pathname !== '/login');
  return { context, page, routes: await resolveRoutes(page, SCREEN_ROUTES[account]) };
};

describe('axe finds no critical or serious violation and one h1 on any screen', () => {
  for (const account of Object.keys(SCREEN_ROUTES) as Account[]) {
    it(
      `every screen of ${DEMO_ACCOUNTS[account]}`,
      async () => {
        const { context, page, routes } = await signedIn(account);
        const found: string[] = [];
        for (const route of routes) {
          await openScreen(page, route);
          found.push(...(await seriousViolations(page, route)), ...(await headingOneFinding(page, route)));
        }
        expect(found, found.join('\n')).toEqual([]);
        await context.close();
      },
      LONG,
    );
  }

  it('every public screen', async () => {
    const { context, page } = await newPage();
    const found: string[] = [];
    for (const route of PUBLIC_ROUTES) {
      await openScreen(page, route);
      found.push(...(await seriousViolations(page, route)), ...(await headingOneFinding(page, route)));
    }
    expect(found, found.join('\n')).toEqual([]);
    await context.close();
  });
});

// A browser set to dark mode gets the dark theme (src/theme.ts): its colours are checked on every
// screen of the roles with the most screens.
describe('in dark mode axe finds no critical or serious violation', () => {
  for (const account of ['operator', 'brandadmin'] as const) {
    it(
      `every screen of ${DEMO_ACCOUNTS[account]}`,
      async () => {
        const { context, page, routes } = await signedIn(account, undefined, 'dark');
        expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(18, 20, 23)');
        const found: string[] = [];
        for (const route of routes) {
          await openScreen(page, route);
          found.push(...(await seriousViolations(page, route)));
        }
        expect(found, found.join('\n')).toEqual([]);
        await context.close();
      },
      LONG,
    );
  }
});

describe('every screen of the brand admin and the sales rep fits a 390 px phone', () => {
  for (const account of ['brandadmin', 'sales'] as const) {
    it(
      `every screen of ${DEMO_ACCOUNTS[account]}`,
      async () => {
        const { context, page, routes } = await signedIn(account, PHONE);
        const found: string[] = [];
        for (const route of routes) {
          await openScreen(page, route);
          const overflow = await overflowOf(page, route);
          if (overflow) found.push(overflow);
        }
        expect(found, found.join('\n')).toEqual([]);
        await context.close();
      },
      LONG,
    );
  }
});
