import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser } from '../support/e2e';
import { DEMO_ACCOUNTS } from '../support/api';
import { LONG, openScreen, seriousViolations, signedIn } from '../support/screenChecks';

afterAll(closeBrowser);

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
