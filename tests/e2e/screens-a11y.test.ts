import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, newPage } from '../support/e2e';
import { DEMO_ACCOUNTS } from '../support/api';
import { PUBLIC_ROUTES, SCREEN_ROUTES } from '../support/screenRoutes';
import { layoutFindings } from '../support/layoutCheck';
import { DARK_MODE_ACCOUNTS, headingOneFinding, LONG, openScreen, SCREEN_CHECK_GROUPS, screenFindings, seriousViolations } from '../support/screenChecks';

afterAll(closeBrowser);

// A browser set to dark mode gets the dark theme (src/theme.ts): the screens of the roles with the
// most screens are checked in it too.
describe('axe finds no critical or serious violation, one h1 and nothing cut off at 1280–1440 px on any screen', () => {
  it('the two files check every account, the operator and the brand admin also in dark mode', () => {
    expect([...SCREEN_CHECK_GROUPS.operators, ...SCREEN_CHECK_GROUPS.brands].sort()).toEqual(Object.keys(SCREEN_ROUTES).sort());
    expect(DARK_MODE_ACCOUNTS).toEqual(['operator', 'brandadmin']);
  });

  for (const account of SCREEN_CHECK_GROUPS.brands) {
    it(
      `every screen of ${DEMO_ACCOUNTS[account]}${DARK_MODE_ACCOUNTS.includes(account) ? ', light and dark' : ''}`,
      async () => {
        const found = await screenFindings(account);
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
      found.push(...(await seriousViolations(page, route)), ...(await headingOneFinding(page, route)), ...(await layoutFindings(page, route)));
    }
    expect(found, found.join('\n')).toEqual([]);
    await context.close();
  });
});

describe('the screen check', () => {
  it('reports what axe finds serious, with the colours of a contrast finding', async () => {
    const { context, page } = await newPage();
    await page.setContent(
      '<html lang="de"><title>Probe</title><main><h1>Probe</h1><p style="color: #aaa; background: #fff">Grau auf Weiß</p><input type="text"></main></html>',
    );
    const first = await seriousViolations(page, '/probe');
    // Once in the page, axe stays: a second check of a changed page sees the change.
    await page.evaluate(() => document.querySelector('input')!.setAttribute('aria-label', 'Name'));
    const second = await seriousViolations(page, '/probe');
    expect(first).toEqual([
      expect.stringMatching(/^\/probe: serious color-contrast at p \(#aaaaaa on #ffffff: 2\.32\)$/),
      expect.stringMatching(/^\/probe: critical label at input$/),
    ]);
    expect(second).toEqual([first[0]]);
    await context.close();
  });
});
