import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser } from '../support/e2e';
import { DEMO_ACCOUNTS } from '../support/api';
import { LONG, openScreen, overflowOf, PHONE, signedIn } from '../support/screenChecks';

afterAll(closeBrowser);

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
