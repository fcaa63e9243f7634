import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, newPage } from '../support/e2e';
import { DEMO_ACCOUNTS } from '../support/api';
import { PUBLIC_ROUTES, SCREEN_ROUTES } from '../support/screenRoutes';
import { headingOneFinding, lightModeFindings, LONG, openScreen, SCREEN_CHECK_GROUPS, seriousViolations } from '../support/screenChecks';

afterAll(closeBrowser);

describe('axe finds no critical or serious violation and one h1 on any screen', () => {
  it('the two files check every account', () => {
    expect([...SCREEN_CHECK_GROUPS.operators, ...SCREEN_CHECK_GROUPS.brands].sort()).toEqual(Object.keys(SCREEN_ROUTES).sort());
  });

  for (const account of SCREEN_CHECK_GROUPS.brands) {
    it(
      `every screen of ${DEMO_ACCOUNTS[account]}`,
      async () => {
        const found = await lightModeFindings(account);
        expect(found, found.join('\n')).toEqual([]);
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
